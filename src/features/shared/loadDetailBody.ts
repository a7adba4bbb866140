/**
 * The full description of a news or event item, for the detail slide-over and for list cards built
 * from the compact index: read from the item's own detail page (same origin, already built, its
 * HTML sanitised at build time by the one sanitiser), from `.detail__body`. Parsed with DOMParser,
 * which runs and loads nothing, and kept as rich text through the sanitiser's allowlist once more.
 * A failed fetch is logged only and gives null (the panel still shows what it has), and is retried
 * on the next call.
 */
import type { RichNode } from '../../content/richText.ts';
import { richTextFromDom } from './richTextFromDom.ts';

const cache = new Map<string, Promise<readonly RichNode[] | null>>();

/** The description of the item whose detail page is `path`, or null when it cannot be loaded. */
export function loadDetailBody(path: string): Promise<readonly RichNode[] | null> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(path, { headers: { Accept: 'text/html' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const page = new DOMParser().parseFromString(await response.text(), 'text/html');
        const body = page.querySelector('.detail__body');
        if (!body) throw new Error('no .detail__body');
        return richTextFromDom(body);
      })
      .catch((error: unknown) => {
        console.error(`Could not load the details of ${path}:`, error);
        cache.delete(path);
        return null;
      });
    cache.set(path, pending);
  }
  return pending;
}
