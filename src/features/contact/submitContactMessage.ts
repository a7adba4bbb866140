/**
 * Sends a contact message: POST {origin}/HHHHPUBLICAPI/insertForm.php with exactly
 * FirstName, LastName, Country, Email, Comment as JSON, the XSRF-TOKEN cookie echoed in the
 * X-XSRF-TOKEN header, and 200–299 as success. A page of `astro dev` (local development) posts
 * to the configured site instead.
 */
import { siteOrigin } from '../shared/siteOrigin.ts';

export interface ContactMessage {
  FirstName: string;
  LastName: string;
  Country: string;
  Email: string;
  Comment: string;
}

export type SubmitOutcome = 'success' | 'failed' | 'network-error';

/** The address the form posts to: {site}/HHHHPUBLICAPI/insertForm.php. */
export function contactEndpoint(
  location: Pick<Location, 'origin'>,
  siteUrl: string,
  devServer: boolean,
): string {
  return `${siteOrigin(location, siteUrl, devServer)}/HHHHPUBLICAPI/insertForm.php`;
}

/** Reads one cookie's value from a document.cookie string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Posts the message; resolves to the spec's three outcomes, never throws. */
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
  const body: ContactMessage = {
    FirstName: message.FirstName,
    LastName: message.LastName,
    Country: message.Country,
    Email: message.Email,
    Comment: message.Comment,
  };
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
    });
    // The answer is read as JSON, but its fields are not used.
    await response.json().catch(() => null);
    return response.ok ? 'success' : 'failed';
  } catch {
    return 'network-error';
  }
}
