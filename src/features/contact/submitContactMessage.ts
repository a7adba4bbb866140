/**
 * Sends a contact message: exactly the five fields as JSON, the XSRF-TOKEN cookie echoed in the
 * X-XSRF-TOKEN header, and 200–299 as success. A page of `astro dev` posts to the configured site.
 */
import { cookieValue } from '../consent/consentCookie.ts';
import { siteOrigin } from '../shared/siteOrigin.ts';

/** The five fields the back end receives, in the order sent. */
export const CONTACT_FIELDS = ['FirstName', 'LastName', 'Country', 'Email', 'Comment'] as const;

export type ContactMessage = Record<(typeof CONTACT_FIELDS)[number], string>;

export type SubmitOutcome = 'success' | 'failed' | 'network-error';

export function contactEndpoint(
  location: Pick<Location, 'origin'>,
  siteUrl: string,
  devServer: boolean,
): string {
  return `${siteOrigin(location, siteUrl, devServer)}/HHHHPUBLICAPI/insertForm.php`;
}

/** Reads one cookie's value, decoded, from a document.cookie string. */
export function readCookie(cookies: string, name: string): string | null {
  const raw = cookieValue(cookies, name);
  return raw === null ? null : decodeURIComponent(raw);
}

/** Resolves to the spec's three outcomes, never throws. */
export async function submitContactMessage(
  message: ContactMessage,
  endpoint: string,
  cookies: string,
): Promise<SubmitOutcome> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const token = readCookie(cookies, 'XSRF-TOKEN');
  if (token !== null) headers['X-XSRF-TOKEN'] = token;
  const body = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, message[name]]));
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
    });
    await response.json().catch(() => null);
    return response.ok ? 'success' : 'failed';
  } catch {
    return 'network-error';
  }
}
