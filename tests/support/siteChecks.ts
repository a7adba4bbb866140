/**
 * Checks over a built site (dist/): every internal link resolves to a built page or an anchor on
 * one, and no page carries script, event-handler attributes or javascript: URLs from content.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Parser } from 'htmlparser2';
import { matchRedirect, parseRedirectsFile } from '../../src/content/redirectsFile.ts';
import { findFile } from '../../src/server/siteServer.ts';
import { filesUnderSync } from '../../src/node/walkFolder.ts';

export interface ParsedPage {
  readonly links: readonly { tag: string; attr: string; value: string }[];
  readonly ids: ReadonlySet<string>;
  readonly scripts: readonly { type: string; src: string; text: string }[];
  readonly eventHandlers: readonly string[];
  readonly dangerousUrls: readonly string[];
  readonly lang: string | null;
  readonly canonical: string | null;
  readonly hreflangs: readonly string[];
  readonly text: string;
}

const URL_ATTRS: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  source: ['src'],
  iframe: ['src'],
  form: ['action'],
};

/** Parses one HTML page into what the checks need. */
export function parsePage(html: string): ParsedPage {
  const links: { tag: string; attr: string; value: string }[] = [];
  const ids = new Set<string>();
  const scripts: { type: string; src: string; text: string }[] = [];
  const eventHandlers: string[] = [];
  const dangerousUrls: string[] = [];
  const hreflangs: string[] = [];
  let lang: string | null = null;
  let canonical: string | null = null;
  let currentScript: { type: string; src: string; text: string } | null = null;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        for (const [attr, value] of Object.entries(attrs)) {
          if (/^on/i.test(attr)) eventHandlers.push(`<${name} ${attr}>`);
          if (/^\s*(javascript|vbscript|data):/i.test(value) && attr !== 'content') {
            if (!(
              name === 'img' &&
              attr === 'src' &&
              /^data:image\/(png|gif|jpeg|webp);/i.test(value)
            )) {
              dangerousUrls.push(`<${name} ${attr}="${value.slice(0, 40)}">`);
            }
          }
        }
        if (attrs['id'] !== undefined) ids.add(attrs['id']);
        if (name === 'html') lang = attrs['lang'] ?? null;
        if (name === 'link' && attrs['rel'] === 'canonical') canonical = attrs['href'] ?? null;
        if (name === 'link' && attrs['rel'] === 'alternate' && attrs['hreflang'])
          hreflangs.push(attrs['hreflang']);
        for (const attr of URL_ATTRS[name] ?? []) {
          const value = attrs[attr];
          if (value !== undefined) links.push({ tag: name, attr, value });
        }
        if (name === 'script') {
          currentScript = { type: attrs['type'] ?? '', src: attrs['src'] ?? '', text: '' };
        }
      },
      ontext(data) {
        if (currentScript) currentScript.text += data;
        else text += data;
      },
      onclosetag(name) {
        if (name === 'script' && currentScript) {
          scripts.push(currentScript);
          currentScript = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { links, ids, scripts, eventHandlers, dangerousUrls, lang, canonical, hreflangs, text };
}

/** Every .html file of a build, as site paths ('/NewsHome/x/index.html'). */
export function htmlFiles(dist: string): string[] {
  const out: string[] = [];
  for (const file of filesUnderSync(dist)) if (file.endsWith('.html')) out.push(`/${file}`);
  return out.sort();
}

/**
 * Where the build's `_redirects` sends a path no file matches (a 3xx rule's target), or null.
 */
function redirectTarget(dist: string, pathname: string): string | null {
  if (findFile(dist, pathname)) return null;
  let text = '';
  try {
    text = readFileSync(join(dist, '_redirects'), 'utf8');
  } catch {
    return null;
  }
  const match = matchRedirect(parseRedirectsFile(text).rules, pathname);
  return match && match.rule.status >= 300 && match.rule.status < 400 ? match.target : null;
}

/** Site paths whose target is not a page of the site (fixed back-end or hidden routes). */
const NOT_PAGES = [/^\/HHHHPUBLICAPI\//, /^\/(de\/)?search$/];

/**
 * Finds every internal link in the build that resolves to no file, or to a page without the
 * linked #anchor. Returns one line per broken link: `page → href (reason)`.
 */
export function brokenLinks(dist: string, siteOrigin: string): string[] {
  const pages = new Map<string, ParsedPage>();
  const parse = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      page = parsePage(readFileSync(file, 'utf8'));
      pages.set(file, page);
    }
    return page;
  };
  const broken: string[] = [];
  for (const path of htmlFiles(dist)) {
    const page = parse(join(dist, path));
    const base = new URL(path.replace(/index\.html$/, ''), siteOrigin);
    for (const { value, tag } of page.links) {
      // Links and the build's own assets; content images may fail on purpose (default-image rule).
      if (tag === 'img' || tag === 'source' || tag === 'form') continue;
      if (value === '' || /^(mailto|tel):/i.test(value)) continue;
      let url: URL;
      try {
        url = new URL(value, base);
      } catch {
        broken.push(`${path} → ${value} (not a URL)`);
        continue;
      }
      if (url.origin !== new URL(siteOrigin).origin) continue;
      if (NOT_PAGES.some((re) => re.test(url.pathname))) continue;
      // A path no file answers may be a host rule's redirect (/SmartPage/* → /ContentPage/…):
      // the host answers it, so the link holds when the redirect's target is a file.
      const redirect = redirectTarget(dist, url.pathname);
      const file = findFile(dist, redirect ?? url.pathname);
      if (!file) {
        broken.push(`${path} → ${value} (no such file)`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && tag === 'a' && file.endsWith('.html') && !parse(file).ids.has(anchor)) {
        broken.push(`${path} → ${value} (no #${anchor} on ${relative(dist, file)})`);
      }
    }
  }
  return broken;
}

/** Where a built page carries soft hyphens, as read by an HTML parser. */
export interface SoftHyphenUse {
  /** Soft hyphens in text a person reads (body text outside code, pre, script, style). */
  readonly bodyText: number;
  /**
   * Places soft hyphens must never be: the head (title, meta, JSON-LD), any script, code or pre,
   * and any attribute value other than an island's own props (which must equal what it renders).
   */
  readonly misplaced: readonly string[];
}

/** Counts a page's soft hyphens in body text and lists every misplaced one. */
export function softHyphenUse(html: string): SoftHyphenUse {
  const misplaced: string[] = [];
  let bodyText = 0;
  const open: string[] = [];
  const count = (s: string) => s.split('\u00AD').length - 1;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        open.push(name);
        for (const [attr, value] of Object.entries(attrs)) {
          const islandProps = name === 'astro-island' && (attr === 'props' || attr === 'opts');
          if (!islandProps && value.includes('\u00AD')) {
            misplaced.push(`<${name} ${attr}="${value.slice(0, 60)}">`);
          }
        }
      },
      ontext(data) {
        const n = count(data);
        if (n === 0) return;
        const inside = (tags: readonly string[]) => open.some((t) => tags.includes(t));
        if (inside(['head', 'script', 'style', 'code', 'pre', 'title', 'template'])) {
          misplaced.push(`<${open.at(-1) ?? ''}> ${data.trim().slice(0, 60)}`);
        } else bodyText += n;
      },
      onclosetag(name) {
        const at = open.lastIndexOf(name);
        if (at !== -1) open.splice(at);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { bodyText, misplaced };
}
