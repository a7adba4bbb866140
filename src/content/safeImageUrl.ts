import { cellText } from './cellText.ts';

/**
 * An image address from a cell (ItemCover, ImageLink) or an `<img src>` in rich text, if the page
 * may show it under the site's Content-Security-Policy (`img-src 'self'` plus IMAGE_ORIGINS): a
 * site-relative path (given a leading slash: pages live at different depths), or https from one of
 * `allowedOrigins`. Anything else (http, `//host`, data:, another https host the policy would
 * block) gives `url: null, unsafe: true` so the caller can warn; an empty cell gives `url: null,
 * unsafe: false` (the components then show the spec's default image).
 */
export function safeImageUrl(
  value: unknown,
  allowedOrigins: readonly string[] = [],
): { url: string | null; unsafe: boolean } {
  const raw = cellText(value).trim();
  if (raw === '') return { url: null, unsafe: false };
  // Browsers ignore control characters and tabs/newlines inside URLs; so must the scheme check.
  const probe = raw.replace(/[\u0000-\u001f\u007f]/g, '');
  if (/^[/\\]{2}/.test(probe)) return { url: null, unsafe: true };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe);
  if (scheme) {
    if ((scheme[1] ?? '').toLowerCase() !== 'https' || !URL.canParse(probe))
      return { url: null, unsafe: true };
    const { origin } = new URL(probe);
    if (!allowedOrigins.includes(origin)) return { url: null, unsafe: true };
    return { url: probe, unsafe: false };
  }
  if (probe.startsWith('\\')) return { url: null, unsafe: true };
  return { url: probe.startsWith('/') ? probe : `/${probe}`, unsafe: false };
}

/** Why an address was refused, for the content report (names the variable that would allow it). */
export function refusedImageReason(address: string): string {
  return `image address "${address}" is neither site-relative nor https from an allowed image origin (IMAGE_ORIGINS); not shown`;
}
