import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuPaths, pagePath } from '../../../src/components/layout/menuPaths.ts';
import type { NavItem } from '../../../src/content/types.ts';

const item = (href: string, children: NavItem[] = []): NavItem => ({
  id: href,
  label: href,
  href,
  external: false,
  children,
});

describe('pagePath', () => {
  it('reads a link and a page address alike: no anchor, no trailing slash, the root kept', () => {
    expect(pagePath('/de/')).toBe('/de');
    expect(pagePath('/de')).toBe('/de');
    expect(pagePath('/ContentPage/about#team')).toBe('/ContentPage/about');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/#top')).toBe('/');
  });

  it('gives a path with and without its trailing slash the same page', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const trimmed = path.replace(/\/+$/, '');
        fc.pre(trimmed.length > 0 && !path.includes('#'));
        expect(pagePath(`${trimmed}/`)).toBe(pagePath(trimmed));
        expect(pagePath(`${trimmed}#anchor`)).toBe(pagePath(trimmed));
      }),
    );
  });
});

describe('menuPaths', () => {
  it('holds the page of every link and sub-menu link, and nothing else', () => {
    const nav = [item('/home'), item('/de/', [item('/ContentPage/team#lead')])];
    expect([...menuPaths(nav)].sort()).toEqual(['/ContentPage/team', '/de', '/home']);
    expect(menuPaths(nav).has('/ContentPage/other')).toBe(false);
  });

  it('works a menu out once, and a new build’s menu anew', () => {
    const nav = [item('/home')];
    expect(menuPaths(nav)).toBe(menuPaths(nav));
    const edited = [item('/start')];
    expect(menuPaths(edited).has('/start')).toBe(true);
    expect(menuPaths(edited).has('/home')).toBe(false);
  });
});
