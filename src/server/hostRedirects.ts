/**
 * What the site server answers for a path no file matches, from the release's `_redirects` as
 * Netlify and Cloudflare Pages honour it: a redirect, or which not-found page answers 404.
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
