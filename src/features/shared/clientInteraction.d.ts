/** Types `client:interaction` (registered in astro.config.mjs) on components in .astro files. */
declare namespace Astro {
  interface ClientDirectives {
    /**
     * Hydrate on the first pointer, touch, focus, key or click on the island, or (a CSS selector)
     * on any element of the page matching it; never at load.
     */
    'client:interaction'?: boolean | string;
  }
}
