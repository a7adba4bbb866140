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

/** The first page (optionally among `candidates`) whose HTML matches `pattern`, or null. */
export async function findPage(
  request: APIRequestContext,
  pattern: RegExp,
  candidates?: readonly string[],
): Promise<string | null> {
  for (const path of candidates ?? (await sitemapPaths(request))) {
    const response = await request.get(encodeURI(path));
    if (response.ok() && pattern.test(await response.text())) return path;
  }
  return null;
}
