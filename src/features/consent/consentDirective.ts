/**
 * `client:consent`, inlined into every page (so it imports nothing of the dialog). No valid choice
 * stored: hydrate, the dialog must ask; analytics accepted: only the module that starts Matomo.
 * "Privacy settings" hydrates with a request for the preferences, retried after a failure.
 */
import type { ClientDirective } from 'astro';
import { loadAnalyticsModule } from './analyticsModule.ts';
import { readStoredConsent } from './consentCookie.ts';
import { requestPreferences, takeSettingsClick } from './preferencesRequest.ts';
import { retryingHydration } from '../shared/retryingHydration.ts';

const consentDirective: ClientDirective = (load, _options, island) => {
  const hydrate = retryingHydration(load, island);
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
