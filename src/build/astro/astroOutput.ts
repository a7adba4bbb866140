/**
 * Where Astro's build writes pages, for what writes them in its place: the output folder and
 * `public/`'s files (Astro writes no page over one), and each path's file as Astro names it.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { catalogueFile } from '../../release/catalogueFile.ts';
import { filesUnderSync } from '../../node/walkFolder.ts';

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

/** Writes `file` (as astroFile names it) under the output folder, making its folder first. */
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
    const files = filesUnderSync(join(dir, under));
    return under === '' ? files : files.map((file) => `${under}/${file}`);
  } catch {
    return [];
  }
}

/**
 * The file Astro writes a path to (format `directory`): catalogueFile but where Astro differs.
 * Endpoints keep their name; only the root's error pages are `404.html`/`500.html`, and `/de/404`
 * becomes `de/404/index.html` (which writeHostFiles moves to the release's name).
 */

export function astroFile(pathname: string, routeType: string): string {
  if (routeType === 'endpoint') return pathname.replace(/^\//, '');
  if (pathname === '/500') return '500.html';
  if (pathname === '/de/404') return 'de/404/index.html';
  return catalogueFile(pathname);
}
