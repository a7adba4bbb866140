/**
 * `client:consent`, the ConsentManager island's client directive: the consent script loads only
 * when no consent is stored. Astro inlines it into every page, so it stays a few hundred bytes and
 * imports nothing that pulls in the dialog. What a stored choice means here:
 * - none (or no valid record) → hydrate now: the dialog must ask;
 * - analytics accepted → no React, no dialog: only the small module that starts Matomo;
 * - analytics declined → nothing at all.
 * With a choice stored, "Privacy settings" hydrates the island with a request for the
 * preferences. A hydration that failed (its chunk did not load; Astro logs it) is tried again on
 * the next click.
 */
import type { ClientDirective } from 'astro';
import { loadAnalyticsModule } from './analyticsModule.ts';
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
  const stored = readStoredConsent(document.cookie);
  if (stored === null) hydrate();
  else if (stored.analytics) loadAnalyticsModule(document);
  // Delegated, so the link works wherever the layout puts it.
  document.addEventListener('click', (event) => {
    if (!takeSettingsClick(event)) return;
    requestPreferences(document);
    hydrate();
  });
};

export default consentDirective;
