/**
 * The memory behind RenderedOnce.astro: per model object and variant, the markup its first render
 * made. Footer and menu are most of a page's frame, so this makes every page measurably cheaper.
 */

/**
 * Markup Astro rendered from the site's own components, every value escaped: never content HTML
 * (that is SafeHtml). Made only here, so a raw-HTML sink typed with it takes nothing else.
 */
export type RenderedMarkup = string & { readonly __renderedMarkup: true };

/** The caller's own `Astro.slots`: RenderedMarkup is Astro's rendering of its children only. */
export interface ComponentSlots {
  render(name: 'default'): Promise<string>;
}

const remembered = new WeakMap<object, Map<string, Promise<RenderedMarkup>>>();

/**
 * What Astro writes into each page itself (island runtime, script, inline style): remembered HTML
 * would lack them or carry them twice. Read outside attribute values, which may hold a bare `<`.
 */
const PAGE_BOUND = /<(?:astro-island|script|style)\b/i;

function checked(markup: string): RenderedMarkup {
  const bound = PAGE_BOUND.exec(markup.replace(/"[^"]*"/g, '""'));
  if (bound !== null) {
    throw new Error(
      `Markup rendered once for every page holds ${bound[0]}>: Astro writes islands, scripts and inline styles into each page itself`,
    );
  }
  return markup as RenderedMarkup;
}

/**
 * The default slot's markup for `of` and `variant`, rendered the first time. A failed render is
 * forgotten, so the next page tries again. `remember: false` renders every time, refused alike.
 */
export function renderOnce(
  of: object,
  variant: string,
  slots: ComponentSlots,
  { remember = true }: { readonly remember?: boolean } = {},
): Promise<RenderedMarkup> {
  const render = () => slots.render('default').then(checked);
  if (!remember) return render();
  const byVariant = remembered.get(of) ?? new Map<string, Promise<RenderedMarkup>>();
  remembered.set(of, byVariant);
  let markup = byVariant.get(variant);
  if (markup === undefined) {
    markup = render();
    byVariant.set(variant, markup);
    markup.catch(() => byVariant.delete(variant));
  }
  return markup;
}
