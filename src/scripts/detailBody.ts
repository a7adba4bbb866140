/**
 * The full description of a news or event item, for the detail slide-over and for list cards
 * built from the compact index: fetched from the item's own detail page (same origin, already
 * built, its HTML sanitised at build time by the one sanitiser) and taken from `.detail__body`.
 * Parsed with DOMParser, which runs nothing; the copy is cleaned once more before it is shown.
 * A failed fetch is logged only and gives null (SPEC §8 "Detail fetch fails").
 */

const cache = new Map<string, Promise<DocumentFragment | null>>();

const DROP =
  'script, style, link, meta, base, iframe, frame, object, embed, form, template, noscript';

/** Removes anything able to run or load code, should a detail page ever carry it. */
function clean(root: Element): void {
  for (const el of root.querySelectorAll(DROP)) el.remove();
  for (const el of root.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
      if (
        name.startsWith('on') ||
        name === 'style' ||
        ((name === 'href' || name === 'src' || name === 'xlink:href' || name === 'action') &&
          /^(javascript|vbscript|data):/.test(value) &&
          !/^data:image\/(png|gif|jpe?g|webp);/.test(value))
      ) {
        el.removeAttribute(attr.name);
      }
    }
  }
}

/** A fresh copy of the description of the item whose detail page is `path`, or null. */
export async function loadDetailBody(path: string): Promise<DocumentFragment | null> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(path, { headers: { Accept: 'text/html' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
        const body = doc.querySelector('.detail__body');
        if (!body) throw new Error('no .detail__body');
        clean(body);
        const fragment = document.createDocumentFragment();
        fragment.append(...[...body.childNodes].map((node) => document.importNode(node, true)));
        return fragment;
      })
      .catch((error: unknown) => {
        console.error(`Could not load the details of ${path}:`, error);
        cache.delete(path);
        return null;
      });
    cache.set(path, pending);
  }
  const fragment = await pending;
  return fragment ? (fragment.cloneNode(true) as DocumentFragment) : null;
}
