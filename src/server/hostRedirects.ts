/**
 * What the site server answers for a path no file matches, from the release's `_redirects` (the
 * rules the build writes for Netlify and Cloudflare Pages, honoured here the same way): a permanent
 * redirect (/SmartPage/* → /ContentPage/:splat), or a not-found page with status 404 — the German
 * one under /de/ and the German aliases, the English /404.html otherwise. Rules apply only when no
 * file matches, as on Netlify (no file lies under a redirected prefix, so Cloudflare's order gives
 * the same answers).
 */
import { matchRedirect, parseRedirectsFile, type RedirectRule } from '../content/redirectsFile.ts';
import { NOT_FOUND_PAGES } from '../i18n/routes.ts';
import { releaseFileReader } from './releaseFileReader.ts';

/** A redirect to `location`, or the not-found page file `page` (a site path) with status 404. */
export type MissAnswer =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | { readonly kind: 'page'; readonly page: string };

/**
 * The answer for a missed path (pure). `query` (with its `?`, or '') is kept on a redirect. A
 * target that would start with `//` (another host, to a browser) is pinned to this site.
 */
export function missAnswer(
  rules: readonly RedirectRule[],
  pathname: string,
  query = '',
): MissAnswer {
  const match = matchRedirect(rules, pathname);
  if (match === null) return { kind: 'page', page: NOT_FOUND_PAGES.en };
  const target = `/${match.target.replace(/^[/\\]+/, '')}`;
  if (match.rule.status === 404) return { kind: 'page', page: target };
  return { kind: 'redirect', status: match.rule.status, location: `${target}${query}` };
}

/** Reads a release's `_redirects`, again only when the file changed. */
export function redirectRulesReader(): (root: string) => readonly RedirectRule[] {
  return releaseFileReader('_redirects', (text) => parseRedirectsFile(text).rules, []);
}
