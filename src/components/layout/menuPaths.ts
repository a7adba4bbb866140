/**
 * Which page a menu link points to, for the header's current-page mark (`aria-current="page"`:
 * the menu tells eye and screen reader where the visitor is). Every page of a language renders
 * the same menu model, so the paths it links to are worked out once per model, not per page.
 */
import type { NavItem } from '../../content/types.ts';

/** A link's page path: without its anchor and trailing slash (`/de/` and `/de` are one page). */
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
