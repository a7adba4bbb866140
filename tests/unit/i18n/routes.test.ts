import { describe, expect, it } from 'vitest';
import {
  RESERVED_SEGMENTS,
  datedItemPath,
  itemPath,
  pagePath,
  routePath,
  switchLocalePath,
} from '../../../src/i18n/routes.ts';

describe('DESIGN URLs: one route table, English unprefixed, German under /de/ except the named aliases', () => {
  it('content pages; the page titled home is the home page', () => {
    expect(pagePath('en', 'about-us')).toBe('/about-us');
    expect(pagePath('de', 'about-us')).toBe('/de/about-us');
    expect(pagePath('en', 'home')).toBe('/');
    expect(pagePath('de', 'home')).toBe('/de/');
  });

  it('SPEC §2 the privacy page lives at /privacy-policy and /datenschutz', () => {
    expect(pagePath('en', 'privacy-policy')).toBe('/privacy-policy');
    expect(pagePath('de', 'privacy-policy')).toBe('/datenschutz');
    expect(pagePath('de', 'privacy-policy')).toBe(routePath('privacy', 'de'));
  });

  it('SPEC §2 news and events aliases, items', () => {
    expect(datedItemPath('news', 'en', 'x')).toBe('/NewsHome/x');
    expect(datedItemPath('news', 'de', 'x')).toBe('/neuigkeiten/x');
    expect(datedItemPath('event', 'de', 'x')).toBe('/veranstaltungen/x');
    expect(itemPath('de', 'x')).toBe('/de/ContentPage/x');
    expect(itemPath('en', 'x', 'smartItem')).toBe('/SmartPage/x');
  });

  it('switching language is a prefix swap or an alias swap', () => {
    expect(switchLocalePath('/about-us#team', 'de')).toBe('/de/about-us#team');
    expect(switchLocalePath('/neuigkeiten/x', 'en')).toBe('/NewsHome/x');
    expect(switchLocalePath('/privacy-policy', 'de')).toBe('/datenschutz');
    expect(switchLocalePath('/de/', 'en')).toBe('/');
  });

  it('reserved segments are lowercase', () => {
    for (const s of RESERVED_SEGMENTS) expect(s).toBe(s.toLowerCase());
  });
});
