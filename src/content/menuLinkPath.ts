import { cellText } from './cellText.ts';

/**
 * Which link rule applies: a top-level menu entry, a sub-menu entry, or a link that goes to
 * /{title} (footer bottom navigation, blog-card titles).
 */
export type MenuLevel = 'top' | 'sub' | 'title';

/**
 * The raw link of a menu or footer entry, before resolveSiteLink makes it canonical: a top-level
 * menu entry without an in-page anchor goes to /{title lowercased}; sub-menu entries use the title
 * unchanged; an entry whose link contains an anchor goes to the path and anchor taken from that
 * link; footer bottom-navigation links go to /{title}.
 *
 * Decision where the spec is silent: an href that is an absolute http(s), mailto: or tel: link is
 * used as is. The spec's rule ignores href, which would make an external menu entry impossible.
 */
export function menuLinkPath(title: unknown, href: unknown, level: MenuLevel): string {
  const link = cellText(href).trim();
  if (link.includes('#') || /^(https?:|mailto:|tel:)/i.test(link)) return link;
  const text = cellText(title).trim();
  return `/${level === 'top' ? text.toLowerCase() : text}`;
}
