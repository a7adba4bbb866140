/**
 * The memory behind RenderedOnce.astro: per model object and variant, the markup its first render
 * made (work that is the same on every page is done once per build, not once per page). The footer
 * and the menu are most of a page's frame, so rendering them once makes every page measurably
 * cheaper.
 */

/**
 * Markup Astro rendered from the site's own components, every value in it escaped by Astro as it
 * wrote it: not HTML from content (that is SafeHtml, from the one sanitiser). Made only here, so
 * a raw-HTML sink typed with it takes nothing else (tests/unit/components/htmlSinks.test.ts).
 */
export type RenderedMarkup = string & { readonly __renderedMarkup: true };

/**
 * What renderOnce renders: the calling component's own slots (`Astro.slots`), so that the markup
 * it marks as RenderedMarkup is Astro's rendering of that component's children and nothing else.
 * Its one caller is RenderedOnce.astro (tests/unit/components/htmlSinks.test.ts).
 */
export interface ComponentSlots {
  render(name: 'default'): Promise<string>;
}

/** Per model object (a build's content is new objects, so a new build starts empty): per variant. */
const remembered = new WeakMap<object, Map<string, Promise<RenderedMarkup>>>();

/**
 * What remembered markup must not hold: an island, whose runtime Astro writes before a page's
 * first one, or a script or inline style, which Astro writes into a page once. A page given the
 * same HTML would lack them, or carry them twice. Read outside attribute values, which Astro
 * writes in double quotes and where content may put a `<` as it is (a brand "A <Style> B").
 */
const PAGE_BOUND = /<(?:astro-island|script|style)\b/i;

/** `markup` as RenderedMarkup, once it holds nothing Astro writes into each page itself. */
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
 * The markup of the default slot of `slots` for `of` and `variant`: rendered the first time they
 * are asked for, the same after. A render that fails is forgotten: pages rendered meanwhile share
 * its failure, and the next page renders it again. With `remember: false` (`astro dev`, where
 * components are edited while the content stays) it is rendered every time, and refused as it
 * would be in a build.
 */
export function renderOnce(
  of: object,
  variant: string,
  slots: ComponentSlots,
  { remember = true }: { readonly remember?: boolean } = {},
): Promise<RenderedMarkup> {
  const render = () => slots.render('default').then(checked);
  if (!remember) return render();
  let byVariant = remembered.get(of);
  if (byVariant === undefined) {
    byVariant = new Map();
    remembered.set(of, byVariant);
  }
  let markup = byVariant.get(variant);
  if (markup === undefined) {
    const variants = byVariant;
    markup = render();
    variants.set(variant, markup);
    markup.catch(() => variants.delete(variant));
  }
  return markup;
}
