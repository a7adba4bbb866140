import { describe, expect, it } from 'vitest';
import {
  copyAddress,
  shareAddress,
  shareTarget,
} from '../../../../src/features/slide-over/shareTarget.ts';
import { siteOrigin } from '../../../../src/features/shared/siteOrigin.ts';

const SITE = 'https://example.org';
const news = { kind: 'news', slug: 'fresh-news', title: 'Fresh & new' } as const;
const event = { kind: 'event', slug: 'summit', title: 'Summit' } as const;

describe('sharing addresses and share outcomes', () => {
  it('shares {site}/NewsHome/{slug} and {site}/EventHome/{slug}', () => {
    expect(shareAddress(news, SITE)).toBe('https://example.org/NewsHome/fresh-news');
    expect(shareAddress(event, SITE)).toBe('https://example.org/EventHome/summit');
  });

  it('copy-link copies the neuigkeiten / veranstaltungen form', () => {
    expect(shareTarget('copy', news, SITE)).toEqual({
      type: 'copy',
      text: 'https://example.org/neuigkeiten/fresh-news',
    });
    expect(copyAddress(event, SITE)).toBe('https://example.org/veranstaltungen/summit');
  });

  it('facebook, twitter and linkedin open their share pages with the encoded address', () => {
    const encoded = encodeURIComponent('https://example.org/NewsHome/fresh-news');
    expect(shareTarget('facebook', news, SITE)).toEqual({
      type: 'open',
      url: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    });
    expect(shareTarget('twitter', news, SITE)).toEqual({
      type: 'open',
      url: `https://twitter.com/intent/tweet?url=${encoded}&text=Fresh%20%26%20new`,
    });
    expect(shareTarget('linkedin', news, SITE)).toEqual({
      type: 'open',
      url: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    });
  });

  it('any other platform is not supported (the caller alerts "Platform not supported!")', () => {
    for (const platform of ['instagram', 'myspace', '', 'Facebook', 'toString']) {
      expect(shareTarget(platform, news, SITE)).toEqual({ type: 'unsupported' });
    }
  });

  it('a slug with non-ASCII letters is percent-encoded as UTF-8', () => {
    expect(shareAddress({ ...news, slug: 'über-uns' }, SITE)).toBe(
      'https://example.org/NewsHome/%C3%BCber-uns',
    );
  });
});

describe('{site}: the page origin, or SITE_URL in local development', () => {
  it('uses the origin of the page being viewed, whatever its port', () => {
    expect(siteOrigin({ origin: 'https://www.firm.example' }, SITE, false)).toBe(
      'https://www.firm.example',
    );
    expect(siteOrigin({ origin: 'http://localhost:3000' }, SITE, false)).toBe(
      'http://localhost:3000',
    );
  });
  it('uses SITE_URL (without trailing slashes) on a page of astro dev, on any port', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:4555']) {
      expect(siteOrigin({ origin }, `${SITE}//`, true)).toBe(SITE);
    }
  });
});
