/**
 * Hashes of the inline scripts and styles in built pages (build time), so the header
 * Content-Security-Policy can allow exactly them instead of `'unsafe-inline'` (issue 5). Astro puts
 * a few inline scripts and styles into pages (e.g. the island loader); the hashes are computed over
 * the element's text exactly as it stands in the file, which is what the browser hashes.
 */
import { createHash } from 'node:crypto';

export interface InlineHashes {
  /** `sha256-…` of every executable inline `<script>` (classic, module, importmap, speculationrules). */
  readonly scriptHashes: string[];
  /** `sha256-…` of every inline `<style>` element. */
  readonly styleHashes: string[];
  /** `sha256-…` of every `style="…"` attribute value (entity-decoded, as the browser sees it). */
  readonly styleAttributeHashes: string[];
  /** Inline event-handler attributes (`onclick=…`): no policy here allows them; a build should fail. */
  readonly eventHandlers: string[];
}

/** Script types the browser executes, and so checks against script-src. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'importmap',
  'speculationrules',
]);

/** Collects the hashes over any number of HTML documents, sorted and without duplicates. */
export function collectInlineHashes(htmlDocuments: Iterable<string>): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const attributes = new Set<string>();
  const handlers = new Set<string>();
  for (const html of htmlDocuments) {
    for (const [, attrs = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
    )) {
      if (/\ssrc\s*=/i.test(attrs)) continue;
      const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
      if (EXECUTABLE_TYPES.has(type)) scripts.add(sha256(body));
    }
    for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
      styles.add(sha256(body));
    }
    // Attributes of tags outside script and style bodies.
    const markup = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
    for (const [tag] of markup.matchAll(/<[a-zA-Z][^>]*>/g)) {
      const style = attribute(tag, 'style');
      if (style !== null) attributes.add(sha256(decodeEntities(style)));
      for (const [, name = ''] of tag.matchAll(/\s(on[a-z]+)\s*=/gi))
        handlers.add(name.toLowerCase());
    }
  }
  return {
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
    styleAttributeHashes: [...attributes].sort(),
    eventHandlers: [...handlers].sort(),
  };
}

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The value of one attribute in a tag's attribute text, or null. */
function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(
    attrs,
  );
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? entity;
  });
}
