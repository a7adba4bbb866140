/** An error sent between the build's threads keeps its message, stack and code (threadError.ts). */
import { describe, expect, it } from 'vitest';
import { receivedError, sentError } from '../../../src/node/threadError.ts';
import { isNoSpace } from '../../../src/node/diskFull.ts';

describe('threadError', () => {
  it('keeps a full disk’s code across a structured copy, as the build tells one by it', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    const received = receivedError(structuredClone(sentError(full)));
    expect(received.message).toBe(full.message);
    expect(received.stack).toBe(full.stack);
    expect((received as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(isNoSpace(received)).toBe(true);
    // What a plain copy of the error loses.
    expect((structuredClone(full) as NodeJS.ErrnoException).code).toBeUndefined();
  });

  it('sends what was thrown that is no Error as its text, without a code', () => {
    const received = receivedError(sentError('a string thrown'));
    expect(received.message).toBe('a string thrown');
    expect((received as NodeJS.ErrnoException).code).toBeUndefined();
  });
});
