/**
 * The release's nginx include (`_nginx.conf`), made from its own `_redirects` and `_headers`, so an
 * nginx host answers as the site server and Netlify do: clean URLs, the moved and wildcard
 * redirects, the English or German not-found page with 404, the security headers on every answer,
 * the site server's caching, and no host file served. nginx reads neither host file itself, and a
 * hand-copied configuration falls behind the moved addresses of every release. Pure.
 */
import { parseHeadersFile } from '../content/headersFile.ts';
import { parseRedirectsFile, type RedirectRule } from '../content/redirectsFile.ts';

/** The include's name in the release folder (a host file: never served). */
export const NGINX_CONF_FILE = '_nginx.conf';

const PAGE_CACHE = 'public, max-age=0, must-revalidate';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** As the site server's findFile: the file, {path}/index.html, {path}.html. */
const PAGE = 'try_files $uri $uri/index.html $uri.html =404;';
const CONTROL = /[\u0000-\u001f\u007f]/;

/** `text` as one nginx string: quotes and backslashes escaped (nginx unescapes both). */
export function quoted(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/** The value every answer's Cache-Control takes from here on (none when empty). */
const cache = (value: string) => `set $release_cache_control ${quoted(value)};`;

/** A path as nginx matches it (fully percent-decoded), or null when it cannot be written safely. */
function decoded(path: string): string | null {
  try {
    const text = decodeURIComponent(path);
    return CONTROL.test(text) ? null : text;
  } catch {
    return null;
  }
}

/**
 * The location lines for one `_redirects` rule, keyed by what they match, or null when nginx
 * cannot say it. nginx matches the decoded path, so `from` is decoded; a target stays encoded as
 * the browser must get it, `$` encoded too (nginx would read a variable). A trailing slash is
 * ignored, as matchRedirect does.
 */
function ruleLocations(rule: RedirectRule): [key: string, line: string][] | null {
  const wildcard = rule.from.endsWith('/*');
  const from = decoded(wildcard ? rule.from.slice(0, -2) : rule.from.replace(/(?<=.)\/+$/, ''));
  if (from === null || from === '' || from.startsWith('/_') || CONTROL.test(rule.to)) return null;
  const exact = (body: string): [string, string][] =>
    [from, ...(from === '/' ? [] : [`${from}/`])].map((p) => [
      `= ${p}`,
      `location = ${quoted(p)} { ${body} }`,
    ]);
  if (rule.status === 404) {
    // error_page redirects internally, to a path nginx takes as decoded, with variables.
    const page = decoded(rule.to);
    if (page === null || /[$?]|:splat/.test(page)) return null;
    const body = `error_page 404 ${quoted(page)}; ${cache(PAGE_CACHE)} ${PAGE}`;
    if (!wildcard) return exact(body);
    return [[`${from}/`, `location ${quoted(`${from}/`)} { ${body} }`], ...exact(body).slice(0, 1)];
  }
  const to = rule.to.replaceAll('$', '%24');
  const back = (target: string) => `return ${rule.status} ${quoted(`${target}$is_args$args`)};`;
  if (!wildcard) return exact(back(to));
  const flag = rule.status === 301 ? 'permanent' : rule.status === 302 ? 'redirect' : null;
  if (flag === null) return null;
  const pattern = `^${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(.*?)/*$`;
  const rewrite = `rewrite ${quoted(pattern)} ${quoted(to.replaceAll(':splat', '$1'))} ${flag};`;
  return [
    [`${from}/`, `location ^~ ${quoted(`${from}/`)} { ${rewrite} }`],
    ...exact(back(to.replaceAll(':splat', ''))).slice(0, 1),
  ];
}

/** Whether an earlier rule's wildcard already answers every path `rule` matches. */
function covered(earlier: readonly string[], rule: RedirectRule): boolean {
  const path = rule.from.replace(/\/\*$|(?<=.)\/+$/, '');
  return earlier.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The nginx include for a release, from the text of its `_redirects` and `_headers`: server-level
 * directives and locations for a `server` block whose `root` is the release folder.
 *
 * - Pages: `try_files` as the site server finds files; unknown paths get `/404.html` with 404.
 * - `_redirects`: exact rules are `location =` (nginx picks them before any prefix, as they come
 *   first in the file), `/prefix/*` 301/302 rules `location ^~` with a rewrite, 404 rules a
 *   location with its own not-found page; the query is kept.
 * - `_headers`' `/*` rule: `add_header … always` at server level, so 301s and 404s carry it too.
 *   A location with an add_header of its own would inherit none of them, so no location has one:
 *   each sets the variable the server-level Cache-Control sends (hashed assets for a year, pages
 *   revalidated, a redirect or a proxied answer none).
 * - Host files and dotfiles are not served; `/_astro/` is.
 * - Anything else (a proxy rule, a rule an earlier one shadows, headers for other patterns) is a
 *   `# not translated:` comment.
 */
export function nginxConf(redirectsText: string, headersText: string): string {
  const skipped: string[] = [];
  const merged: Record<string, string> = {};
  for (const rule of parseHeadersFile(headersText)) {
    if (rule.pattern === '/*') Object.assign(merged, rule.headers);
    else skipped.push(`_headers ${rule.pattern}: ${Object.keys(rule.headers).join(', ')}`);
  }
  const headers = Object.entries(merged).flatMap(([name, value]) => {
    // The include sets Cache-Control itself, as the site server does over `_headers`' value.
    if (
      /^[a-z0-9-]+$/.test(name) &&
      name !== 'cache-control' &&
      !/[$\u0000-\u001f\u007f]/.test(value)
    ) {
      const title = name.replace(/(?<![^-])[a-z]/g, (c) => c.toUpperCase());
      return [`add_header ${title} ${quoted(value)} always;`];
    }
    skipped.push(`_headers /*: ${name}`);
    return [];
  });
  const locations = new Map<string, string>();
  const wildcards: string[] = [];
  for (const raw of redirectsText.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const rule = parseRedirectsFile(line).rules[0];
    const made = rule === undefined || covered(wildcards, rule) ? null : ruleLocations(rule);
    // An exact path an earlier rule has is that rule's, as the first match is on the hosts.
    const fresh = made?.filter(([key]) => !locations.has(key)) ?? [];
    // A wildcard shadows the rules below it on the hosts, translated or not.
    if (rule?.from.endsWith('/*')) wildcards.push(rule.from.slice(0, -2));
    if (fresh.length === 0) skipped.push(`_redirects: ${line}`);
    for (const [key, location] of fresh) locations.set(key, location);
  }
  const lines = [
    `# nginx include made by the build from this release's _redirects and _headers`,
    `# (src/release/nginxConf.ts), for a server block whose root is this folder:`,
    `#   root /srv/site/releases/current; include /srv/site/releases/current/${NGINX_CONF_FILE};`,
    'absolute_redirect off;',
    'charset utf-8;',
    'error_page 404 /404.html;',
    cache(''),
    ...headers,
    'add_header Cache-Control $release_cache_control always;',
    `location / { ${cache(PAGE_CACHE)} ${PAGE} }`,
    `location ^~ /_astro/ { ${cache(ASSET_CACHE)} try_files $uri =404; }`,
    '# Host files (_redirects, _headers, records, this file) never; a page may begin with _.',
    `location ^~ /_ { ${cache(PAGE_CACHE)} try_files $uri/index.html =404; }`,
    'location ~ "/\\.(?!well-known(/|$))" { return 404; }',
    ...locations.values(),
    ...skipped.map((what) => `# not translated: ${what.replace(/[\u0000-\u001f\u007f]/g, '?')}`),
  ];
  return `${lines.join('\n')}\n`;
}
