/**
 * Feeds stay text: what a feed reader gets after decoding the XML, and then reading the result as
 * HTML (as readers do with RSS titles and descriptions), is the same text the page shows and never
 * an element. Checked on hostile news titles and bodies.
 */
import { getRssString } from '@astrojs/rss';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import { FEED_ITEMS, newsFeedOptions } from '../../../src/seo/newsFeed.ts';
import { tablesWith } from '../content/fixtures.ts';

const HOSTILE = [
  'Haushalt &lt;img src=x onerror=alert(1)&gt; 2022',
  '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  ']]><img src=x onerror=alert(1)>',
  '&lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt;',
];

/** Each item's title and description as a feed reader decodes them from the XML. */
function readerView(xml: string): { title: string; description: string }[] {
  const items: { title: string; description: string }[] = [];
  let field: 'title' | 'description' | null = null;
  let inItem = false;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'item') {
          inItem = true;
          items.push({ title: '', description: '' });
        } else if (inItem && (name === 'title' || name === 'description')) field = name;
      },
      ontext(text) {
        const item = items.at(-1);
        if (field && item) item[field] += text;
      },
      onclosetag(name) {
        if (name === 'item') inItem = false;
        if (name === field) field = null;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return items;
}

/** What an HTML renderer makes of a string: its elements and its text. */
function asHtml(html: string): { elements: string[]; text: string } {
  const elements: string[] = [];
  let text = '';
  const parser = new Parser(
    { onopentag: (name) => elements.push(name), ontext: (t) => (text += t) },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { elements, text };
}

describe('news feed', () => {
  const model = buildSiteModel(
    tablesWith({
      Announcements: HOSTILE.map((raw, i) => ({
        Id: i + 1,
        Title: raw,
        Body: raw,
        PublishingDate: `2024-01-${String(10 + i).padStart(2, '0')}`,
      })),
    }),
  );

  it.each(['en', 'de'] as const)(
    '%s: a reader renders exactly the page text, never markup',
    async (locale) => {
      const site = model[locale];
      const xml = await getRssString(newsFeedOptions(site, new URL('https://www.example.org')));
      const items = readerView(xml);
      expect(items).toHaveLength(HOSTILE.length);
      items.forEach((item, i) => {
        const news = site.news[i]!;
        const title = asHtml(item.title);
        const description = asHtml(item.description);
        expect(title.elements, item.title).toEqual([]);
        expect(description.elements, item.description).toEqual([]);
        expect(title.text).toBe(news.title);
        expect(description.text).toBe(news.descriptionText);
      });
    },
  );

  it('a news title holding markup reads as text in the reader', async () => {
    const xml = await getRssString(newsFeedOptions(model.en, undefined));
    const haushalt = readerView(xml).find((item) => item.title.startsWith('Haushalt'));
    expect(asHtml(haushalt?.title ?? '').text).toBe('Haushalt <img src=x onerror=alert(1)> 2022');
  });
});

describe('a feed carries the latest FEED_ITEMS news', () => {
  it('the newest first, however many news there are', () => {
    const news = Array.from({ length: FEED_ITEMS + 7 }, (_, i) => ({
      Id: i + 1,
      Title: `News ${i + 1}`,
      Body: '<p>x</p>',
      PublishingDate: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    }));
    const site = buildSiteModel(tablesWith({ Announcements: news })).de;
    const items = newsFeedOptions(site, undefined).items;
    expect(Array.isArray(items) && items.length).toBe(FEED_ITEMS);
    expect(Array.isArray(items) && items[0]?.title).toBe(`News ${FEED_ITEMS + 7}`);
  });
});
