/**
 * Finds pages by what they contain, so the browser tests hold for any content set (the demo
 * back end's or another): the sitemap lists every page, and the first whose HTML matches wins.
 */
import type { APIRequestContext } from '@playwright/test';

let pathsCache: Promise<string[]> | undefined;

/** Every page path in the sitemap (English first, in sitemap order). */
export function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  pathsCache ??= (async () => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const paths: string[] = [];
    for (const [, sitemap = ''] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const xml = await (await request.get(new URL(sitemap).pathname)).text();
      for (const [, loc = ''] of xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)) {
        paths.push(decodeURI(new URL(loc).pathname));
      }
    }
    return paths;
  })();
  return pathsCache;
}

/** News, event and item detail pages and list pages 2…n: no sections, so never searched by default. */
const DETAIL =
  /^\/(de\/)?(NewsHome|EventHome|neuigkeiten|veranstaltungen|ContentPage|SmartPage)\/./;

/** The first page (by default among the section pages) whose HTML matches, or null. */
export async function findPage(
  request: APIRequestContext,
  match: RegExp | ((html: string) => boolean),
  candidates?: readonly string[],
): Promise<string | null> {
  const test = typeof match === 'function' ? match : (html: string) => match.test(html);
  const paths = candidates ?? (await sitemapPaths(request)).filter((path) => !DETAIL.test(path));
  for (const path of paths) {
    const response = await request.get(encodeURI(path));
    if (response.ok() && test(await response.text())) return path;
  }
  return null;
}
