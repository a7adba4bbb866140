/**
 * Matomo behind visitor consent: nothing reaches the tracker and no `_pk_` cookie exists before
 * `grantAnalytics`; faults are logged and the site works on. On every page, so small and plain.
 */
import { CONSENT_LIFETIME_DAYS } from './consentCookie.ts';

export interface MatomoSettings {
  /** Base URL, ending in `/` (matomo.js and matomo.php live there). */
  readonly url: string;
  readonly siteId: string;
}

type MatomoCommand = [string, ...unknown[]];
/** `_paq` is a plain array until matomo.js loads, then an object with `push`. */
type MatomoQueue = { push(...commands: MatomoCommand[]): unknown };
type MatomoWindow = Window & { _paq?: MatomoQueue };

/** Commands that make the tracker record something; dropped if consent goes before it loads. */
const TRACKING_COMMANDS = new Set(['rememberConsentGiven', 'trackPageView', 'enableLinkTracking']);

/** The tracker on this page: never started, consent given, or consent forgotten. */
let state: 'off' | 'on' | 'forgotten' = 'off';

/** MATOMO_URL and MATOMO_SITE_ID validated; null, with the fault logged, when they are not. */
export function matomoSettings(url: unknown, siteId: unknown): MatomoSettings | null {
  const id = typeof siteId === 'number' ? String(siteId) : siteId;
  const problems: string[] = [];
  let base: string | null = null;
  if (typeof url === 'string' && /^https?:\/\/[^/?#]+/i.test(url)) {
    base = url.replace(/[?#].*$/, '').replace(/\/*$/, '/');
  } else {
    problems.push(`MATOMO_URL is ${url ? `not an http(s) URL: ${String(url)}` : 'not set'}`);
  }
  if (typeof id !== 'string' || !/^\d+$/.test(id)) {
    problems.push(`MATOMO_SITE_ID is ${id ? `not a number: ${String(id)}` : 'not set'}`);
  }
  if (base === null || problems.length > 0) {
    console.error(
      `[consent] Analytics is not configured (${problems.join('; ')}); nothing is tracked.`,
    );
    return null;
  }
  return { url: base, siteId: id as string };
}

/**
 * Registers the consent with Matomo for `rememberHours` and tracks the page view and link clicks.
 * Again on the same page it does nothing, unless consent was withdrawn in between.
 */
export function grantAnalytics(
  settings: MatomoSettings | null,
  rememberHours: number = CONSENT_LIFETIME_DAYS * 24,
): void {
  if (settings === null || state === 'on') return;
  const paq = queue();
  if (state === 'off') {
    // requireConsent first: from then on Matomo sets no cookie and sends nothing without consent.
    paq.push(['requireConsent']);
    paq.push(['setTrackerUrl', `${settings.url}matomo.php`]);
    paq.push(['setSiteId', settings.siteId]);
  }
  paq.push(['rememberConsentGiven', rememberHours]);
  paq.push(['trackPageView']);
  paq.push(['enableLinkTracking']);
  if (state === 'off') loadTracker(`${settings.url}matomo.js`);
  state = 'on';
}

/** Declined or withdrawn: Matomo forgets the consent (if it heard of it) and its cookies go. */
export function withdrawAnalytics(): void {
  if (state === 'on') {
    const paq = (window as MatomoWindow)._paq;
    // Still a plain array: matomo.js has not run yet, so drop what would track before it does.
    if (Array.isArray(paq)) {
      const kept = paq.filter((command: MatomoCommand) => !TRACKING_COMMANDS.has(command[0]));
      paq.splice(0, paq.length, ...kept);
    }
    queue().push(['forgetConsentGiven']);
    state = 'forgotten';
  }
  clearAnalyticsCookies();
}

export function analyticsActive(): boolean {
  return state === 'on';
}

/**
 * Erases every `_pk_` cookie and `mtm_consent`, on the host and each parent domain (a tracker
 * configured with a cookie domain sets them there).
 */
export function clearAnalyticsCookies(): void {
  const host = location.hostname;
  const labels = host.split('.');
  const domains = ['', `; Domain=${host}`];
  for (let i = 0; i < labels.length - 1; i++)
    domains.push(`; Domain=.${labels.slice(i).join('.')}`);
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (!/^_pk_|^mtm_consent$/.test(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT${domain}`;
    }
  }
}

function queue(): MatomoQueue {
  const win = window as MatomoWindow;
  win._paq ??= [] as MatomoCommand[];
  return win._paq;
}

function loadTracker(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => {
    console.error(
      `[consent] The analytics script failed to load from ${src}; the site works on without analytics.`,
    );
  };
  document.head.appendChild(script);
}
