/**
 * The RSS feed of news per language (@astrojs/rss), newest first. A feed reader decodes an item's
 * title and description once and then treats them as HTML, so both are given as escaped text: a
 * title holding `&lt;img onerror=…&gt;` reads as that text, as on the page, never as live markup.
 */
import rss, { type RSSOptions } from '@astrojs/rss';
import { escapeHtml } from '../content/escapeHtml.ts';
import { withoutSoftHyphens } from '../content/softHyphen.ts';
import type { Locale, LocalizedSite } from '../content/types.ts';
import { routePath } from '../i18n/routes.ts';
import { translator } from '../i18n/ui/index.ts';

/** Items a feed carries: the latest, so the file stays small at any size. */
export const FEED_ITEMS = 50;

/** What a feed shows of a language's site: its brand and its news, newest first. */
export interface FeedSource {
  readonly locale: Locale;
  readonly footer: Pick<LocalizedSite['footer'], 'brandName'>;
  readonly news: LocalizedSite['news'];
}

/** The feed response of a catalogue's feed entry. */
export function newsFeed(source: FeedSource, siteUrl: URL | undefined): Promise<Response> {
  return rss(newsFeedOptions(source, siteUrl));
}

/** The feed of one locale's latest FEED_ITEMS news, every title and description escaped text (pure). */
export function newsFeedOptions(site: FeedSource, siteUrl: URL | undefined): RSSOptions {
  const { locale } = site;
  const t = translator(locale);
  const brand = site.footer.brandName;
  return {
    title: escapeHtml(`${brand} – ${t('rss.title')}`),
    description: escapeHtml(t('rss.description', { brand })),
    site: new URL(routePath('news', locale), siteUrl ?? 'http://localhost'),
    // The model lists news newest first.
    items: site.news.slice(0, FEED_ITEMS).map((item) => ({
      title: escapeHtml(withoutSoftHyphens(item.title)),
      link: item.path,
      ...(item.isoDate ? { pubDate: new Date(item.isoDate) } : {}),
      description: escapeHtml(item.descriptionText.slice(0, 500)),
    })),
    customData: `<language>${locale === 'de' ? 'de-DE' : 'en-GB'}</language>`,
  };
}
