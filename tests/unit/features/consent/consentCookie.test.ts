import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  readStoredConsent,
  remainingConsentHours,
} from '../../../../src/features/consent/consentCookie.ts';
import { consentCookieLine } from '../../../support/fakeBrowser.ts';

const NOW = Date.UTC(2026, 0, 1);
const header = (line: string, extra = 'other=1') => `${extra}; ${line.split(';')[0]}`;

describe('readStoredConsent (the consent record)', () => {
  it('is null without a consent cookie', () => {
    expect(readStoredConsent('')).toBeNull();
    expect(readStoredConsent('_pk_id.1.abcd=x; cc_cookiex=1')).toBeNull();
  });

  it('reads an accepted analytics category and the expiry', () => {
    const expiresAt = NOW + 10 * 86_400_000;
    expect(readStoredConsent(header(consentCookieLine(['analytics'], expiresAt)))).toEqual({
      analytics: true,
      expiresAt,
    });
  });

  it('reads a declined choice', () => {
    expect(readStoredConsent(header(consentCookieLine([], NOW)))?.analytics).toBe(false);
  });

  it('treats a broken or incomplete record as no consent, as the dialog library does', () => {
    expect(readStoredConsent('cc_cookie=%7Bnot-json')).toBeNull();
    expect(readStoredConsent('cc_cookie=null')).toBeNull();
    const incomplete = encodeURIComponent(JSON.stringify({ categories: ['analytics'] }));
    expect(readStoredConsent(`cc_cookie=${incomplete}`)).toBeNull();
    const noCategories = encodeURIComponent(
      JSON.stringify({ consentId: 'x', consentTimestamp: 't', lastConsentTimestamp: 't' }),
    );
    expect(readStoredConsent(`cc_cookie=${noCategories}`)).toBeNull();
  });

  it('has no expiry when the record does not say', () => {
    const record = encodeURIComponent(
      JSON.stringify({
        categories: [],
        consentId: 'x',
        consentTimestamp: 't',
        lastConsentTimestamp: 't',
      }),
    );
    expect(readStoredConsent(`cc_cookie=${record}`)).toEqual({ analytics: false, expiresAt: null });
  });
});

describe('remainingConsentHours', () => {
  it('is the full 180 days without an expiry', () => {
    expect(remainingConsentHours(null, NOW)).toBe(180 * 24);
  });
  it('is what is left of the consent record, rounded up, at least 1, at most 180 days', () => {
    expect(remainingConsentHours(NOW + 90 * 3_600_000 + 1, NOW)).toBe(91);
    expect(remainingConsentHours(NOW - 5, NOW)).toBe(1);
    expect(remainingConsentHours(NOW + 400 * 86_400_000, NOW)).toBe(180 * 24);
  });
});

describe('cookieValue', () => {
  it('finds one cookie by exact name', () => {
    expect(cookieValue('a=1; cc_cookie=2; b=3=4', 'cc_cookie')).toBe('2');
    expect(cookieValue('a=1; b=3=4', 'b')).toBe('3=4');
    expect(cookieValue('xcc_cookie=1', 'cc_cookie')).toBeNull();
  });
});
