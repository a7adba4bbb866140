/**
 * The one function that names a page's file in a release, used by the keys, the build, the
 * render and the release check alike: were two of them to disagree (on `/de/404`, say), a page
 * would be keyed under one name and looked for under another.
 */

/**
 * The file a catalogue path is written to: `/` → `index.html`, `/about-us` → `about-us/index.html`
 * (a trailing slash changes nothing), the not-found pages `/404` and `/de/404` → `404.html` and
 * `de/404.html` (the names a static host looks for), a file with an extension (JSON indexes,
 * feeds, robots.txt; slugs have no dots) as it is.
 */
export function catalogueFile(path: string): string {
  if (/\.(?:json|xml|txt)$/.test(path)) return path.slice(1);
  if (path === '/404' || path === '/de/404') return `${path.slice(1)}.html`;
  const folder = path.replace(/^\/+|\/+$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}
