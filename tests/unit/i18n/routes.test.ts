import { describe, expect, it } from 'vitest';
import {
  GERMAN_NOT_FOUND_FOLDERS,
  NOT_FOUND_PAGES,
  RESERVED_SEGMENTS,
  hostRedirectRules,
  notFoundPagePath,
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

  it('the German not-found page for /de/… and the German aliases', () => {
    expect(notFoundPagePath('/no/such/page')).toBe('/404.html');
    expect(notFoundPagePath('/de/gibt/es/nicht')).toBe('/de/404.html');
    expect(notFoundPagePath('/de')).toBe('/de/404.html');
    expect(notFoundPagePath('/neuigkeiten/x')).toBe('/de/404.html');
    expect(notFoundPagePath('/veranstaltungen/x')).toBe('/de/404.html');
    expect(notFoundPagePath('/datenschutz/x')).toBe('/de/404.html');
    expect(notFoundPagePath('/NewsHome/x')).toBe('/404.html');
    expect(notFoundPagePath('/dexter')).toBe('/404.html');
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
    // The rules and the path rule agree: every German folder's 404 rule names the German page.
    for (const folder of GERMAN_NOT_FOUND_FOLDERS) {
      expect(notFoundPagePath(`${folder}/x`)).toBe(NOT_FOUND_PAGES.de);
    }
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
