import { cellText } from './cellText.ts';

/**
 * An image address from a cell (ItemCover, ImageLink; SPEC §3 "image address"), if it is safe to
 * put in `<img src>`: https URLs and site-relative paths are kept (DESIGN.md: images only over
 * https or site-relative). A path without a leading slash ('PublishingImages/x.png') is taken as
 * site-relative and gets one, because pages live at different depths. http: (mixed content),
 * protocol-relative `//host`, data:, javascript: and every other scheme give null with
 * `unsafe: true`, so the caller can warn; an empty cell gives null with `unsafe: false` (the
 * components then show the spec's default image).
 */
export function safeImageUrl(value: unknown): { url: string | null; unsafe: boolean } {
  const raw = cellText(value).trim();
  if (raw === '') return { url: null, unsafe: false };
  // Browsers ignore control characters and tabs/newlines inside URLs; so must the scheme check.
  const probe = raw.replace(/[\u0000-\u001f\u007f]/g, '');
  if (/^[/\\]{2}/.test(probe)) return { url: null, unsafe: true };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe);
  if (scheme) {
    if ((scheme[1] ?? '').toLowerCase() !== 'https' || !URL.canParse(probe))
      return { url: null, unsafe: true };
    return { url: probe, unsafe: false };
  }
  if (probe.startsWith('\\')) return { url: null, unsafe: true };
  return { url: probe.startsWith('/') ? probe : `/${probe}`, unsafe: false };
}
