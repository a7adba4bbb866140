import { titleKey } from './titleKey.ts';

/** Something a link can name: its titles (English, German) and its slug in its route family. */
export interface LinkTarget {
  readonly titles: readonly string[];
  readonly slug: string;
}

/** The route families a link can name an item of. */
type LinkFamily = 'pages' | 'news' | 'events' | 'items';

/** Title key → slug, per route family, for resolveSiteLink. Slugs are the same in both locales. */
export type LinkIndex = Readonly<Record<LinkFamily, ReadonlyMap<string, string>>> & {
  /**
   * Origins that are this site (e.g. 'https://example.org'): absolute links to them are resolved
   * like site paths instead of being left as external links.
   */
  readonly origins: readonly string[];
};

/**
 * Builds the index links are resolved with (title-key matching). Every title of a target (English
 * and German, so a German menu entry finds its page) and its slug are keys; the first target to
 * claim a key keeps it, titles before slugs.
 */
export function buildLinkIndex(
  families: Partial<Record<LinkFamily, readonly LinkTarget[]>>,
  origins: readonly string[] = [],
): LinkIndex {
  return {
    pages: keyMap(families.pages ?? []),
    news: keyMap(families.news ?? []),
    events: keyMap(families.events ?? []),
    items: keyMap(families.items ?? []),
    origins: origins.flatMap((o) => URL.parse(o)?.origin ?? []),
  };
}

function keyMap(targets: readonly LinkTarget[]): Map<string, string> {
  const map = new Map<string, string>();
  const claim = (text: string, slug: string): void => {
    const key = titleKey(text);
    if (key !== '' && !map.has(key)) map.set(key, slug);
  };
  for (const t of targets) for (const title of t.titles) claim(title, t.slug);
  for (const t of targets) claim(t.slug, t.slug);
  return map;
}
