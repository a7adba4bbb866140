/** The RSS feed of news per language (@astrojs/rss), newest first, with sanitised descriptions. */
import rss from '@astrojs/rss';
import { loadSite } from '../backend/loadSite.ts';
import type { Locale } from '../content/types.ts';
import { routePath } from '../i18n/routes.ts';
import { translator } from '../i18n/ui/index.ts';

/** Builds the feed response for one locale. */
export async function newsFeed(locale: Locale, site: URL | undefined): Promise<Response> {
  const { model } = await loadSite();
  const t = translator(locale);
  const brand = model[locale].footer.brandName;
  return rss({
    title: `${brand} – ${t('rss.title')}`,
    description: t('rss.description', { brand }),
    site: new URL(routePath('news', locale), site ?? 'http://localhost'),
    items: model[locale].news.map((item) => ({
      title: item.title,
      link: item.path,
      ...(item.isoDate ? { pubDate: new Date(item.isoDate) } : {}),
      description: item.descriptionText.slice(0, 500),
    })),
    customData: `<language>${locale === 'de' ? 'de-DE' : 'en-GB'}</language>`,
  });
}
