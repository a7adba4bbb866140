/**
 * The one way a file of one release is put into another: a hard link (a release's files are never
 * changed in place, so two releases can share one), a copy where no link can be made.
 */
import { copyFileSync, linkSync } from 'node:fs';
import { copyFile, link } from 'node:fs/promises';

/** Whether a hard link failed where a copy will do: another disk, no hard links, too many links. */
export function cannotLink(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'EXDEV' || code === 'EPERM' || code === 'EMLINK';
}

/** Links `from` as `to`, or copies it where a link cannot be made (cannotLink). */
export function linkOrCopySync(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if (!cannotLink(error)) throw error;
    copyFileSync(from, to);
  }
}

/** linkOrCopySync on the disk's threads: the caller's thread goes on meanwhile. */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if (!cannotLink(error)) throw error;
    await copyFile(from, to);
  }
}
