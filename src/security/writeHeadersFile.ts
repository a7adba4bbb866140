/**
 * Writes `dist/_headers` after `astro build` (issue 5): the security headers, with a
 * Content-Security-Policy that allows the inline scripts and styles Astro put into the built pages
 * by their hashes, and nothing else inline. The local server reads the same file.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectInlineHashes, type InlineHashes } from './collectInlineHashes.ts';
import { renderHeadersFile, securityHeaders } from './securityHeaders.ts';

export interface WrittenHeaders {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly hashes: InlineHashes;
}

/**
 * Scans every `.html` file under `distDir`, writes `<distDir>/_headers` with the security block for
 * all paths first; rules already in the file (e.g. copied from public/) are kept after it. Throws if
 * a page has an inline event handler (`onclick=…`), which no hash can allow.
 */
export function writeHeadersFile(
  distDir: string,
  options: { readonly matomoUrl?: string | null | undefined } = {},
): WrittenHeaders {
  const hashes = collectInlineHashes(htmlFiles(distDir).map((file) => readFileSync(file, 'utf8')));
  if (hashes.eventHandlers.length > 0) {
    throw new Error(
      `Inline event handlers (${hashes.eventHandlers.join(', ')}) in the built pages would be blocked by the Content-Security-Policy; use a script instead.`,
    );
  }
  const headers = securityHeaders({
    matomoOrigin: options.matomoUrl,
    scriptHashes: hashes.scriptHashes,
    styleHashes: hashes.styleHashes,
    styleAttributeHashes: hashes.styleAttributeHashes,
  });
  const path = join(distDir, '_headers');
  const existing = existsSync(path) ? readFileSync(path, 'utf8') : '';
  writeFileSync(path, renderHeadersFile(headers) + (existing ? `\n${existing}` : ''));
  return { path, headers, hashes };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}
