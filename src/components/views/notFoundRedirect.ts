/**
 * On the 404 page: normalise the requested path with the spec's title-matching rule (SPEC §5) and
 * replace the location with the matching canonical URL, so /About Us, /ABOUT-US or
 * /NewsHome/Some Title reach their pages on a plain static host. No match: the message stays.
 */
import { decodeTitleSegment } from '../../content/decodeTitleSegment.ts';
import { redirectKey } from '../../content/redirectIndex.ts';

const data = document.getElementById('redirect-index')?.textContent;
if (data) {
  const index = JSON.parse(data) as Record<string, string>;
  const segments = window.location.pathname.split('/').map((segment) => {
    const { title, warning } = decodeTitleSegment(segment.replace(/\+/g, ' '));
    if (warning) console.warn(warning);
    return title;
  });
  const key = redirectKey(segments);
  const target = key === null ? undefined : index[key];
  if (target && target !== window.location.pathname) {
    window.location.replace(target + window.location.search + window.location.hash);
  }
}
