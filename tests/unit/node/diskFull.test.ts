import { describe, expect, it } from 'vitest';
import { DISK_FULL, DiskFullError, diskFullCause, isNoSpace } from '../../../src/node/diskFull.ts';

function errno(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

describe('a full disk', () => {
  it('is recognised by its code, its message, or in an error that wraps it', () => {
    expect(isNoSpace(errno('ENOSPC', 'ENOSPC: no space left on device, write'))).toBe(true);
    expect(isNoSpace(new Error('ENOSPC: no space left on device, write'))).toBe(true);
    const wrapped = new Error('Build failed', {
      cause: errno('ENOSPC', 'no space left on device'),
    });
    expect(isNoSpace(wrapped)).toBe(true);
  });

  it('other errors are not', () => {
    expect(isNoSpace(errno('EACCES', 'permission denied'))).toBe(false);
    expect(isNoSpace(new Error('ENOSPCX'))).toBe(false);
    expect(isNoSpace('ENOSPC')).toBe(false);
    expect(isNoSpace(undefined)).toBe(false);
  });

  it('names the folder, says nothing changed and what to do, and carries its code', () => {
    const error = new DiskFullError('/srv/site-releases');
    expect(error.message).toBe(diskFullCause('/srv/site-releases'));
    expect(error.message).toContain('/srv/site-releases');
    expect(error.message).toMatch(/live site is unchanged/);
    expect(error.message).toMatch(/Free space on that disk/);
    expect(error.causeCode).toBe(DISK_FULL);
    expect(error.folder).toBe('/srv/site-releases');
  });
});
