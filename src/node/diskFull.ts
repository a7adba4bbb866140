/**
 * A build that ran out of disk space fails with the folder and what to do, in plain words, and a
 * code, so the status page can word it in the editor's language.
 */
/** The cause code of a build stopped by a full disk. */
export const DISK_FULL = 'disk-full';

/** Whether an error (or one it wraps) is the file system's ENOSPC, "no space left on device". */
export function isNoSpace(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if ((e as NodeJS.ErrnoException).code === 'ENOSPC' || /\bENOSPC\b/.test(e.message)) {
      return true;
    }
    e = e.cause;
  }
  return false;
}

/** The cause of a build stopped by a full disk: the folder, what happened, and what to do. */
export function diskFullCause(folder: string): string {
  return (
    `no space left on the disk of ${folder} (ENOSPC): the new release could not be written, ` +
    'so nothing was published and the live site is unchanged. Free space on that disk (delete ' +
    'files there, or move the folder to a larger disk), then publish again.'
  );
}

/** Thrown by the build when the disk of `folder` is full; what was half-written is removed. */
export class DiskFullError extends Error {
  readonly causeCode = DISK_FULL;
  readonly folder: string;
  constructor(folder: string, options?: ErrorOptions) {
    super(diskFullCause(folder), options);
    this.name = 'DiskFullError';
    this.folder = folder;
  }
}
