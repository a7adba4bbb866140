/** The request-target rule every server of ours reads paths with. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestPath } from '../../../src/server/requestPath.ts';

describe('requestPath', () => {
  it('takes the path of an origin-form target and drops query and fragment', () => {
    expect(requestPath('/a/b?c=d#e')).toBe('/a/b');
    expect(requestPath('//x:99999/')).toBe('//x:99999/');
    expect(requestPath('/%zz')).toBe('/%zz');
  });

  it('refuses every other form: absolute, authority, asterisk, empty', () => {
    for (const target of ['http://x:99999/', 'x:99999', '*', '', ' /a', 'HTTP://h/p']) {
      expect(requestPath(target), target).toBeNull();
    }
  });

  it('never throws, and what it returns is a path with no query or fragment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (target) => {
        const path = requestPath(target);
        if (path === null) return !target.startsWith('/');
        return path.startsWith('/') && !/[?#]/.test(path) && target.startsWith(path);
      }),
      { numRuns: 5_000 },
    );
  });
});
