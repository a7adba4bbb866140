import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contactEndpoint,
  readCookie,
  submitContactMessage,
  type ContactMessage,
} from '../../../../src/features/contact/submitContactMessage.ts';

const MESSAGE: ContactMessage = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Country: 'UK',
  Email: 'ada@example.org',
  Comment: 'Hello',
};
const URL = 'https://site.example/HHHHPUBLICAPI/insertForm.php';

function stubFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('insertForm.php call', () => {
  it('posts exactly the five fields as JSON with the XSRF token header', async () => {
    const calls = stubFetch(async () => Response.json({ ok: true }));
    const extra = { ...MESSAGE, agree: true, captcha: 'abc123' } as ContactMessage;
    expect(await submitContactMessage(extra, URL, 'a=1; XSRF-TOKEN=tok%3D1; b=2')).toBe('success');
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0] ?? { url: '', init: {} };
    expect(url).toBe(URL);
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Accept']).toBe('application/json');
    expect(headers['X-XSRF-TOKEN']).toBe('tok=1');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'Comment',
      'Country',
      'Email',
      'FirstName',
      'LastName',
    ]);
    expect(body).toEqual(MESSAGE);
  });

  it('sends no X-XSRF-TOKEN header when there is no such cookie', async () => {
    const calls = stubFetch(async () => Response.json({}));
    await submitContactMessage(MESSAGE, URL, 'other=1');
    expect((calls[0]?.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('200–299 is success, other statuses are "failed", a thrown fetch is a network error', async () => {
    stubFetch(async () => new Response('{}', { status: 201 }));
    expect(await submitContactMessage(MESSAGE, URL, '')).toBe('success');
    stubFetch(async () => new Response('{"error":"forbidden"}', { status: 403 }));
    expect(await submitContactMessage(MESSAGE, URL, '')).toBe('failed');
    stubFetch(async () => new Response('oops', { status: 500 }));
    expect(await submitContactMessage(MESSAGE, URL, '')).toBe('failed');
    stubFetch(async () => new Response('not json', { status: 200 }));
    expect(await submitContactMessage(MESSAGE, URL, '')).toBe('success');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await submitContactMessage(MESSAGE, URL, '')).toBe('network-error');
  });
});

describe('where the form posts', () => {
  it('to the page origin, or SITE_URL from a page of astro dev (on any port)', () => {
    expect(contactEndpoint({ origin: 'https://www.firm.example' }, 'https://x.org', false)).toBe(
      'https://www.firm.example/HHHHPUBLICAPI/insertForm.php',
    );
    expect(contactEndpoint({ origin: 'http://localhost:3001' }, 'https://x.org/', true)).toBe(
      'https://x.org/HHHHPUBLICAPI/insertForm.php',
    );
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('XSRF-TOKEN=a%20b', 'XSRF-TOKEN')).toBe('a b');
    expect(readCookie('X-XSRF-TOKEN=no; XSRF-TOKEN=yes', 'XSRF-TOKEN')).toBe('yes');
    expect(readCookie('k=v=w', 'k')).toBe('v=w');
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});
