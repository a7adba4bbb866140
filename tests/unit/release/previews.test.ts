import { describe, expect, it } from 'vitest';
import { newPreviewToken, previewByToken, promoteProblem } from '../../../src/release/previews.ts';
import { previewToken } from '../../../src/publish/previewServer.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
const live = { id: '20260101-120000-0000', createdAt: at(0) };
const made = (id: string, minute: number, madeOn: string | null, token = newPreviewToken()) => ({
  id,
  createdAt: at(minute),
  preview: { madeOn, token },
});
const first = made('20260101-120100-0001', 1, live.id);
const second = made('20260101-120200-0002', 2, live.id);

describe('preview tokens', () => {
  it('are 128 random bits, URL-safe', () => {
    const token = newPreviewToken();
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(newPreviewToken()).not.toBe(token);
  });

  it('open exactly their own preview; a near miss, a prefix or nothing opens none', () => {
    const records = [live, first, second];
    expect(previewByToken(records, first.preview.token)?.id).toBe(first.id);
    expect(previewByToken(records, second.preview.token)?.id).toBe(second.id);
    const t = first.preview.token;
    for (const wrong of [
      null,
      '',
      t.slice(0, -1),
      `${t}x`,
      t.toUpperCase() === t ? 'x' : t.toUpperCase(),
    ]) {
      expect(previewByToken(records, wrong), String(wrong)).toBeNull();
    }
  });

  it('come from the address first, else from the cookie', () => {
    const url = (q: string) => new URL(`http://h/about-us${q}`);
    expect(previewToken(url('?preview=abc'), 'site_preview=def')).toEqual({
      token: 'abc',
      inUrl: true,
    });
    expect(previewToken(url(''), 'a=1; site_preview=def; b=2')).toEqual({
      token: 'def',
      inUrl: false,
    });
    expect(previewToken(url(''), 'my_site_preview=def')).toEqual({ token: null, inUrl: false });
    expect(previewToken(url(''), undefined)).toEqual({ token: null, inUrl: false });
  });
});

describe('which preview may be promoted', () => {
  it('one made on the live release, with all its files, while nothing newer went live', () => {
    expect(promoteProblem(first.id, [live, first, second], live.id, [])).toBeNull();
    expect(promoteProblem(second.id, [live, first, second], live.id, [])).toBeNull();
    // The first release of a site: made on nothing, promoted while nothing is live.
    expect(promoteProblem(first.id, [made(first.id, 1, null)], null, [])).toBeNull();
  });

  it('not an unknown id, a published release, nor an incomplete preview', () => {
    expect(promoteProblem('20260101-125900-ffff', [live, first], live.id, [])).toMatch(
      /There is no preview/,
    );
    expect(promoteProblem(live.id, [live, first], live.id, [])).toMatch(
      /published already and is live/,
    );
    expect(promoteProblem(first.id, [live, first], live.id, ['_redirects', 'de/404.html'])).toBe(
      `Preview ${first.id} is incomplete, without _redirects, de/404.html; preview again.`,
    );
  });

  it('not once another release went live after it: a publish, a promotion, or a publish rolled back', () => {
    const publish = { id: '20260101-120300-0003', createdAt: at(3) };
    expect(promoteProblem(first.id, [live, first, publish], publish.id, [])).toBe(
      `${publish.id} went live after this preview was made; preview again.`,
    );
    const promoted = { id: second.id, createdAt: second.createdAt };
    expect(promoteProblem(first.id, [live, first, promoted], second.id, [])).toMatch(
      /went live after/,
    );
    expect(promoteProblem(first.id, [live, first, publish], live.id, [])).toMatch(
      /^20260101-120300-0003 went live/,
    );
    const older = { id: '20251231-120000-0009', createdAt: '2025-12-31T12:00:00.000Z' };
    expect(promoteProblem(first.id, [older, live, first], older.id, [])).toBe(
      `${older.id} went live after this preview was made; preview again.`,
    );
  });
});
