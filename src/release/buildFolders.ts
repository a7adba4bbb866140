/**
 * Where one build writes (issue 15, point 1: "any absolute RELEASES_DIR and ASTRO_OUT_DIR
 * works": a sibling whose path starts with the project's, another disk, a path with spaces).
 *
 * Astro 7 decides where the server half of a static build goes (the chunks it imports while it
 * renders the pages, which import packages from the project's node_modules) with
 * `fileURLToPath(outDir).startsWith(process.cwd())` (astro/dist/core/build/common.js,
 * getOutDirWithinCwd). A string prefix: for a project at `/srv/site` it takes
 * `/srv/site-releases/x` for a folder inside the project, writes the chunks into
 * `/srv/site-releases/x/.prerender/` and Node cannot find `@oslojs/encoding` from there. For a
 * folder truly outside, it writes them into `<project>/.astro/.prerender/` and later *renames*
 * the styles among them into the output folder, which fails with EXDEV on another disk.
 *
 * So Astro is only ever given a folder it judges correctly and that lies on the project's disk:
 * the release's own `<out>.next` when the release folder is inside the project, otherwise a
 * staging folder inside the project, moved to `<out>.next` once complete (a rename on the same
 * disk, a copy onto another one). Either way the release is switched in from `<out>.next`.
 */
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Staging folders of builds whose release folder lies outside the project (under its root). */
export const STAGING_DIR = join('.cache', 'staging');

export interface BuildFolders {
  /** The release folder, as it will be when the build is switched in. */
  readonly outDir: string;
  /** Where the complete build waits before it is switched in: `<outDir>.next`, beside it. */
  readonly nextDir: string;
  /** Where Astro writes: `nextDir`, or a staging folder inside the project. */
  readonly astroDir: string;
  /** Whether `astroDir` is a staging folder that must be moved to `nextDir`. */
  readonly staged: boolean;
}

/** Whether `path` lies strictly inside `dir`, by path segments (not by string prefix). */
export function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !isAbsolute(rel) && rel.split(sep)[0] !== '..';
}

/**
 * The folders of a build into `outDir` for the project at `projectRoot` (the process's working
 * directory, which is what Astro compares with): direct when the release folder is inside the
 * project, staged under STAGING_DIR otherwise. `realOutDir` is where the folder really is (links
 * resolved, see realPathOf): Node resolves the packages of the chunks from there, so a folder
 * reached through a link from inside the project to another disk is staged too. The staging
 * folder is named after the release folder, so a build into the same folder clears it first.
 */
export function buildFolders(
  projectRoot: string,
  outDir: string,
  realOutDir: string = outDir,
): BuildFolders {
  const out = resolve(projectRoot, outDir);
  const nextDir = `${out}.next`;
  if (isInside(resolve(projectRoot, realOutDir), projectRoot)) {
    return { outDir: out, nextDir, astroDir: nextDir, staged: false };
  }
  const tag = createHash('sha256').update(out).digest('hex').slice(0, 8);
  const astroDir = join(projectRoot, STAGING_DIR, `${basename(out)}-${tag}`);
  return { outDir: out, nextDir, astroDir, staged: true };
}

/** A path with its links resolved as far as it exists (the rest need not exist yet). */
export function realPathOf(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(realPathOf(parent), basename(absolute));
  }
}
