/**
 * Where Astro's build writes pages, for everything that writes pages beside it: Astro's thread
 * (prerenderIntegration.ts) and the kept renderer (warmRenderer.ts). The output folder and the files of `public/` (which take the place of a page
 * of the same name: Astro writes no page there) are read from Astro's build app; the file a path
 * is written to is named as Astro names it (astroFile).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroPrerenderer } from 'astro';

/** Where pages are written. */
export interface OutputFolders {
  /** The output folder, absolute. */
  readonly outDir: string;
}

export interface AstroOutput extends OutputFolders {
  /** The files of `public/`, by path under the output folder (`kept/index.html`). */
  readonly publicFiles: ReadonlySet<string>;
}

/** The part of Astro's build app read here (astro/dist/core/build/app.js). */
interface BuildAppSettings {
  getSettings(): { readonly config: { readonly outDir: URL; readonly publicDir: URL } };
}

/** The output of the build whose prerenderer `inner` Astro has set up; null without a build app. */
export function astroOutput(inner: AstroPrerenderer): AstroOutput | null {
  const app = (inner as { app?: Partial<BuildAppSettings> }).app;
  if (typeof app?.getSettings !== 'function') return null;
  const { outDir, publicDir } = app.getSettings().config;
  return {
    outDir: fileURLToPath(outDir),
    publicFiles: new Set(filesIn(fileURLToPath(publicDir))),
  };
}

/** Writes `file` (a path under the output folder, as astroFile names it), making its folder first. */
export function writeOutputFile(
  folders: OutputFolders,
  file: string,
  body: string | Uint8Array,
): void {
  const target = join(folders.outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, body);
}

/** The files under `dir`/`under` (none when it does not exist), relative to `dir`, with `/`. */
export function filesIn(dir: string, under = ''): string[] {
  try {
    return readdirSync(join(dir, under), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  } catch {
    return [];
  }
}

/**
 * The file Astro writes a path to (format `directory`): endpoints as named, `/404` and `/500` as
 * `404.html` and `500.html`, every other page as `path/index.html` (`/de/404` too: the build
 * moves it, writeHostFiles).
 */
export function astroFile(pathname: string, routeType: string): string {
  if (routeType === 'endpoint') return pathname.replace(/^\//, '');
  if (pathname === '/404' || pathname === '/500') return `${pathname.slice(1)}.html`;
  const folder = pathname.replace(/^\/+|\/+$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}
