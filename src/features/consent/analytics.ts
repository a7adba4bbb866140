/**
 * Matomo's JavaScript tracker behind visitor consent.
 *
 * - Nothing touches the tracker host and no `_pk_` cookie exists before consent: the tracker script
 *   is only injected by `grantAnalytics`, which runs only for a granted analytics category.
 * - On grant, consent is registered with Matomo's consent API (`requireConsent` first, then
 *   `rememberConsentGiven` for the rest of the consent record's lifetime), and the page view and
 *   link clicks are tracked.
 * - On decline or withdrawal, the tool is told to forget the consent (only if it was started on
 *   this page: otherwise it never heard of it) and its cookies are cleared.
 * - Missing configuration or a failed script load is logged to the console; the site works on.
 *
 * Browser code without framework or library, loaded on every page: keep it small.
 */
import { CONSENT_LIFETIME_DAYS } from './consentCookie.ts';

/** Where the tracker lives and which site it records. */
export interface MatomoSettings {
  /** Base URL of the Matomo installation, ending in `/` (matomo.js and matomo.php live there). */
  readonly url: string;
  /** Matomo's numeric site id. */
  readonly siteId: string;
}

/** One command for Matomo's `_paq` queue. */
type MatomoCommand = [string, ...unknown[]];
/** `_paq` is a plain array until matomo.js loads, then an object with `push`. */
type MatomoQueue = { push(...commands: MatomoCommand[]): unknown };
type MatomoWindow = Window & { _paq?: MatomoQueue };

/** Matomo's consent is remembered for the same 180 days as the consent record. */
export const ANALYTICS_CONSENT_HOURS = CONSENT_LIFETIME_DAYS * 24;

const LOG_PREFIX = '[consent]';

/** Commands that make the tracker record something; dropped if consent goes before it loads. */
const TRACKING_COMMANDS = new Set(['rememberConsentGiven', 'trackPageView', 'enableLinkTracking']);

/** Tracker state on this page: 'off' (never started), 'on' (consent given), 'forgotten'. */
let state: 'off' | 'on' | 'forgotten' = 'off';

/**
 * Validates the configured MATOMO_URL and MATOMO_SITE_ID. Returns null (and logs which is wrong)
 * when analytics cannot run, so the caller simply does not track.
 */
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
      `${LOG_PREFIX} Analytics is not configured (${problems.join('; ')}); nothing is tracked.`,
    );
    return null;
  }
  return { url: base, siteId: id as string };
}

/**
 * Starts tracking after consent: registers the consent with Matomo, tracks this page view and
 * link clicks. Calling it again on the same page is harmless (the dialog library reports the
 * stored consent on every run); after a withdrawal on the same page it re-registers consent.
 */
export function grantAnalytics(
  settings: MatomoSettings | null,
  rememberHours: number = ANALYTICS_CONSENT_HOURS,
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

/**
 * Declined or withdrawn: tells Matomo to forget the consent (when it was started on this page)
 * and clears its cookies. Safe to call when analytics never ran.
 */
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

/** Whether the tracker was started on this page and consent is currently registered with it. */
export function analyticsActive(): boolean {
  return state === 'on';
}

/**
 * Erases Matomo's cookies: every `_pk_` cookie (the spec's `_pk_id` and `_pk_ses` families with
 * Matomo's `.<site>.<hash>` suffixes, and their siblings) and the remembered consent
 * `mtm_consent`. Tried on the host and on each parent domain, since a tracker configured with a
 * cookie domain sets them there.
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

/** Injects matomo.js; a failed load is logged and the page carries on without analytics. */
function loadTracker(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => {
    console.error(
      `${LOG_PREFIX} The analytics script failed to load from ${src}; the site works on without analytics.`,
    );
  };
  document.head.appendChild(script);
}
