import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECLINE_CODES,
  declineLine,
  declinesInLog,
  isFastPathDecline,
  keysDecline,
  rendersEverything,
} from '../../../src/build/fastPathDecline.ts';

const CODE = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const ok = { incremental: true, liveExists: true, liveCode: CODE, code: CODE };

describe('keysDecline: why a build cannot carry files by their keys', () => {
  it('is null when the live release was built by the same code, with its keys', () => {
    expect(keysDecline(ok)).toBeNull();
  });

  it('names the first check that fails, in the order the build meets them', () => {
    expect(keysDecline({ ...ok, incremental: false })?.code).toBe('requested');
    expect(keysDecline({ ...ok, liveExists: false, liveCode: null })?.code).toBe('no-release');
    expect(keysDecline({ ...ok, liveCode: null })?.code).toBe('no-keys');
    const changed = keysDecline({ ...ok, liveCode: OTHER });
    expect(changed?.code).toBe('code-changed');
    // Both versions, short, so a developer can tell which deployment made which release.
    expect(changed?.detail).toContain(OTHER.slice(0, 12));
    expect(changed?.detail).toContain(CODE.slice(0, 12));
  });
});

describe('declineLine: the build log’s one line', () => {
  it('starts "Full build:" when every file was rendered, "Slower build:" otherwise', () => {
    expect(
      declineLine({ code: 'renderer-differs', detail: 'a/index.html renders differently' }),
    ).toBe('Full build: a/index.html renders differently [renderer-differs]');
    expect(declineLine({ code: 'renderer-unknown', detail: 'no app' })).toBe(
      'Slower build: no app [renderer-unknown]',
    );
    expect(DECLINE_CODES.filter((code) => !rendersEverything(code))).toEqual(['renderer-unknown']);
  });

  it('is one line the bench reads its code back from, whatever the sentence says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DECLINE_CODES), fc.string(), (code, detail) => {
        const line = declineLine({ code, detail });
        expect(line).not.toMatch(/[\n\r]/);
        expect(declinesInLog(`Built 3 pages\n${line}\nDone\n`)).toEqual([code]);
      }),
    );
  });

  it('finds no decline in a log without one, nor one with an unknown code', () => {
    expect(declinesInLog('Built 262 pages into dist (15 files rendered, 700 carried)\n')).toEqual(
      [],
    );
    expect(declinesInLog('Full build: something [not-a-code]\n')).toEqual([]);
  });
});

describe('isFastPathDecline: a decline as the build worker sends it', () => {
  it('takes a known code with a sentence, and nothing else', () => {
    expect(isFastPathDecline({ code: 'no-release', detail: 'none' })).toBe(true);
    expect(isFastPathDecline({ code: 'slow', detail: 'none' })).toBe(false);
    expect(isFastPathDecline({ code: 'no-release' })).toBe(false);
    expect(isFastPathDecline(null)).toBe(false);
    expect(isFastPathDecline('no-release')).toBe(false);
  });
});
