/**
 * A minimal stand-in for the browser globals the consent code touches (document.cookie with real
 * expiry semantics, script injection, click delegation, navigator.language), for unit tests in
 * Node. The real-browser proof is the Chromium test in tests/integration/consent.
 */
import { vi } from 'vitest';

interface StoredCookie {
  value: string;
  expires: number | null;
  domain: string | null;
}

/** A cookie jar keyed by name and domain attribute, honouring Expires / Max-Age on write. */
export class FakeCookieJar {
  readonly writes: string[] = [];
  private readonly cookies = new Map<string, StoredCookie>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  get header(): string {
    const out: string[] = [];
    const t = this.now();
    for (const [key, cookie] of this.cookies) {
      if (cookie.expires !== null && cookie.expires <= t) continue;
      out.push(`${key.split('|')[0]}=${cookie.value}`);
    }
    return out.join('; ');
  }

  set(line: string): void {
    this.writes.push(line);
    const [pair = '', ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    let expires: number | null = null;
    let domain: string | null = null;
    for (const attr of attrs) {
      const [k = '', v = ''] = attr.split('=').map((s) => s.trim());
      if (/^expires$/i.test(k)) expires = Date.parse(v);
      if (/^max-age$/i.test(k)) expires = this.now() + Number(v) * 1000;
      if (/^domain$/i.test(k)) domain = v.replace(/^\./, '');
    }
    const key = `${name}|${domain ?? ''}`;
    if (expires !== null && expires <= this.now()) this.cookies.delete(key);
    else this.cookies.set(key, { value, expires, domain });
  }

  names(): string[] {
    return this.header
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=')[0] ?? '');
  }

  expiryOf(name: string): number | null {
    for (const [key, cookie] of this.cookies) if (key.split('|')[0] === name) return cookie.expires;
    return null;
  }
}

export interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

export interface FakeLink {
  rel: string;
  href: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

export interface FakeBrowser {
  readonly cookies: FakeCookieJar;
  /** Scripts appended to <head>, in order. */
  readonly scripts: FakeScript[];
  /** Stylesheet links appended to <head>; they "load" on the next tick. */
  readonly links: FakeLink[];
  readonly window: { _paq?: unknown };
  readonly htmlClasses: Set<string>;
  /** Dispatches a click whose target matches the given selectors (as `closest` would). */
  click(matching: readonly string[]): { defaultPrevented: boolean };
  /** Sets the text of an element by id (e.g. the consent-config JSON block). */
  setElementText(id: string, text: string | null): void;
}

/** Installs fake `window`, `document`, `navigator` and `location` globals for one test. */
export function installFakeBrowser(
  options: { language?: string; hostname?: string; now?: () => number } = {},
): FakeBrowser {
  const cookies = new FakeCookieJar(options.now);
  const scripts: FakeScript[] = [];
  const links: FakeLink[] = [];
  const elements = new Map<string, string>();
  const htmlClasses = new Set<string>();
  const clickListeners: ((event: unknown) => void)[] = [];
  const win: { _paq?: unknown } = {};
  const document = {
    get cookie() {
      return cookies.header;
    },
    set cookie(line: string) {
      cookies.set(line);
    },
    documentElement: {
      classList: {
        add: (...names: string[]) => names.forEach((n) => htmlClasses.add(n)),
        contains: (name: string) => htmlClasses.has(name),
      },
    },
    head: {
      appendChild(element: FakeScript | FakeLink) {
        if ('rel' in element) {
          links.push(element);
          setTimeout(() => element.onload?.(), 0);
        } else {
          scripts.push(element);
        }
        return element;
      },
    },
    createElement(tag: string): FakeScript | FakeLink {
      if (tag === 'script') return { src: '', async: false, onload: null, onerror: null };
      if (tag === 'link') return { rel: '', href: '', onload: null, onerror: null };
      throw new Error(`fake document: createElement(${tag})`);
    },
    getElementById(id: string) {
      const text = elements.get(id);
      return text === undefined ? null : { textContent: text };
    },
    addEventListener(type: string, listener: (event: unknown) => void) {
      if (type === 'click') clickListeners.push(listener);
    },
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', document);
  vi.stubGlobal('navigator', { language: options.language ?? 'en-US' });
  vi.stubGlobal('location', {
    hostname: options.hostname ?? 'www.example.org',
    protocol: 'https:',
  });
  return {
    cookies,
    scripts,
    links,
    window: win,
    htmlClasses,
    click(matching) {
      const event = {
        defaultPrevented: false,
        target: {
          closest: (selector: string) => (matching.includes(selector) ? {} : null),
        },
        preventDefault() {
          event.defaultPrevented = true;
        },
      };
      for (const listener of clickListeners) listener(event);
      return event;
    },
    setElementText(id, text) {
      if (text === null) elements.delete(id);
      else elements.set(id, text);
    },
  };
}

/** A consent cookie line as vanilla-cookieconsent writes it. */
export function consentCookieLine(categories: readonly string[], expiresAt: number): string {
  const record = {
    categories,
    revision: 0,
    data: null,
    consentTimestamp: new Date(expiresAt - 180 * 86_400_000).toISOString(),
    consentId: '3f1c6a4e-0d2b-4c59-9a57-1b2c3d4e5f60',
    services: { analytics: [] },
    languageCode: 'en',
    lastConsentTimestamp: new Date(expiresAt - 180 * 86_400_000).toISOString(),
    expirationTime: expiresAt,
  };
  return `cc_cookie=${encodeURIComponent(JSON.stringify(record))}; Path=/; Expires=${new Date(expiresAt).toUTCString()}`;
}
