const DANGEROUS_TAG =
  /<\s*(script|style|iframe|frame|frameset|object|embed|applet|svg|math|form|input|button|link|meta|base)\b/i;
const EVENT_HANDLER = /<[^>]*?[\s"'/](on[a-z]+)\s*=/i;
const BAD_URL =
  /(?:href|src|action|formaction|xlink:href|srcset|poster)\s*=\s*["']?\s*(javascript|vbscript|data|livescript):/i;

/**
 * Why a piece of back-end HTML needed more than tidying (a dangerous tag, an event handler, a
 * javascript:/vbscript:/data: URL), or null, so the content report can tell an editor something
 * was dropped; the sanitiser removes them regardless. A heuristic on the raw text, after undoing
 * the obfuscations browsers accept in URLs (character references, embedded tabs and newlines).
 */
export function detectUnsafeHtml(html: unknown): string | null {
  if (typeof html !== 'string' || html === '') return null;
  const text = html
    .replace(/&#x0*([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/&#0*([0-9]+);?/g, (_, dec: string) => fromCodePoint(parseInt(dec, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '');
  const tag = DANGEROUS_TAG.exec(text);
  if (tag) return `<${(tag[1] ?? '').toLowerCase()}> removed`;
  const handler = EVENT_HANDLER.exec(text);
  if (handler) return `event handler ${(handler[1] ?? '').toLowerCase()} removed`;
  // Browsers ignore tabs and newlines inside a URL scheme ('java\tscript:').
  const url = BAD_URL.exec(text.replace(/[\t\n\r]/g, ''));
  if (url) return `${(url[1] ?? '').toLowerCase()}: URL removed`;
  return null;
}

function fromCodePoint(cp: number): string {
  return Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
}
