import { sep } from 'node:path';

/**
 * The file a catalogue path is written to: `/about-us` → `about-us/index.html`, the not-found
 * pages → `404.html` and `de/404.html` (the names a static host looks for), a file with an
 * extension as it is. The one namer for keys, build, render and release check alike: were two to
 * disagree, a page would be keyed under one name and looked for under another.
 */
export function catalogueFile(path: string): string {
  if (/\.(?:json|xml|txt)$/.test(path)) return path.slice(1);
  if (path === '/404' || path === '/de/404') return `${path.slice(1)}.html`;
  const folder = path.replace(/^\/+|\/+$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}

/**
 * The site path of a release file (a folder walk's separators too), catalogueFile's inverse:
 * `a/index.html` → `/a`, but `/` and `/de/` for the homes; any other file (`404.html`) by its name.
 */
export function sitePath(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  const home = /^\/(?:de\/)?index\.html$/.test(path);
  return home ? path.slice(0, -10) : path.replace(/\/index\.html$/, '');
}
