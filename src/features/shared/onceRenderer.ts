/**
 * The server side of the `react-rendered-once` Astro renderer (islandRenderer.ts): a component
 * whose server HTML depends on its props alone is rendered once per distinct set of props, and
 * every later page gets the same HTML. The consent island is on every page: rendering it per page
 * would repeat one React render tens of thousands of times on a large site.
 *
 * Its React ids get a prefix made from the component and its props, so the cached HTML and the
 * hydrating island agree on them; such a component appears at most once per page as an island.
 * Hydration is @astrojs/react's own (its client entrypoint). Children and slots are not supported:
 * what they hold differs per page.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { fnv1a } from '../../content/fnv1a.ts';
import { ONCE_RENDERER } from './islandRenderer.ts';

interface Rendered {
  readonly html: string;
  readonly prefix: string;
}

/** Per component (an edited one in `astro dev` is a new function), per props: its HTML. */
const rendered = new WeakMap<object, Map<string, Rendered>>();

/**
 * Astro's renderer call: the component's HTML for these props, rendered the first time they are
 * seen, and the island's id prefix. Props are told apart by their JSON, as Astro serialises an
 * island's props.
 */
async function renderToStaticMarkup<P extends object>(
  Component: ComponentType<P>,
  props: Record<string, unknown>,
  slots: Record<string, unknown>,
  metadata?: { readonly componentUrl?: string; readonly displayName?: string },
): Promise<{ html: string; attrs: Record<string, string> }> {
  if (Object.keys(slots).length > 0 || props['children'] !== undefined) {
    throw new Error(
      `${metadata?.displayName ?? 'A component'} is rendered once for every page (${ONCE_RENDERER}), so it takes no children`,
    );
  }
  // As @astrojs/react does: `class` is Astro's attribute, not a React prop.
  const { class: _class, ...own } = props;
  let byProps = rendered.get(Component);
  if (byProps === undefined) {
    byProps = new Map();
    rendered.set(Component, byProps);
  }
  const key = JSON.stringify(own);
  let entry = byProps.get(key);
  if (entry === undefined) {
    const prefix = `o${fnv1a(`${metadata?.componentUrl ?? Component.name}\0${key}`).toString(36)}`;
    entry = {
      prefix,
      html: renderToString(createElement(Component, own as P), { identifierPrefix: prefix }),
    };
    byProps.set(key, entry);
  }
  return { html: entry.html, attrs: { prefix: entry.prefix } };
}

export default {
  name: ONCE_RENDERER,
  // Only components tagged for this renderer use it; Astro asks no probe of them.
  check: () => Promise.resolve(false),
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};
