/**
 * Keeps a page its server HTML: the modules its islands load (each `<astro-island>`'s component
 * and renderer) are held back until released, so no island can hydrate before the test says.
 */
import type { BrowserContext } from '@playwright/test';

/** The module paths the page's islands load (their component and renderer), from its HTML. */
export function islandScripts(html: string): Set<string> {
  const found = html.matchAll(/<astro-island\b[^>]*?\s(?:component|renderer)-url="([^"]+)"/g);
  return new Set([...found].map((match) => match[1] ?? ''));
}

/**
 * Holds every request for `paths` in `context` until the returned release is called; the held
 * requests then go through as usual.
 */
export async function holdScripts(
  context: BrowserContext,
  paths: ReadonlySet<string>,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(
    (url) => paths.has(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
