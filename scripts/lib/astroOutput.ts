/**
 * Where Astro's build writes pages, read from its build app (as the kept renderer reads the app:
 * warmRenderer.ts), for the two threads that write pages themselves (prerenderIntegration.ts,
 * renderHelper.ts): the output folder, and the files of `public/`, which take the place of a page
 * of the same name (Astro writes no page there).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import { filesIn } from './warmRenderer.ts';

export interface AstroOutput {
  /** The output folder, absolute. */
  readonly outDir: string;
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

/** Writes `file` (a path under `outDir`, as astroFile names it), making its folder first. */
export function writeOutputFile(outDir: string, file: string, body: string): void {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, body);
}
