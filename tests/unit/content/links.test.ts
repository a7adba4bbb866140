import { describe, expect, it } from 'vitest';
import { buildLinkIndex } from '../../../src/content/buildLinkIndex.ts';
import { cardLink } from '../../../src/content/cardLink.ts';
import { menuLinkPath } from '../../../src/content/menuLinkPath.ts';
import { resolveSiteLink } from '../../../src/content/resolveSiteLink.ts';

const index = buildLinkIndex(
  {
    pages: [
      { titles: ['Home', 'Startseite'], slug: 'home' },
      { titles: ['About Us', 'Über uns'], slug: 'about-us' },
      { titles: ['Careers', 'Karriere'], slug: 'careers' },
      { titles: ['Contact'], slug: 'contact-2' },
    ],
    news: [{ titles: ['Fresh News', 'Neue Nachricht'], slug: 'fresh-news' }],
    events: [{ titles: ['Summit'], slug: 'summit' }],
    items: [{ titles: ['SharePoint'], slug: 'sharepoint' }],
  },
  ['https://www.firm.example'],
);

describe('card title links', () => {
  it('container items, events, documents and announcements go to /ContentPage/{slug} in a new tab', () => {
    for (const table of ['ContainerItems', 'Events', 'Documents', 'Announcements'] as const) {
      expect(cardLink(table, 'x', 'en')).toEqual({ href: '/ContentPage/x', newTab: true });
      expect(cardLink(table, 'x', 'de')).toEqual({ href: '/de/ContentPage/x', newTab: true });
    }
  });

  it('smart pages link to the page /{slug}, same tab', () => {
    expect(cardLink('SmartMetaData', 'careers', 'en')).toEqual({ href: '/careers', newTab: false });
    expect(cardLink('SmartMetaData', 'careers', 'de')).toEqual({
      href: '/de/careers',
      newTab: false,
    });
    expect(cardLink('SmartMetaData', 'home', 'de')).toEqual({ href: '/de/', newTab: false });
  });
});

describe('menu links: top level /{title lowercased}, sub-menu /{title}, an anchor href wins', () => {
  it('applies the three shapes', () => {
    expect(menuLinkPath('About Us', '', 'top')).toBe('/about us');
    expect(menuLinkPath('About Us', null, 'sub')).toBe('/About Us');
    expect(menuLinkPath('Meet the team', '/careers#meet-our-team', 'sub')).toBe(
      '/careers#meet-our-team',
    );
    expect(menuLinkPath('Privacy Policy', 'ignored', 'title')).toBe('/Privacy Policy');
  });

  it('decision: an absolute external href is kept', () => {
    expect(menuLinkPath('Partner', 'https://partner.example/', 'top')).toBe(
      'https://partner.example/',
    );
    expect(menuLinkPath('Mail', 'mailto:a@b.c', 'sub')).toBe('mailto:a@b.c');
  });
});

describe('links point at canonical URLs directly', () => {
  it.each([
    ['/about us', 'en', '/about-us'],
    ['/About Us', 'de', '/de/about-us'],
    ['/über uns', 'de', '/de/about-us'],
    ['/Über%20uns', 'en', '/about-us'],
    ['about-us', 'en', '/about-us'],
    ['/careers#meet-our-team', 'en', '/careers#meet-our-team'],
    ['/Careers#Meet Our Team', 'de', '/de/careers#meet-our-team'],
    ['/home', 'en', '/'],
    ['/Home', 'de', '/de/'],
    ['/', 'en', '/'],
    ['/NewsHome', 'de', '/neuigkeiten'],
    ['/neuigkeiten', 'en', '/NewsHome'],
    ['/EventHome', 'de', '/veranstaltungen'],
    ['/contact', 'de', '/de/contact'],
    ['/Contact', 'en', '/contact'],
    ['/Privacy Policy', 'de', '/datenschutz'],
    ['/NewsHome/Fresh News', 'en', '/NewsHome/fresh-news'],
    ['/neuigkeiten/neue-nachricht', 'de', '/neuigkeiten/fresh-news'],
    ['/EventHome/summit', 'de', '/veranstaltungen/summit'],
    ['ContentPage/SharePoint', 'en', '/ContentPage/sharepoint'],
    // /SmartPage/ is the host's redirect to the ContentPage: links name the canonical URL.
    ['/SmartPage/sharepoint', 'de', '/de/ContentPage/sharepoint'],
    ['/de/about-us', 'en', '/about-us'],
    ['/about-us?x=1#team', 'en', '/about-us?x=1#team'],
    ['https://www.firm.example/Careers#x', 'en', '/careers#x'],
    ['#meet-our-team', 'en', '#meet-our-team'],
  ] as const)('%j (%s) → %s', (raw, locale, href) => {
    expect(resolveSiteLink(raw, index, locale)).toEqual({ href, external: false, matched: true });
  });

  it('external http(s), mailto and tel links stay as they are', () => {
    expect(resolveSiteLink('https://partner.example/a?b#c', index, 'de')).toEqual({
      href: 'https://partner.example/a?b#c',
      external: true,
      matched: true,
    });
    expect(resolveSiteLink('mailto:a@b.c', index, 'en')?.external).toBe(true);
    expect(resolveSiteLink('tel:+4930', index, 'en')?.href).toBe('tel:+4930');
    expect(resolveSiteLink('//cdn.example/x', index, 'en')).toEqual({
      href: 'https://cdn.example/x',
      external: true,
      matched: true,
    });
  });

  it('forbidden schemes and blanks give null', () => {
    for (const raw of [
      '',
      '  ',
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://x',
    ]) {
      expect(resolveSiteLink(raw, index, 'en')).toBeNull();
    }
  });

  it('an unmatched site path keeps its shape, encoded, with matched: false', () => {
    expect(resolveSiteLink('/No Such Page', index, 'en')).toEqual({
      href: '/No%20Such%20Page',
      external: false,
      matched: false,
    });
    expect(resolveSiteLink('/NewsHome/Unknown', index, 'en')?.matched).toBe(false);
  });

  it('fixed routes win over a page of the same title', () => {
    expect(resolveSiteLink('/contact', index, 'en')?.href).toBe('/contact');
    expect(resolveSiteLink('/contact-2', index, 'en')?.href).toBe('/contact-2');
  });
});
