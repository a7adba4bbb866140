/** Conditional requests: which validators make a file's answer a 304. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { etagMatches, isNotModified } from '../../../src/server/conditionalRequest.ts';

describe('etagMatches', () => {
  it('finds the tag in a list, weakly compared, or *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc" , "y"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abc.br"', '"abc"')).toBe(false);
    expect(etagMatches('"ab"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
  });

  it('matches a tag in any list that holds it, and none that does not', () => {
    const tag = fc.stringMatching(/^[A-Za-z0-9_.-]{1,24}$/);
    fc.assert(
      fc.property(fc.array(tag), tag, fc.boolean(), (others, own, weak) => {
        const list = [...others.filter((o) => o !== own), own]
          .map((t) => `${weak ? 'W/' : ''}"${t}"`)
          .join(', ');
        expect(etagMatches(list, `"${own}"`)).toBe(true);
        const without = others
          .filter((o) => o !== own)
          .map((t) => `"${t}"`)
          .join(', ');
        expect(etagMatches(without, `"${own}"`)).toBe(false);
      }),
    );
  });
});

describe('isNotModified', () => {
  const mtime = Date.parse('2026-01-02T03:04:05.678Z');

  it('answers If-None-Match by the tag, ignoring any date beside it', () => {
    expect(isNotModified({ 'if-none-match': '"t"' }, '"t"', mtime)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"old"' }, '"t"', mtime)).toBe(false);
    const later = new Date(mtime + 60_000).toUTCString();
    expect(
      isNotModified({ 'if-none-match': '"old"', 'if-modified-since': later }, '"t"', mtime),
    ).toBe(false);
  });

  it('answers If-Modified-Since by whole seconds', () => {
    const sent = new Date(mtime).toUTCString(); // what Last-Modified said: 03:04:05
    expect(isNotModified({ 'if-modified-since': sent }, '"t"', mtime)).toBe(true);
    expect(isNotModified({ 'if-modified-since': sent }, '"t"', mtime + 1_000)).toBe(false);
    expect(
      isNotModified({ 'if-modified-since': new Date(mtime - 1_000).toUTCString() }, '"t"', mtime),
    ).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'yesterday' }, '"t"', mtime)).toBe(false);
    // After a rollback the live file is older than the client's copy: not "not modified".
    expect(
      isNotModified({ 'if-modified-since': new Date(mtime + 60_000).toUTCString() }, '"t"', mtime),
    ).toBe(false);
    expect(isNotModified({}, '"t"', mtime)).toBe(false);
  });
});
