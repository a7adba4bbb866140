/**
 * Where one build writes, so that any absolute RELEASES_DIR and ASTRO_OUT_DIR works. Astro 7
 * places a static build's server chunks by `outDir.startsWith(process.cwd())` (getOutDirWithinCwd),
 * a string prefix: `/srv/site-releases/x` counts as inside `/srv/site`, and Node cannot resolve the
 * chunks' packages there; a folder truly outside gets styles *renamed* into it: EXDEV on another
 * disk. So Astro writes `<out>.next` only when it is inside the project, else a staging folder
 * inside it, moved to `<out>.next` once complete.
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
 * The folders of a build into `outDir` for the project at `projectRoot` (the working directory
 * Astro compares with). `realOutDir` is where the folder really is (realPathOf): Node resolves
 * the chunks' packages from there, so a link from inside the project to another disk is staged
 * too. The staging folder is named after the release folder, so a rebuild into it clears it.
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
  const parent = dirname(absolute);
  return (
    realPathOrNull(absolute) ??
    (parent === absolute ? absolute : join(realPathOf(parent), basename(absolute)))
  );
}

/** The real path of `path` (its links resolved), or null when it does not exist. */
export function realPathOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}
