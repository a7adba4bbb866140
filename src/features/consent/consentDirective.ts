/**
 * `client:consent`, inlined into every page (so it imports nothing that pulls in the dialog). No
 * valid choice stored: hydrate, the dialog must ask; analytics accepted: only the small module
 * that starts Matomo; declined: nothing. "Privacy settings" hydrates with a request for the
 * preferences; a failed hydration is tried again on the next click.
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
