/**
 * An item's whole description from its built detail page (`.detail__body`), read with DOMParser
 * (which runs and loads nothing) through the sanitiser's allowlist once more. A failed fetch is
 * logged, gives null and is retried on the next call.
 */
import type { RichNode } from '../../content/richText.ts';
import { richTextFromDom } from './richTextFromDom.ts';

const cache = new Map<string, Promise<readonly RichNode[] | null>>();

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
