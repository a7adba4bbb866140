import { itemPath } from '../i18n/routes.ts';
import type { SiteModel } from './types.ts';

const memo = new WeakMap<SiteModel, ReadonlySet<string>>();

/**
 * Slugs of the items some link of the model targets at /ContentPage/{slug} (en or /de/): only
 * those get a page, so a large content set builds none nobody links to (the not-found fallback
 * finds the rest).
 */
export function linkedItemSlugs(model: SiteModel): ReadonlySet<string> {
  const known = memo.get(model);
  if (known !== undefined) return known;
  const slugs = new Set<string>();
  for (const locale of ['en', 'de'] as const) {
    const site = model[locale];
    const prefix = itemPath(locale, '');
    for (const href of collectHrefs([site.nav, site.footer, site.pages])) {
      if (!href.startsWith(prefix)) continue;
      const slug = href.slice(prefix.length).split(/[?#/]/, 1)[0] ?? '';
      if (slug !== '') slugs.add(slug);
    }
  }
  memo.set(model, slugs);
  return slugs;
}

/**
 * Every `href` string anywhere in a value (cards, buttons, menu entries and footer links all name
 * their target `href`), so a link producer added later is counted without a list to update.
 */
export function collectHrefs(value: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    if (Array.isArray(next)) {
      for (const element of next as unknown[]) stack.push(element);
      continue;
    }
    for (const [name, field] of Object.entries(next)) {
      if (name === 'href' && typeof field === 'string') out.push(field);
      else if (typeof field === 'object') stack.push(field);
    }
  }
  return out;
}
