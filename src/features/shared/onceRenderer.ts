/**
 * The `react-rendered-once` Astro renderer (islandRenderer.ts): each set of props of the consent
 * island (on every page, its HTML its props' alone) is rendered once per build. React ids get a
 * prefix from component and props, so cached HTML and hydrating island agree (one per page).
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

/** The component's HTML for these props (told apart by their JSON, as Astro serialises them). */
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
  const byProps = rendered.get(Component) ?? new Map<string, Rendered>();
  rendered.set(Component, byProps);
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
