/**
 * The page catalogue (what incremental releases compare): every page and JSON file Astro renders,
 * each with its view and that view's props, as a pure function of the content model. It feeds the
 * catch-all routes; views get their data as props and never load the model.
 */
import { DATED_KIND_NAMES, DATED_KINDS } from '../content/datedKinds.ts';
import { linkedItemSlugs } from '../content/itemPages.ts';
import { findPageByPath } from '../content/findPageByPath.ts';
import {
  FIXED_PAGE_KEYS,
  redirectIndex,
  redirectShards,
  shardCount,
} from '../content/redirectIndex.ts';
import {
  LOCALES,
  type DatedItemModel,
  type DetailItemModel,
  type LocalizedSite,
  type Locale,
  type PageModel,
  type SiteModel,
} from '../content/types.ts';
import {
  buildIndexChunks,
  buildListIndex,
  INDEX_CHUNK_SIZE,
  indexChunkUrl,
  listPageCount,
  listPageItems,
} from '../features/lists/listIndex.ts';
import { listYears } from '../features/lists/filterEntries.ts';
import { FEED_ITEMS, type FeedSource } from '../seo/newsFeed.ts';
import {
  datedItemPath,
  itemPath,
  listIndexPath,
  listPagePath,
  notFoundShardPath,
  pagePath,
  routePath,
} from '../i18n/routes.ts';

/**
 * Where a release records the key of each of its files (src/release/releaseKeys.ts), beside
 * `_paths.json`; a host file, not served.
 */
export const KEYS_FILE = '_keys.json';

/** What every page of a language shows around its content: the header's menu and the footer. */
export type PageFrame = Pick<LocalizedSite, 'nav' | 'footer'>;

/** The props every view gets. */
interface ViewBase {
  readonly locale: Locale;
  readonly frame: PageFrame;
}

/** A view and its props: what one page shows. */
export type PageView =
  | { readonly view: 'home'; readonly props: ViewBase & { readonly home: PageModel | null } }
  | { readonly view: 'page'; readonly props: ViewBase & { readonly page: PageModel } }
  | { readonly view: 'datedDetail'; readonly props: ViewBase & { readonly item: DatedItemModel } }
  | { readonly view: 'itemDetail'; readonly props: ViewBase & { readonly item: DetailItemModel } }
  | {
      readonly view: 'datedList';
      readonly props: ViewBase & {
        readonly kind: DatedItemModel['kind'];
        /**
         * The items this page shows, newest first: only those, so an edit re-renders only the list
         * pages it appears on.
         */
        readonly items: readonly DatedItemModel[];
        /** How many items the whole list has. */
        readonly total: number;
        /** The years of the whole list, newest first (the island's year tabs). */
        readonly years: readonly string[];
        /** 1-based page of the static pagination. */
        readonly page: number;
      };
    }
  | { readonly view: 'contact'; readonly props: ViewBase }
  | {
      readonly view: 'privacy';
      /** The back end's privacy page in this language, or null for the built-in text. */
      readonly props: ViewBase & { readonly page: PageModel | null };
    }
  | {
      readonly view: 'notFound';
      /** How many shards the redirect index has (the page's script picks one per key). */
      readonly props: ViewBase & { readonly shards: number };
    };

/** A page of the site: its URL path (as the site serves it) and what renders it. */
export type PageEntry = PageView & { readonly path: string };

/** A JSON file of the site; its value is computed only when the file is written. */
export interface JsonEntry {
  /** URL path, ending in `.json`. */
  readonly path: string;
  /** What the value is computed from (its key hashes this, not the value). */
  readonly input: unknown;
  readonly json: () => unknown;
}

/** A language's news feed: its path and what it shows (the latest FEED_ITEMS news). */
export interface FeedEntry {
  /** URL path, ending in `.xml`. */
  readonly path: string;
  readonly source: FeedSource;
}

export interface SiteCatalogue {
  readonly pages: readonly PageEntry[];
  readonly json: readonly JsonEntry[];
  /** One per language, English first. */
  readonly feeds: readonly FeedEntry[];
}

/**
 * Every page and JSON file of the site for `model`, in both languages: home (and /home, its
 * alias with canonical /), content pages, news and event details, the lists and their static
 * pages 2…n, the items some link targets (/ContentPage/…), contact, privacy, the not-found
 * pages, each list's search index and card chunks, the news feeds, and the not-found redirect
 * index's shards.
 */
export function pageCatalogue(model: SiteModel): SiteCatalogue {
  const pages: PageEntry[] = [];
  const json: JsonEntry[] = [];
  const feeds: FeedEntry[] = [];
  const linked = linkedItemSlugs(model);
  const redirects = redirectIndex(model);
  const shards = shardCount(redirects.size);
  // The privacy page is found by its English title (slugs and keys come from it), in either spelling.
  const privacy =
    findPageByPath(model.en.pages, 'privacy-policy') ??
    findPageByPath(model.en.pages, 'datenschutz');

  for (const locale of LOCALES) {
    const site = model[locale];
    const base: ViewBase = { locale, frame: { nav: site.nav, footer: site.footer } };
    const home = { view: 'home', props: { ...base, home: site.home } } as const;
    pages.push({ path: routePath('home', locale), ...home });
    // /home is the header logo's target: the home page again, canonical /.
    if (locale === 'en') pages.push({ path: '/home', ...home });
    for (const page of site.pages) {
      if (FIXED_PAGE_KEYS.has(page.key)) continue;
      pages.push({ path: pagePath(locale, page.slug), view: 'page', props: { ...base, page } });
    }
    for (const kind of DATED_KIND_NAMES) {
      // The model lists each kind under its route family's name.
      const { family } = DATED_KINDS[kind];
      const items = site[family];
      for (const item of items) {
        pages.push({
          path: datedItemPath(kind, locale, item.slug),
          view: 'datedDetail',
          props: { ...base, item },
        });
      }
      const years = listYears(items);
      for (let page = 1; page <= listPageCount(items.length); page++) {
        pages.push({
          path: page === 1 ? routePath(family, locale) : listPagePath(kind, locale, page),
          view: 'datedList',
          props: {
            ...base,
            kind,
            items: listPageItems(items, page),
            total: items.length,
            years,
            page,
          },
        });
      }
      const indexPath = listIndexPath(kind, locale);
      json.push({ path: indexPath, input: items, json: () => buildListIndex(kind, items) });
      // Each chunk is computed when written, from its items (its key hashes those).
      for (let n = 0; n * INDEX_CHUNK_SIZE < items.length; n++) {
        const chunkItems = items.slice(n * INDEX_CHUNK_SIZE, (n + 1) * INDEX_CHUNK_SIZE);
        json.push({
          path: indexChunkUrl(indexPath, n),
          input: chunkItems,
          json: () => buildIndexChunks(chunkItems)[0] ?? [],
        });
      }
    }
    for (const item of site.items) {
      if (!linked.has(item.slug)) continue;
      pages.push({
        path: itemPath(locale, item.slug),
        view: 'itemDetail',
        props: { ...base, item },
      });
    }
    pages.push({ path: routePath('contact', locale), view: 'contact', props: base });
    pages.push({
      path: routePath('privacy', locale),
      view: 'privacy',
      props: {
        ...base,
        page: privacy ? (site.pages.find((p) => p.id === privacy.id) ?? null) : null,
      },
    });
    feeds.push({
      path: locale === 'en' ? '/rss.xml' : '/de/rss.xml',
      source: {
        locale,
        footer: { brandName: site.footer.brandName },
        news: site.news.slice(0, FEED_ITEMS),
      },
    });
    // Astro writes /404 as 404.html; /de/404 goes to de/404/index.html and the build moves it to
    // de/404.html (src/release/writeHostFiles.ts).
    pages.push({
      path: locale === 'en' ? '/404' : '/de/404',
      view: 'notFound',
      props: { ...base, shards },
    });
  }
  redirectShards(redirects).forEach((shard, n) => {
    json.push({ path: notFoundShardPath(n), input: shard, json: () => shard });
  });
  return { pages, json, feeds };
}

/**
 * The route parameter of a catch-all route for a URL path: no leading or trailing slash, and
 * undefined for the root (Astro's rest parameter for `/`).
 */
export function catchAllParam(path: string): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? undefined : trimmed;
}
