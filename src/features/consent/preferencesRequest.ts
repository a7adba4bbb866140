/**
 * "Privacy settings" (the footer link) asks for the consent preferences. The click is caught by the
 * consent client directive, which may have to hydrate the ConsentManager island first; the request
 * is left on the page until the island takes it, so a click made while React is still loading is
 * not lost, and one made later reaches the running island by an event.
 */

/** Selector of the element(s) that reopen the consent preferences. */
export const CONSENT_SETTINGS_SELECTOR = '[data-consent-settings]';

/** Dispatched on `document` each time the preferences are asked for. */
export const PREFERENCES_REQUESTED = 'consent:preferences-requested';

/** Marks a request nobody has taken yet (on <html>, so it outlives any island). */
const PENDING_ATTRIBUTE = 'data-consent-preferences-requested';

/**
 * Whether `event` is a click on a "Privacy settings" link. Such a click is taken over: the link's
 * own target (the privacy policy) is the way there without JavaScript only.
 */
export function takeSettingsClick(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element) || target.closest(CONSENT_SETTINGS_SELECTOR) === null) {
    return false;
  }
  event.preventDefault();
  return true;
}

/** Records a request for the preferences and announces it. */
export function requestPreferences(doc: Document): void {
  doc.documentElement.setAttribute(PENDING_ATTRIBUTE, '');
  doc.dispatchEvent(new Event(PREFERENCES_REQUESTED));
}

/** Takes the pending request, if any: true once per request. */
export function takePreferencesRequest(doc: Document): boolean {
  const pending = doc.documentElement.hasAttribute(PENDING_ATTRIBUTE);
  doc.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  return pending;
}
