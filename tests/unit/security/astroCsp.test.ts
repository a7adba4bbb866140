import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { astroCsp, cspHash } from '../../../src/security/astroCsp.ts';

describe("Astro's security.csp for the site", () => {
  it('scripts from the site (and the configured Matomo), our unprocessed inline scripts by hash', () => {
    expect(astroCsp({ matomoUrl: null })).toEqual({
      algorithm: 'SHA-256',
      scriptDirective: { resources: ["'self'"], hashes: [] },
    });
    const text = "document.documentElement.dataset['early'] = 'ran';";
    expect(
      astroCsp({ matomoUrl: 'https://stats.example.org/matomo/', inlineScripts: [text] }),
    ).toEqual({
      algorithm: 'SHA-256',
      scriptDirective: {
        resources: ["'self'", 'https://stats.example.org'],
        hashes: [`sha256-${createHash('sha256').update(text).digest('base64')}`],
      },
    });
  });

  it('hashes as the browser does: the exact UTF-8 text', () => {
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(cspHash('ä')).not.toBe(cspHash('a'));
  });
});
