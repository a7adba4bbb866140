/**
 * The contact form's behaviour: SEND MESSAGE enabled only while the captcha entry matches and no
 * submit is in flight; success clears the fields and makes a new captcha. Fields stay uncontrolled:
 * the browser enforces `required` and `type=email`, and what was typed before hydration is kept.
 */
import { useRef, useState, useSyncExternalStore, type ChangeEvent, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { captchaMatches, generateCaptcha } from './captcha.ts';
import {
  CONTACT_FIELDS,
  contactEndpoint,
  submitContactMessage,
  type ContactMessage,
  type SubmitOutcome,
} from './submitContactMessage.ts';

export interface ContactFormOptions {
  /** SITE_URL: where a page of local development posts. */
  readonly siteUrl: string;
  /** Whether `astro dev` rendered the page (then it posts to `siteUrl`). */
  readonly devServer: boolean;
  /** The alert for each outcome. */
  readonly alerts: Readonly<Record<SubmitOutcome, string>>;
}

export function useContactForm({ siteUrl, devServer, alerts }: ContactFormOptions) {
  const [captcha, refreshCaptcha] = useCaptcha();
  const [entry, setEntry] = useState('');
  const [sending, setSending] = useState(false);
  // The state above only changes on the next render; this stops a second Enter in between.
  const inFlight = useRef(false);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current || !captchaMatches(entry, captcha)) return;
    inFlight.current = true;
    setSending(true);
    const endpoint = contactEndpoint(window.location, siteUrl, devServer);
    void submitContactMessage(
      readContactMessage(new FormData(form)),
      endpoint,
      document.cookie,
    ).then((outcome) => {
      inFlight.current = false;
      // Committed before the alert, which blocks: the visitor sees the form as it will stay.
      flushSync(() => {
        setSending(false);
        if (outcome === 'success') {
          form.reset();
          setEntry('');
          refreshCaptcha();
        }
      });
      window.alert(alerts[outcome]);
    });
  };

  return {
    captcha,
    sending,
    canSend: !sending && captchaMatches(entry, captcha),
    refreshCaptcha,
    onEntryChange: (event: ChangeEvent<HTMLInputElement>) => setEntry(event.currentTarget.value),
    onSubmit,
  };
}

/** The five fields the back end receives; the agree flag and captcha entry stay in the browser. */
function readContactMessage(data: FormData): ContactMessage {
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name)])) as ContactMessage;
}

/** The captcha as an external store: none until hydrated (so the markup matches), then random. */
function useCaptcha(): [string, () => void] {
  const [store] = useState(createCaptchaStore);
  const captcha = useSyncExternalStore(store.subscribe, store.get, noCaptcha);
  return [captcha, store.refresh];
}

const noCaptcha = () => '';

function createCaptchaStore() {
  let value: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => (value ??= generateCaptcha()),
    refresh: () => {
      value = generateCaptcha();
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
