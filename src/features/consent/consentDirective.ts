/**
 * `client:consent`, the ConsentManager island's client directive (issue 9; SPEC §7: the consent
 * script loads when no consent is stored). Astro inlines it into the page, so it stays a few
 * hundred bytes and imports nothing that pulls in the dialog:
 * - no valid consent choice stored → hydrate now: the dialog must ask;
 * - a choice stored → hydrate nothing (a returning visitor's page loads no React and no dialog),
 *   until the visitor opens "Privacy settings", which hydrates the island with the request.
 * A hydration that failed (its chunk did not load; Astro logs it) is tried again on the next
 * click of "Privacy settings".
 */
import type { ClientDirective } from 'astro';
import { readStoredConsent } from './consentCookie.ts';
import { requestPreferences, takeSettingsClick } from './preferencesRequest.ts';

const consentDirective: ClientDirective = (load, _options, island) => {
  let hydrating: Promise<void> | undefined;
  const hydrate = () => {
    hydrating ??= load()
      .then((run) => run())
      .then(() => {
        // Astro removes `ssr` once the island is hydrated; still there means it failed.
        if (island.hasAttribute('ssr')) hydrating = undefined;
      });
  };
  if (readStoredConsent(document.cookie) === null) hydrate();
  // Delegated, so the link works wherever the layout puts it.
  document.addEventListener('click', (event) => {
    if (!takeSettingsClick(event)) return;
    requestPreferences(document);
    hydrate();
  });
};

export default consentDirective;
