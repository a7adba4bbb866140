/**
 * "Privacy settings" asks for the consent preferences: the directive leaves the request on the page
 * until the island takes it, so a click made while React loads is not lost.
 */

/** Dispatched on `document` each time the preferences are asked for. */
export const PREFERENCES_REQUESTED = 'consent:preferences-requested';

/** On <html>, so it outlives any island. */
const PENDING_ATTRIBUTE = 'data-consent-preferences-requested';

/** Takes over a click on "Privacy settings" (its link to the policy is for visits without JS). */
export function takeSettingsClick(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element) || target.closest('[data-consent-settings]') === null) {
    return false;
  }
  event.preventDefault();
  return true;
}

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
