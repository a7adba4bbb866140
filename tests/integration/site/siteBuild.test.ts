/**
 * Real builds through the back-end contract: the demo content and a second, different content set.
 * Every expected page exists in both languages, every internal link resolves, and nothing from
 * content can run script.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteModelOptions } from '../../../src/backend/loadSite.ts';
import { readSnapshot } from '../../../src/backend/snapshot.ts';
import { readConfig } from '../../../src/config/readConfig.ts';
import { buildSiteModel } from '../../../src/content/buildSiteModel.ts';
import { linkedItemSlugs } from '../../../src/content/itemPages.ts';
import { formatRedirectsFile, parseRedirectsFile } from '../../../src/content/redirectsFile.ts';
import { redirectIndex, redirectKey, shardOf } from '../../../src/content/redirectIndex.ts';
import { GERMAN_NOT_FOUND_FOLDERS, hostRedirectRules } from '../../../src/i18n/routes.ts';
import { KEYS_FILE, pageCatalogue } from '../../../src/catalogue/pageCatalogue.ts';
import { PATHS_FILE } from '../../../src/content/movedPaths.ts';
import type { Row, SiteModel, TableName } from '../../../src/content/types.ts';
import { findFile } from '../../../src/server/siteServer.ts';
import { buildFromBackend } from '../../support/runCommand.ts';
import { ODD_NAME, secondContentTables } from '../../support/secondContent.ts';
import { brokenLinks, htmlFiles, parsePage, softHyphenUse } from '../../support/siteChecks.ts';
import { projectHtmlValidateConfig, validateSite } from '../../support/validateHtml.ts';
import { HtmlValidate } from 'html-validate';
import { DomUtils, parseDocument } from 'htmlparser2';
import { tempFolder } from '../../support/tempFolder.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_PATHS, type IconName } from '../../../src/components/icons/iconPaths.ts';
import { Icon } from '../../../src/features/shared/Icon.tsx';
import { ItemDate } from '../../../src/features/shared/ItemDate.tsx';
import { parsePage as parsePageInspection } from '../../../src/security/inspectPage.ts';
import { scanRegularPage } from '../../../src/security/scanRegularPage.ts';

const SITE = 'https://www.example.org';
/** Escaped markup in a title and body is text: it must build, and stay text. */
const ESCAPED_NEWS: Row = {
  Id: 506,
  Title: 'Haushalt &lt;img src=x onerror=alert(1)&gt; 2022',
  Body: '<p>&lt;img src=x onerror=alert(1)&gt;</p><p><img src="/PublishingImages/Covers/Default_img.png"></p>',
  PublishingDate: '2022-03-01',
};
/** An element as parsed: its name, decoded attributes and child elements. */
interface ElementShape {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: ElementShape[];
}

/** A node of a parsed page (htmlparser2's own DOM), and an element among them. */
type PageNode = ReturnType<typeof parseDocument>['children'][number];
type PageElement = Extract<PageNode, { attribs: unknown }>;
const isElement = (node: PageNode): node is PageElement => 'attribs' in node;

/** An element as a browser reads it: its name, decoded attributes and child elements. */
function shapeOf(node: PageNode): ElementShape[] {
  if (!isElement(node)) return [];
  return [
    { name: node.name, attributes: { ...node.attribs }, children: node.children.flatMap(shapeOf) },
  ];
}

/** A node as a browser reads it: an element with its attributes and children, or its text. */
function shapeWithText(node: PageNode): unknown {
  if (isElement(node)) {
    return {
      name: node.name,
      attributes: { ...node.attribs },
      children: node.children.map(shapeWithText),
    };
  }
  return 'data' in node ? { text: node.data } : {};
}

/**
 * The icons (`<svg class="icon…">`) among `nodes` and their descendants, skipping islands (their
 * icons come from Icon.tsx itself) unless `inIslands`.
 */
function staticIcons(nodes: readonly PageNode[], inIslands = false): ElementShape[] {
  return nodes.flatMap((node) => {
    if (!isElement(node) || (node.name === 'astro-island' && !inIslands)) return [];
    if (node.name === 'svg' && /^icon\b/.test(node.attribs['class'] ?? '')) return shapeOf(node);
    return staticIcons(node.children, inIslands);
  });
}

/** The second content set's covers come from this host, configured as an image origin. */
const IMAGES = 'https://images.example.org';

interface Built {
  dist: string;
  model: SiteModel;
  stdout: string;
}

async function buildFrom(
  dir: string,
  content: Record<TableName, Row[]> | undefined,
  env: Record<string, string> = {},
): Promise<Built> {
  const snapshot = join(dir, 'content.json');
  const dist = join(dir, 'dist');
  const result = await buildFromBackend(
    dist,
    // NODE_ENV as the test runner's, whatever the shell's: the build must make production code.
    { SITE_URL: SITE, SNAPSHOT_OUT: snapshot, NODE_ENV: 'test', ...env },
    content,
  );
  return {
    dist,
    model: buildSiteModel(
      (await readSnapshot(snapshot)).tables,
      siteModelOptions(readConfig({ SITE_URL: SITE, ...env })),
    ),
    stdout: result.stdout,
  };
}

const sets: Record<string, Built> = {};
// Asked for here, not in the hook: a folder made in a hook would outlive the file.
const folders = { demo: tempFolder('site-'), second: tempFolder('site-') };
beforeAll(async () => {
  sets['demo'] = await buildFrom(folders.demo, undefined);
  const second = secondContentTables();
  sets['second'] = await buildFrom(
    folders.second,
    { ...second, Announcements: [...second.Announcements, ESCAPED_NEWS] },
    { IMAGE_ORIGINS: IMAGES },
  );
}, 600_000);

function expectedPaths(model: SiteModel): string[] {
  const paths = [
    '/',
    '/home',
    '/de/',
    '/NewsHome',
    '/neuigkeiten',
    '/EventHome',
    '/veranstaltungen',
  ];
  paths.push('/contact', '/de/contact', '/privacy-policy', '/datenschutz', '/404.html');
  paths.push('/de/404.html', '/neuigkeiten/404.html', '/veranstaltungen/404.html');
  paths.push('/sitemap-index.xml', '/robots.txt', '/rss.xml', '/de/rss.xml');
  for (const locale of ['en', 'de'] as const) {
    const site = model[locale];
    for (const page of site.pages) paths.push(page.path);
    for (const item of [...site.news, ...site.events]) paths.push(item.path);
    const prefix = locale === 'de' ? '/de' : '';
    for (const slug of linkedItemSlugs(model)) paths.push(`${prefix}/ContentPage/${slug}`);
  }
  return paths;
}

describe.each(['demo', 'second'])('%s content set', (name) => {
  const built = () => sets[name]!;

  it('generates every expected page in both languages', () => {
    const { dist, model } = built();
    const missing = expectedPaths(model).filter((p) => !findFile(dist, p));
    expect(missing).toEqual([]);
    expect(model.en.pages.length).toBeGreaterThan(3);
    expect(model.de.news.length).toBe(model.en.news.length);
  });

  it('writes exactly the catalogue’s pages and JSON files', () => {
    const { dist, model } = built();
    const catalogue = pageCatalogue(model);
    const file = (path: string) =>
      path === '/404' || path === '/de/404'
        ? `${path}.html`
        : `${path.replace(/\/$/, '')}/index.html`;
    // The host's copies of the German not-found page, one per German folder (writeHostFiles).
    const copies = GERMAN_NOT_FOUND_FOLDERS.filter((f) => f !== '/de').map((f) => `${f}/404.html`);
    expect(htmlFiles(dist).filter((f) => !copies.includes(f))).toEqual(
      catalogue.pages.map((entry) => file(entry.path)).sort(),
    );
    const json = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json') && f !== PATHS_FILE && f !== KEYS_FILE)
      .map((f) => `/${f}`);
    expect(json.sort()).toEqual(catalogue.json.map((entry) => entry.path).sort());
  });

  it('has no broken internal link or anchor', () => {
    expect(brokenLinks(built().dist, SITE)).toEqual([]);
  });

  it('a ContentPage only for linked items, no SmartPage page, the host rules in _redirects', () => {
    const { dist, model } = built();
    const linked = linkedItemSlugs(model);
    expect(linked.size).toBeGreaterThan(0);
    for (const item of model.en.items) {
      expect(!!findFile(dist, `/ContentPage/${item.slug}`), item.slug).toBe(linked.has(item.slug));
      expect(!!findFile(dist, `/de/ContentPage/${item.slug}`), item.slug).toBe(
        linked.has(item.slug),
      );
    }
    expect(existsSync(join(dist, 'SmartPage'))).toBe(false);
    expect(existsSync(join(dist, 'de', 'SmartPage'))).toBe(false);
    const redirects = parseRedirectsFile(readFileSync(join(dist, '_redirects'), 'utf8'));
    expect(redirects).toEqual({ rules: hostRedirectRules(), problems: [] });
    expect(findFile(dist, '/_redirects')).toBeNull();
  });

  it('carries no script, event handler or javascript: URL that came from content', () => {
    const { dist } = built();
    for (const path of htmlFiles(dist)) {
      const html = readFileSync(join(dist, path), 'utf8');
      const page = parsePage(html);
      expect(page.eventHandlers, path).toEqual([]);
      expect(page.dangerousUrls, path).toEqual([]);
      // Escaped markup in content may read "alert(" as text or as data; as code it must appear
      // nowhere, and a data block never holds a raw `<` (it could end its element).
      for (const script of page.scripts) {
        if (/json/.test(script.type)) expect(script.text, path).not.toContain('<');
        else expect(script.text, path).not.toMatch(/alert|<\/?\w+ on/);
      }
    }
  });

  it('gives every page a language, a canonical URL and hreflang alternates', () => {
    const { dist } = built();
    for (const path of htmlFiles(dist)) {
      if (path.endsWith('/404.html')) continue;
      const page = parsePage(readFileSync(join(dist, path), 'utf8'));
      expect(['en', 'de'], path).toContain(page.lang);
      expect(page.canonical, path).toMatch(new RegExp(`^${SITE}/`));
      expect([...page.hreflangs].sort(), path).toEqual(['de', 'en', 'x-default']);
      const german =
        path.startsWith('/de/') || /^\/(neuigkeiten|veranstaltungen|datenschutz)/.test(path);
      expect(page.lang, path).toBe(german ? 'de' : 'en');
    }
  });

  it('lists every page with its alternates in the sitemap, canonical URLs only', () => {
    const { dist, model } = built();
    const sitemap = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE}/</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/de/</loc>`);
    expect(sitemap).toContain(`${SITE}${model.de.news[0]!.path}`);
    expect(sitemap).toMatch(/hreflang="de"/);
    expect(sitemap).not.toMatch(/404|\/home<|SmartPage/);
    // Each listed URL is a page whose canonical URL is itself (no alias, no duplicate).
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      const file = findFile(dist, new URL(loc).pathname);
      expect(file, loc).not.toBeNull();
      const canonical = parsePage(readFileSync(file!, 'utf8')).canonical;
      expect(canonical, loc).toBe(loc);
    }
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${SITE}/sitemap-index.xml`,
    );
  });

  it('has a not-found page per language and the redirect index in shards', () => {
    const { dist, model } = built();
    const en = readFileSync(join(dist, '404.html'), 'utf8');
    expect(en).toContain('The page you are looking for does not exist.');
    expect(en).not.toContain('Die gesuchte Seite existiert nicht.');
    // The page carries no index (it would grow with the content), ≤ 50 KB gzip.
    expect(gzipSync(en).length).toBeLessThan(50 * 1024);
    expect(en).not.toContain(model.en.news.at(-1)!.path);
    for (const path of ['de/404.html', 'neuigkeiten/404.html', 'veranstaltungen/404.html']) {
      const de = readFileSync(join(dist, path), 'utf8');
      expect(de, path).toContain('<html lang="de"');
      expect(de, path).toContain('Die gesuchte Seite existiert nicht.');
      expect(de, path).not.toContain('The page you are looking for does not exist.');
    }
    // The page holds only the shard count; the shards together are the whole index.
    const shards = Number(/data-index-shards="(\d+)"/.exec(en)![1]);
    const index = redirectIndex(model);
    const key = redirectKey(['NewsHome', model.en.news[0]!.title])!;
    const shard = JSON.parse(
      readFileSync(join(dist, '404', `${shardOf(key, shards)}.json`), 'utf8'),
    ) as Record<string, string>;
    expect(shard[key]).toBe(model.en.news[0]!.path);
    let keys = 0;
    for (let n = 0; n < shards; n += 1) {
      keys += Object.keys(JSON.parse(readFileSync(join(dist, '404', `${n}.json`), 'utf8'))).length;
    }
    expect(keys).toBe(index.size);
  });

  it('passes html-validate on every page with the documented rule set (.htmlvalidate.json)', async () => {
    expect(await validateSite(built().dist)).toEqual([]);
  });

  it('hyphenates German body text only: no soft hyphen in heads, attributes, code, indexes, feeds or the sitemap', () => {
    const { dist } = built();
    const germanPage = /^\/?(de|neuigkeiten|veranstaltungen|datenschutz)(\/|$)/u;
    let germanSoftHyphens = 0;
    const misplaced: string[] = [];
    for (const path of htmlFiles(dist)) {
      const use = softHyphenUse(readFileSync(join(dist, path), 'utf8'));
      misplaced.push(...use.misplaced.map((m) => `${path}: ${m}`));
      if (germanPage.test(path)) germanSoftHyphens += use.bodyText;
      else expect(use.bodyText, `${path}: soft hyphens on an English page`).toBe(0);
    }
    expect(misplaced).toEqual([]);
    expect(germanSoftHyphens).toBeGreaterThan(0);
    const machineFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(json|xml|txt)$/u.test(f),
    );
    expect(machineFiles.length).toBeGreaterThan(4);
    for (const file of machineFiles) {
      let text = readFileSync(join(dist, file), 'utf8');
      // A list's card chunks are display data: their titles (`t`) render as cards and keep the
      // soft hyphens the server-rendered cards have; nothing else in them is hyphenated.
      if (/(^|\/)index\.\d+\.json$/u.test(file)) {
        const entries = JSON.parse(text) as Record<string, unknown>[];
        text = JSON.stringify(entries.map(({ t: _title, ...rest }) => rest));
      }
      expect(text, file).not.toContain('\u00AD');
    }
  });

  it('writes every page in the regular form the audit scans, read as the HTML parser reads it', () => {
    const { dist } = built();
    const pages = htmlFiles(dist);
    for (const path of pages) {
      const html = readFileSync(join(dist, path), 'utf8');
      const scan = scanRegularPage(html);
      // A page the scan leaves to the parser is audited all the same, at a third of the speed.
      expect(scan, `${path} is not of the regular form`).not.toBeNull();
      expect(scan, path).toEqual(parsePageInspection(html));
    }
    expect(pages.length).toBeGreaterThan(20);
  });

  it('renders the consent island once for the build, not once per page', () => {
    const { dist } = built();
    const islands = new Set<string>();
    for (const path of htmlFiles(dist)) {
      const html = readFileSync(join(dist, path), 'utf8');
      const island = /<astro-island[^>]*component-url="[^"]*ConsentManager[^>]*>/.exec(html);
      expect(island, path).not.toBeNull();
      islands.add(island![0]);
    }
    // The same markup on every page, with the id prefix of the renderer that renders it once
    // (react-rendered-once); @astrojs/react numbers its prefixes per page (r0, r1, …).
    expect(islands.size).toBe(1);
    expect([...islands][0]).toMatch(/ prefix="o[0-9a-z]+"/);
  });

  it('marks the page itself in the menu, and writes one menu and one footer per language (the frame rendered once)', () => {
    const { dist } = built();
    const menus = new Map<string, Set<string>>();
    const footers = new Map<string, Set<string>>();
    const add = (all: Map<string, Set<string>>, lang: string, markup: string) =>
      all.set(lang, (all.get(lang) ?? new Set()).add(markup));
    let marked = 0;
    for (const file of htmlFiles(dist)) {
      const html = readFileSync(join(dist, file), 'utf8');
      const lang = /<html lang="([a-z]+)"/.exec(html)?.[1] ?? '';
      // The page's own path, as the header reads it (no trailing slash, no index.html).
      const path = file.replace(/(?:\/index)?\.html$/, '') || '/';
      const menu =
        /<ul class="site-nav__list">[\s\S]*<\/ul>\s*(?=<div class="site-header__tools">)/.exec(
          html,
        )?.[0];
      const footer = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)?.[0];
      expect(menu, file).toBeDefined();
      expect(footer, file).toBeDefined();
      const links = [...menu!.matchAll(/<a [^>]*>/g)].map(([tag]) => ({
        href: /href="([^"]*)"/.exec(tag)?.[1] ?? '',
        current: tag.includes('aria-current="page"'),
      }));
      const current = links.filter((link) => link.current).map((link) => link.href);
      expect(current, file).toEqual(
        links
          .map((link) => link.href)
          .filter((href) => href.split('#')[0]!.replace(/(.)\/$/, '$1') === path),
      );
      // The German home page is `/de/`, as its menu link is.
      if (name === 'demo' && path === '/de') expect(current).toEqual(['/de/']);
      marked += current.length;
      add(menus, lang, menu!.replaceAll(' aria-current="page"', ''));
      add(footers, lang, footer!);
    }
    expect(marked).toBeGreaterThan(0);
    for (const lang of ['en', 'de']) {
      expect(menus.get(lang)?.size, lang).toBe(1);
      expect(footers.get(lang)?.size, lang).toBe(1);
    }
    expect([...footers.get('de')!][0]).not.toBe([...footers.get('en')!][0]);
  });

  it("ships React's production build, built under the test runner's NODE_ENV (test)", () => {
    // Under NODE_ENV=test (buildFrom), Vite made React's development build unless the build says
    // production itself (buildSite). The server side's React is not seen here; it is chosen by the
    // same NODE_ENV.
    const dir = join(built().dist, '_astro');
    const code = readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    expect(code).toContain('Minified React error');
    expect(code).not.toContain('Each child in a list should have a unique');
  });

  it("draws every static icon as the islands' Icon component draws it", () => {
    // Icon.astro writes its own SVG (a React render per icon costs a noticeable share of a build);
    // a browser must read it as the element React writes for the same icon, size, label and class.
    // Compared as parsed: Astro escapes only & and " in attributes, React also ' < and >, which a
    // browser reads the same.
    const { dist } = built();
    const names = new Map<string, IconName>(
      Object.entries(ICON_PATHS).map(([icon, d]) => [d, icon as IconName]),
    );
    const drawn = new Set<string>();
    const labels = new Set<string>();
    for (const path of htmlFiles(dist)) {
      const page = parseDocument(readFileSync(join(dist, path), 'utf8'));
      for (const svg of staticIcons(page.children)) {
        const icon = names.get(svg.children[0]?.attributes['d'] ?? '');
        expect(icon, `${path}: ${JSON.stringify(svg)}`).toBeDefined();
        const { class: classes = '', width, 'aria-label': label } = svg.attributes;
        const className = classes.replace(/^icon ?/, '');
        const react = renderToStaticMarkup(
          createElement(Icon, {
            name: icon!,
            size: Number(width),
            ...(label === undefined ? {} : { label }),
            ...(className === '' ? {} : { className }),
          }),
        );
        expect(svg, path).toEqual(staticIcons(parseDocument(react).children, true)[0]);
        drawn.add(icon!);
        if (label !== undefined) labels.add(label);
      }
    }
    // The header's and footer's icons, labelled ones among them: not the islands' own.
    expect([...drawn]).toEqual(expect.arrayContaining(['menu', 'search', 'pin', 'mail', 'phone']));
    expect(labels.size).toBeGreaterThan(1);
    if (name === 'second') expect([...labels].join()).toContain(ODD_NAME);
  });

  it("writes each detail page's date as the islands' ItemDate writes it", () => {
    // components/cards/ItemDate.astro writes it (a React render per detail page costs a noticeable
    // share of a build); compared as parsed, text included, as for the icons. (A linked item's
    // ContentPage shows its date as text alone: ItemDetailView.)
    const { dist } = built();
    const kinds = new Set<string>();
    for (const path of htmlFiles(dist)) {
      const html = readFileSync(join(dist, path), 'utf8');
      for (const [markup] of html.matchAll(/<p class="item-date"><svg.*?<\/p>/gs)) {
        const astro = parseDocument(markup).children;
        const time = DomUtils.findOne((e) => e.name === 'time', astro);
        const icon = DomUtils.findOne((e) => e.name === 'svg', astro);
        const react = renderToStaticMarkup(
          createElement(ItemDate, {
            isoDate: time?.attribs['datetime'] ?? null,
            dateLabel: DomUtils.textContent(astro),
            iconSize: Number(icon?.attribs['width']),
          }),
        );
        expect(astro.map(shapeWithText), path).toEqual(
          parseDocument(react).children.map(shapeWithText),
        );
        kinds.add(time === null ? 'no date' : 'date');
      }
    }
    // Dated items (and, in the demo content, one whose date is not a date) were compared.
    expect(kinds).toContain('date');
    if (name === 'demo') expect(kinds).toContain('no date');
  });

  it("renders a carousel island's useId ids with the island's id prefix, as hydration makes them", () => {
    // React's renderToString (astro.config.mjs) is given the island's prefix by the patch in
    // patches/: without it the server writes `carousel_R_0_…` and the hydrating island
    // (identifierPrefix from the island's `prefix`) computes `carousel_r3R_0_…`.
    const { dist } = built();
    let carousels = 0;
    for (const path of htmlFiles(dist)) {
      const html = readFileSync(join(dist, path), 'utf8');
      const islands = html.matchAll(
        /<astro-island([^>]*component-url="[^"]*Carousel[^"]*"[^>]*)>([\s\S]*?)<\/astro-island>/g,
      );
      for (const [, attributes = '', content = ''] of islands) {
        const prefix = / prefix="([^"]+)"/.exec(attributes)?.[1];
        // Carousels with tabs name their slides (aria-controls); the others need no ids.
        const ids = [...content.matchAll(/ id="(carousel[^"]*)"/g)].map((m) => m[1]!);
        for (const id of ids) expect(id, path).toMatch(new RegExp(`^carousel_${prefix}R_`));
        if (ids.length > 0) carousels += 1;
      }
    }
    expect(carousels).toBeGreaterThan(1);
  });

  it('writes the security headers file (read by the server, never served)', () => {
    expect(findFile(built().dist, '/_headers')).toBeNull();
    const headers = readFileSync(join(built().dist, '_headers'), 'utf8');
    expect(headers).toMatch(/Content-Security-Policy: .*script-src 'self'/);
    expect(headers).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('second content set specifics', () => {
  it('a news title "Haushalt &lt;img src=x onerror=alert(1)&gt; 2022" builds, and is text on its page and in the feed', () => {
    const { dist, model } = sets['second']!;
    const news = model.en.news.find((n) => n.title.startsWith('Haushalt'));
    expect(news?.title).toBe('Haushalt <img src=x onerror=alert(1)> 2022');
    const file = findFile(dist, news!.path);
    expect(file).not.toBeNull();
    const html = readFileSync(file!, 'utf8');
    const page = parsePage(html);
    expect(page.eventHandlers).toEqual([]);
    expect(page.text).toContain('Haushalt <img src=x onerror=alert(1)> 2022');
    // In og:title the text sits inside a quoted attribute, where `<` needs no escaping: an HTML
    // parser reads it as text, as the build's check does (a regular expression did not).
    expect(html).toContain('og:title" content="Haushalt <img src=x onerror=alert(1)> 2022');
    const feed = readFileSync(join(dist, 'rss.xml'), 'utf8');
    expect(feed).toContain(
      '<title>Haushalt &amp;lt;img src=x onerror=alert(1)&amp;gt; 2022</title>',
    );
  });

  it('a rich-text image without alt gets alt="" and the build reports it', () => {
    const { dist, model, stdout } = sets['second']!;
    const news = model.en.news.find((n) => n.title.startsWith('Haushalt'))!;
    const html = readFileSync(findFile(dist, news.path)!, 'utf8');
    expect(html).toContain('<img src="/PublishingImages/Covers/Default_img.png" alt=""');
    expect(stdout).toMatch(
      /\[missing-alt\] Announcements#506 Body: image without alternative text/,
    );
  });

  it('images from IMAGE_ORIGINS are shown and allowed by img-src', () => {
    const { dist } = sets['second']!;
    const headers = readFileSync(join(dist, '_headers'), 'utf8');
    expect(headers).toMatch(new RegExp(`img-src 'self' ${IMAGES}[;\\s]`));
    const pages = htmlFiles(dist).map((p) => readFileSync(join(dist, p), 'utf8'));
    expect(pages.some((html) => html.includes(`${IMAGES}/cityhall.jpg`))).toBe(true);
  });

  it('without IMAGE_ORIGINS the same image is dropped with a warning (demo build has none)', () => {
    const model = buildSiteModel(
      secondContentTables(),
      siteModelOptions(readConfig({ SITE_URL: SITE })),
    );
    expect(model.warnings.map((w) => w.message)).toContain(
      `image address "${IMAGES}/cityhall.jpg" is neither site-relative nor https from an allowed image origin (IMAGE_ORIGINS); not shown`,
    );
  });
});

describe('the html-validate rule set', () => {
  it('catches duplicate ids, invalid nesting and images without alt, width or height', async () => {
    const page = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main>
      <p id="a">one</p><p id="a">two</p>
      <ul><div>not a list item</div></ul><a href="/x"><button type="button">b</button></a>
      <img src="/a.png"><img src="/b.png" alt="b" width="10">
      </main></body></html>`;
    const report = await new HtmlValidate(projectHtmlValidateConfig()).validateString(
      page,
      'x.html',
    );
    const found = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-dup-id: /),
        expect.stringMatching(/^element-permitted-content: <div> .* under <ul>/),
        expect.stringMatching(/^element-permitted-content: <button> .* descendant of <a>/),
        expect.stringMatching(/^wcag\/h37: /),
        expect.stringMatching(/^element-required-attributes: .*"width"/),
        expect.stringMatching(/^element-required-attributes: .*"height"/),
      ]),
    );
  });
});

describe('demo content specifics', () => {
  it('renders each section with id = slug of its title, and the careers anchors of the spec', () => {
    const careers = parsePage(readFileSync(join(sets['demo']!.dist, 'careers/index.html'), 'utf8'));
    expect(careers.ids.has('section-positions')).toBe(true);
    expect(careers.ids.has('meet-our-team')).toBe(true);
  });

  it('shows Invalid Date and the default cover, and drops the team member without a title', () => {
    const { dist } = sets['demo']!;
    const news = readFileSync(join(dist, 'NewsHome/newsletter-archive/index.html'), 'utf8');
    expect(news).toContain('Invalid Date');
    const de = readFileSync(join(dist, 'neuigkeiten/newsletter-archive/index.html'), 'utf8');
    expect(de).toContain('Ungültiges Datum');
    const careers = readFileSync(join(dist, 'careers/index.html'), 'utf8');
    expect(careers).not.toContain('Vacancy');
    expect(careers).toContain('Anna Lindenfeld');
  });

  it('uses German twins on German pages and falls back to English when blank', () => {
    const { dist } = sets['demo']!;
    const about = readFileSync(join(dist, 'de/about-us/index.html'), 'utf8');
    expect(about).toContain('Unsere Geschichte');
    expect(about).toContain('lang="de"');
    const doc = readFileSync(
      join(dist, 'de/ContentPage/accessibility-checklist/index.html'),
      'utf8',
    );
    expect(doc).toContain('Forty checks for accessible SharePoint sites.');
  });

  it('builds the Form template and the contact page with the spec texts', () => {
    const { dist } = sets['demo']!;
    const contact = readFileSync(join(dist, 'contact/index.html'), 'utf8');
    expect(contact).toContain('CONTACT FORM');
    expect(contact).toContain('SEND MESSAGE');
    expect(readFileSync(join(dist, 'contact-us/index.html'), 'utf8')).toContain('SEND MESSAGE');
    expect(existsSync(join(dist, 'de/contact/index.html'))).toBe(true);
  });

  it('looks finished: no menu or footer links the hostile-content page, labels are words', () => {
    const { dist, model } = sets['demo']!;
    const compliance = model.en.pages.find((p) => p.key === 'compliancenotes');
    expect(compliance, 'the hostile-content page stays in the demo data').toBeDefined();
    expect(existsSync(join(dist, 'compliance-notes/index.html'))).toBe(true);
    for (const locale of ['en', 'de'] as const) {
      const { nav, footer } = model[locale];
      const hrefs = [
        ...nav.flatMap((item) => [item.href, ...item.children.map((c) => c.href)]),
        ...footer.columns.flatMap((c) => c.links.map((l) => l.href)),
        ...footer.bottomLinks.map((l) => l.href),
      ];
      expect(hrefs.filter((h) => h.includes('compliance-notes'))).toEqual([]);
    }
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).not.toContain('compliance-notes');
    expect(home).not.toMatch(/>\s*(NewsHome|EventHome)\s*</u);
    expect(home).toMatch(/<a [^>]*href="\/NewsHome"[^>]*>\s*News\s*</u);
    expect(readFileSync(join(dist, 'de/index.html'), 'utf8')).toMatch(
      /<a [^>]*href="\/veranstaltungen"[^>]*>\s*Veranstaltungen\s*</u,
    );
    expect(readFileSync(join(dist, 'careers/index.html'), 'utf8')).toMatch(
      /<h1>\s*Careers\s*<\/h1>/u,
    );
  });

  it('shows no image whose file is missing: the missing cover gets the default, with a warning', () => {
    const { dist, stdout } = sets['demo']!;
    const imageFiles = new Set<string>();
    for (const path of htmlFiles(dist)) {
      for (const link of parsePage(readFileSync(join(dist, path), 'utf8')).links) {
        if (link.tag === 'img' && link.value.startsWith('/')) imageFiles.add(link.value);
      }
    }
    expect(imageFiles.size).toBeGreaterThan(5);
    const missing = [...imageFiles].filter(
      (src) => findFile(dist, src.split('?')[0] ?? src) === null,
    );
    expect(missing).toEqual([]);
    expect(stdout).toContain('missing-cover.jpg');
  });

  it('prints the content report during the build', () => {
    expect(sets['demo']!.stdout).toMatch(/Rows per table:/);
    expect(sets['demo']!.stdout).toMatch(/Built \d+ pages/);
  });
});

describe('the link checker honours the host rules', () => {
  it('a link to a SmartPage URL holds when the redirect leads to a page, and is broken otherwise', () => {
    const dist = tempFolder('links-');
    mkdirSync(join(dist, 'ContentPage', 'x'), { recursive: true });
    writeFileSync(join(dist, 'ContentPage', 'x', 'index.html'), '<p>x</p>');
    writeFileSync(
      join(dist, 'index.html'),
      '<a href="/SmartPage/x">x</a><a href="/SmartPage/y">y</a>',
    );
    writeFileSync(join(dist, '_redirects'), formatRedirectsFile(hostRedirectRules()));
    expect(brokenLinks(dist, SITE)).toEqual(['/index.html → /SmartPage/y (no such file)']);
  });
});
