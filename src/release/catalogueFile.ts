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
 * The site path of a release file, catalogueFile's inverse: `about-us/index.html` → `/about-us`,
 * `index.html` → `/`, `de/index.html` → `/de/` (the German home's own address), any other file
 * (`404.html`, `de/rss.xml`) at its name. Takes the platform's separator too (a folder walk's).
 */
export function sitePath(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  if (path === '/index.html' || path === '/de/index.html')
    return path.slice(0, -'index.html'.length);
  return path.replace(/\/index\.html$/, '');
}
