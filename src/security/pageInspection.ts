/**
 * What the build's audit reads from one page (auditInlineCode.ts) and the rules both of its
 * readers share: the HTML parser's (inspectPage.ts) and the scan of regular pages
 * (scanRegularPage.ts), which must read every page the same way.
 */
import { memoized } from '../content/memoized.ts';
import { cspHash } from './astroCsp.ts';

export interface InlineCode {
  /** `sha256-…` of the element's text exactly as written (what the browser hashes). */
  readonly hash: string;
  /** The start of the code, for an error message. */
  readonly preview: string;
}

export interface PageInspection {
  /** Hashes the CSP `<meta>` elements in `<head>` declare (script-src, style-src, -elem too). */
  readonly declared: {
    readonly scripts: ReadonlySet<string>;
    readonly styles: ReadonlySet<string>;
  };
  /** How many such meta elements the head has (Astro writes one). */
  readonly declarations: number;
  /** Inline `<script>` elements the browser executes (every type but JSON data blocks). */
  readonly scripts: readonly InlineCode[];
  /** Inline `<style>` elements. */
  readonly styles: readonly InlineCode[];
  /** `style="…"` attributes, as `<tag style="…">`. */
  readonly styleAttributes: readonly string[];
  /** Event-handler attributes, as `<tag onclick>`. */
  readonly eventHandlers: readonly string[];
}

/** Script types that are data, never executed (and so outside script-src). */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);

/** Whether a `<script type>` (its value as the parser decodes it) marks a data block. */
export function isDataBlock(type: string): boolean {
  return DATA_BLOCK_TYPES.has(type.trim().toLowerCase());
}

/** Hashes remembered by text: every page carries the same few (Astro's island runtime). */
const inlineCodeHash = memoized(cspHash, 256);

/** An inline script's or style's text as the audit records it. */
export function inlineCode(text: string): InlineCode {
  return { hash: inlineCodeHash(text), preview: text.trim().slice(0, 80) };
}

/** The `sha256-…` (and sha384/512) sources of a policy's script and style directives. */
export function parseHashes(policy: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const directive of policy.split(';')) {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    const hashes = sources
      .map((source) => /^'((?:sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2})'$/.exec(source)?.[1])
      .filter((hash): hash is string => hash !== undefined);
    if (name === 'script-src' || name === 'script-src-elem') scripts.push(...hashes);
    if (name === 'style-src' || name === 'style-src-elem') styles.push(...hashes);
  }
  return { scripts, styles };
}
