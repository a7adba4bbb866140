/** Types `client:consent` (registered in astro.config.mjs) on components in .astro files. */
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate only without a stored consent choice, or when "Privacy settings" is opened. */
    'client:consent'?: boolean;
  }
}
