/**
 * Where Astro's build writes pages, for everything that writes pages beside it: Astro's thread
 * (prerenderIntegration.ts), the render helper (renderHelperWorker.ts) and the kept renderer
 * (warmRenderer.ts). The output folder and the files of `public/` (which take the place of a page
 * of the same name: Astro writes no page there) are read from Astro's build app; the file a path
 * is written to is named as Astro names it (astroFile).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { linkIfPossibleSync } from '../../node/linkOrCopy.ts';
import { catalogueFile } from '../../release/catalogueFile.ts';
import { filesUnderSync } from '../../node/walkFolder.ts';

/** Where pages are written. */
export interface OutputFolders {
  /** The output folder, absolute. */
  readonly outDir: string;
  /**
   * Folders each page is also hard-linked into as it is written (none outside the rebuild
   * service): in its full builds, the worker's two copies of the release for the next builds,
   * linked while the pages are rendered rather than after (spareRelease.ts).
   */
  readonly linkDirs: readonly string[];
}

export interface AstroOutput extends OutputFolders {
  /** The files of `public/`, by path under the output folder (`kept/index.html`). */
  readonly publicFiles: ReadonlySet<string>;
}

/** The part of Astro's build app read here (astro/dist/core/build/app.js). */
interface BuildAppSettings {
  getSettings(): { readonly config: { readonly outDir: URL; readonly publicDir: URL } };
}

/**
 * The output of the build whose prerenderer `inner` Astro has set up, its pages also linked into
 * `linkDirs` (OutputFolders); null without a build app.
 */
export function astroOutput(
  inner: AstroPrerenderer,
  linkDirs: readonly string[] = [],
): AstroOutput | null {
  const app = (inner as { app?: Partial<BuildAppSettings> }).app;
  if (typeof app?.getSettings !== 'function') return null;
  const { outDir, publicDir } = app.getSettings().config;
  return {
    outDir: fileURLToPath(outDir),
    linkDirs,
    publicFiles: new Set(filesIn(fileURLToPath(publicDir))),
  };
}

// Once a link fails for want of the same disk, this thread makes no more.
let linking = true;

/**
 * Writes `file` (a path under the output folder, as astroFile names it), making its folder first,
 * and links it into each of `linkDirs` when the release keeps the file under that name
 * (`name`: the catalogue's name for it, catalogueFile): the German not-found page, which the
 * build moves, is not linked, so the linked copy holds only names of the release. A link not
 * made (the folders on two disks) is no fault: the copy is completed from the release after the
 * build (matchRelease).
 */
export function writeOutputFile(
  folders: OutputFolders,
  file: string,
  body: string | Uint8Array,
  name: string = file,
): void {
  const target = join(folders.outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, body);
  if (!linking || name !== file) return;
  for (const linkDir of folders.linkDirs) {
    const copy = join(linkDir, file);
    try {
      mkdirSync(dirname(copy), { recursive: true });
      if (!linkIfPossibleSync(target, copy)) linking = false;
    } catch {
      // Not linked (a copy's folder gone meanwhile): matchRelease completes the copy.
    }
  }
}

/** The files under `dir`/`under` (none when it does not exist), relative to `dir`, with `/`. */
export function filesIn(dir: string, under = ''): string[] {
  try {
    const files = filesUnderSync(join(dir, under));
    return under === '' ? files : files.map((file) => `${under}/${file}`);
  } catch {
    return [];
  }
}

/**
 * The file Astro writes a path to (format `directory`): the release's name for it (catalogueFile)
 * but where Astro's own rule differs. Endpoints keep their name whatever it ends in; Astro names
 * only the root's error pages `404.html` and `500.html`, and writes `/de/404` as a folder's index
 * (`de/404/index.html`), which the build then moves to the release's name (writeHostFiles).
 */
export function astroFile(pathname: string, routeType: string): string {
  if (routeType === 'endpoint') return pathname.replace(/^\//, '');
  if (pathname === '/500') return '500.html';
  if (pathname === '/de/404') return 'de/404/index.html';
  return catalogueFile(pathname);
}
