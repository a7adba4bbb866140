/** The pages a menu links to, for its `aria-current="page"` mark: once per menu model. */
import type { NavItem } from '../../content/types.ts';

/** Without anchor and trailing slash (`/de/` and `/de` are one page). */
export function pagePath(href: string): string {
  return (href.split('#')[0] ?? '').replace(/(.)\/$/, '$1');
}

const known = new WeakMap<readonly NavItem[], ReadonlySet<string>>();

/** The page paths of every link in the menu `nav`, sub-menus included. */
export function menuPaths(nav: readonly NavItem[]): ReadonlySet<string> {
  let paths = known.get(nav);
  if (paths === undefined) {
    paths = new Set(
      nav.flatMap((item) => [item, ...item.children]).map((link) => pagePath(link.href)),
    );
    known.set(nav, paths);
  }
  return paths;
}
