/**
 * The consent island: starts vanilla-cookieconsent, which draws the dialog itself, so it renders
 * nothing; every request for the preferences, before or after hydration, opens them.
 */
import { useEffect } from 'react';
import { runConsentDialog } from './consentDialog.ts';
import { readConsentPageConfig } from './consentPageConfig.ts';
import { PREFERENCES_REQUESTED, takePreferencesRequest } from './preferencesRequest.ts';
import { ONCE_RENDERER, renderWith } from '../shared/islandRenderer.ts';

export default function ConsentManager() {
  useEffect(() => {
    const page = readConsentPageConfig(document);
    const report = (error: unknown) =>
      console.error('[consent] The consent dialog failed to load:', error);
    const openRequested = () => {
      if (takePreferencesRequest(document)) {
        runConsentDialog(page, { showPreferences: true }).catch(report);
      }
    };
    document.addEventListener(PREFERENCES_REQUESTED, openRequested);
    // Asks by itself when no choice is stored; then opens a request made while React loaded.
    runConsentDialog(page).then(openRequested, report);
    return () => document.removeEventListener(PREFERENCES_REQUESTED, openRequested);
  }, []);
  return null;
}

renderWith(ConsentManager, ONCE_RENDERER);
