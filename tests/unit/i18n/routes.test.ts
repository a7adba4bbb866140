import { describe, expect, it } from 'vitest';
import {
  GERMAN_NOT_FOUND_FOLDERS,
  RESERVED_SEGMENTS,
  hostRedirectRules,
  isGermanPath,
  notFoundShardPath,
  datedItemPath,
  itemPath,
  pagePath,
  routePath,
  switchLocalePath,
} from '../../../src/i18n/routes.ts';

describe('one route table, English unprefixed, German under /de/ except the named aliases', () => {
  it('content pages; the page titled home is the home page', () => {
    expect(pagePath('en', 'about-us')).toBe('/about-us');
    expect(pagePath('de', 'about-us')).toBe('/de/about-us');
    expect(pagePath('en', 'home')).toBe('/');
    expect(pagePath('de', 'home')).toBe('/de/');
  });

  it('the privacy page lives at /privacy-policy and /datenschutz', () => {
    expect(pagePath('en', 'privacy-policy')).toBe('/privacy-policy');
    expect(pagePath('de', 'privacy-policy')).toBe('/datenschutz');
    expect(pagePath('de', 'privacy-policy')).toBe(routePath('privacy', 'de'));
  });

  it('news and events aliases, items', () => {
    expect(datedItemPath('news', 'en', 'x')).toBe('/NewsHome/x');
    expect(datedItemPath('news', 'de', 'x')).toBe('/neuigkeiten/x');
    expect(datedItemPath('event', 'de', 'x')).toBe('/veranstaltungen/x');
    expect(itemPath('de', 'x')).toBe('/de/ContentPage/x');
  });

  it('the German side of the site: /de/… and the German aliases', () => {
    expect(isGermanPath('/no/such/page')).toBe(false);
    expect(isGermanPath('/de/gibt/es/nicht')).toBe(true);
    expect(isGermanPath('/de')).toBe(true);
    expect(isGermanPath('/neuigkeiten/x')).toBe(true);
    expect(isGermanPath('/veranstaltungen/x')).toBe(true);
    expect(isGermanPath('/datenschutz/x')).toBe(true);
    expect(isGermanPath('/NewsHome/x')).toBe(false);
    expect(isGermanPath('/dexter')).toBe(false);
  });

  it('the host rules, SmartPage redirects before the 404 rules', () => {
    expect(hostRedirectRules()).toEqual([
      { from: '/SmartPage/*', to: '/ContentPage/:splat', status: 301 },
      { from: '/de/SmartPage/*', to: '/de/ContentPage/:splat', status: 301 },
      { from: '/de/*', to: '/de/404.html', status: 404 },
      { from: '/neuigkeiten/*', to: '/de/404.html', status: 404 },
      { from: '/veranstaltungen/*', to: '/de/404.html', status: 404 },
      { from: '/datenschutz/*', to: '/de/404.html', status: 404 },
    ]);
    // The rules and the path rule agree: every German folder is on the German side.
    for (const folder of GERMAN_NOT_FOUND_FOLDERS) expect(isGermanPath(`${folder}/x`)).toBe(true);
    expect(notFoundShardPath(7)).toBe('/404/7.json');
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
