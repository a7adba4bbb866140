import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readConsentPageConfig,
  serializeConsentPageConfig,
} from '../../../../src/features/consent/consentPageConfig.ts';

afterEach(() => vi.restoreAllMocks());

const docWith = (text: string | null) =>
  ({
    getElementById: (id: string) =>
      id === 'consent-config' && text !== null ? { textContent: text } : null,
  }) as unknown as Document;

describe('consent page configuration', () => {
  it('round-trips through the JSON data block', () => {
    const json = serializeConsentPageConfig({
      matomoUrl: 'https://stats.example.org/',
      siteId: '3',
    });
    expect(readConsentPageConfig(docWith(json))).toEqual({
      matomoUrl: 'https://stats.example.org/',
      siteId: '3',
    });
  });

  it('writes nulls for missing analytics settings and keeps privacy paths', () => {
    expect(
      JSON.parse(serializeConsentPageConfig({ privacyPaths: { de: '/datenschutz' } })),
    ).toEqual({
      matomoUrl: null,
      siteId: null,
      privacyPaths: { de: '/datenschutz' },
    });
  });

  it('cannot be broken out of its <script> element', () => {
    const json = serializeConsentPageConfig({ matomoUrl: 'https://x/</script><script>alert(1)' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).matomoUrl).toBe('https://x/</script><script>alert(1)');
  });

  it('logs a missing or broken block and falls back to no configuration', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readConsentPageConfig(docWith(null))).toEqual({});
    expect(readConsentPageConfig(docWith('{oops'))).toEqual({});
    expect(readConsentPageConfig(docWith('"text"'))).toEqual({});
    expect(errors).toHaveBeenCalledTimes(3);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/consent configuration .* missing/);
  });
});
