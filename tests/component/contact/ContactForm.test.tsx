// @vitest-environment-options { "url": "https://www.example.org/contact" }
/**
 * The contact form island in jsdom with the site's real English labels. The only stand-in is
 * `fetch`, the network boundary: it records the request and answers as the back end would (2xx, a
 * refusal, or no connection).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from '../../../src/features/contact/ContactForm.tsx';
import { CONTACT_FORM_LABEL_KEYS } from '../../../src/features/contact/contactFormLabels.ts';
import { uiLabels } from '../../../src/i18n/ui/index.ts';

const labels = uiLabels('en', CONTACT_FORM_LABEL_KEYS);
const SITE_URL = 'https://production.example';
const ENDPOINT = 'https://www.example.org/HHHHPUBLICAPI/insertForm.php';
const MESSAGE = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.org',
  Country: 'United Kingdom',
  Comment: 'Could you help us with SharePoint?\nThanks!',
};

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
}

/** A fake `fetch` whose answer the test releases when it wants (to see the in-flight state). */
function fakeFetch() {
  const sent: Sent[] = [];
  let answer: (respond: () => Response) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      answer = (respond) => resolve(respond());
      fail = reject;
    });
  });
  return {
    sent,
    respond: (respond: () => Response) => act(async () => answer(respond)),
    disconnect: () => act(async () => fail(new TypeError('Failed to fetch'))),
  };
}

let alerts: string[];

beforeEach(() => {
  alerts = [];
  vi.spyOn(window, 'alert').mockImplementation((message?: unknown) => {
    alerts.push(String(message));
  });
  document.cookie = 'XSRF-TOKEN=token%3Dfrom-cookie; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function renderForm() {
  const user = userEvent.setup();
  const view = render(<ContactForm labels={labels} siteUrl={SITE_URL} idPrefix="contact" />);
  return { user, view };
}

const captchaCode = () => document.querySelector('[data-captcha]')?.textContent ?? '';
const sendButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /SEND MESSAGE|Sending/ });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

async function fillMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), MESSAGE.FirstName);
  await user.type(field('Last Name'), MESSAGE.LastName);
  await user.type(field('Email'), MESSAGE.Email);
  await user.type(field('Country'), MESSAGE.Country);
  await user.type(field('Comment'), MESSAGE.Comment);
  await user.click(screen.getByRole('checkbox'));
}

async function enterCaptcha(user: ReturnType<typeof userEvent.setup>, text = captchaCode()) {
  await user.clear(field('Enter the characters shown'));
  await user.type(field('Enter the characters shown'), text);
}

/**
 * A visitor's whole submit: the message, the captcha typed in capitals (matched case-blind), a
 * click on send. Returns the captcha shown.
 */
async function sendMessage(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  await fillMessage(user);
  const captcha = captchaCode();
  await enterCaptcha(user, captcha.toUpperCase());
  await user.click(sendButton());
  return captcha;
}

function expectMessageKept(captcha: string) {
  for (const [name, value] of Object.entries(MESSAGE)) {
    expect((document.querySelector(`[name="${name}"]`) as HTMLInputElement).value, name).toBe(
      value,
    );
  }
  expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
  expect(captchaCode()).toBe(captcha);
  expect(field('Enter the characters shown').value).toBe(captcha.toUpperCase());
}

describe('fields', () => {
  it('has every field, required by the browser; the privacy checkbox is not required', () => {
    renderForm();
    for (const label of ['First Name', 'Last Name', 'Email', 'Country', 'Comment']) {
      expect(field(label).required, label).toBe(true);
    }
    expect(field('Email').type).toBe('email');
    expect(field('Comment').tagName).toBe('TEXTAREA');
    expect(field('Comment').getAttribute('rows')).toBe('4');
    expect(field('Enter the characters shown').required).toBe(true);
    const privacy = screen.getByRole<HTMLInputElement>('checkbox');
    expect(privacy.required).toBe(false);
    expect(privacy.checked).toBe(false);
    expect(screen.getByLabelText(/stored permanently/)).toBe(privacy);
    expect(screen.getByRole('button', { name: 'New captcha' })).toBeTruthy();
  });

  it('the browser refuses a submit with empty required fields: nothing is sent', async () => {
    const network = fakeFetch();
    const { user } = renderForm();
    await enterCaptcha(user);
    await user.click(sendButton());
    expect(field('First Name').validity.valueMissing).toBe(true);
    expect(network.sent).toEqual([]);
    expect(alerts).toEqual([]);
  });
});

describe('captcha and SEND MESSAGE', () => {
  it('shows a 6-character lowercase alphanumeric captcha; SEND MESSAGE waits for a matching entry, ignoring case', async () => {
    const { user } = renderForm();
    const captcha = captchaCode();
    expect(captcha).toMatch(/^[a-z0-9]{6}$/);
    expect(sendButton().disabled).toBe(true);
    await enterCaptcha(user, captcha.slice(0, 5));
    expect(sendButton().disabled).toBe(true);
    await enterCaptcha(user, `${captcha}x`);
    expect(sendButton().disabled).toBe(true);
    await enterCaptcha(user, captcha.toUpperCase());
    expect(sendButton().disabled).toBe(false);
  });

  it('the refresh button makes a new captcha, and the old entry no longer matches', async () => {
    const { user } = renderForm();
    const first = captchaCode();
    await enterCaptcha(user, first);
    expect(sendButton().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'New captcha' }));
    expect(captchaCode()).toMatch(/^[a-z0-9]{6}$/);
    expect(captchaCode()).not.toBe(first);
    expect(sendButton().disabled).toBe(true);
  });
});

describe('submit', () => {
  it('success: posts the five fields with the XSRF token, disabled while sending, then alerts, clears and makes a new captcha', async () => {
    const network = fakeFetch();
    const { user } = renderForm();
    const captcha = await sendMessage(user);

    expect(network.sent).toHaveLength(1);
    const [{ url, init } = { url: '', init: {} }] = network.sent;
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-XSRF-TOKEN']).toBe('token=from-cookie');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(MESSAGE);
    // In flight: disabled, even though the captcha still matches.
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe('Sending…');
    await user.click(sendButton());
    expect(network.sent).toHaveLength(1);

    await network.respond(() => Response.json({ status: 'ok' }));
    await waitFor(() => expect(alerts).toEqual(['Form submitted successfully!']));
    for (const name of Object.keys(MESSAGE)) {
      expect((document.querySelector(`[name="${name}"]`) as HTMLInputElement).value, name).toBe('');
    }
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
    expect(field('Enter the characters shown').value).toBe('');
    expect(captchaCode()).toMatch(/^[a-z0-9]{6}$/);
    expect(captchaCode()).not.toBe(captcha);
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe('SEND MESSAGE');
  });

  // 403: refused; 429: too many messages from this visitor, with Retry-After.
  it.each([
    [403, {}],
    [429, { 'retry-after': '600' }],
  ])(
    'a refused submit (%i) alerts "Failed to submit form." and keeps everything',
    async (status, headers) => {
      const network = fakeFetch();
      const { user } = renderForm();
      const captcha = await sendMessage(user);
      await network.respond(() => Response.json({ error: 'refused' }, { status, headers }));
      await waitFor(() => expect(alerts).toEqual(['Failed to submit form.']));
      expectMessageKept(captcha);
      expect(sendButton().disabled).toBe(false);
    },
  );

  it('a network failure alerts "Network error, please try again later." and keeps everything; sending again works', async () => {
    const network = fakeFetch();
    const { user } = renderForm();
    const captcha = await sendMessage(user);
    await network.disconnect();
    await waitFor(() => expect(alerts).toEqual(['Network error, please try again later.']));
    expectMessageKept(captcha);
    expect(sendButton().disabled).toBe(false);

    await user.click(sendButton());
    expect(network.sent).toHaveLength(2);
    expect(JSON.parse(String(network.sent[1]?.init.body))).toEqual(MESSAGE);
  });
});

describe('server render and hydration', () => {
  it('the server HTML is the complete form with a placeholder captcha; hydrating it matches, then the captcha appears', async () => {
    const element = <ContactForm labels={labels} siteUrl={SITE_URL} idPrefix="contact" />;
    const html = renderToString(element);
    expect(html).toContain('······');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    for (const name of ['FirstName', 'LastName', 'Email', 'Country', 'Comment', 'captcha']) {
      expect(container.querySelector(`[name="${name}"]`)?.hasAttribute('required'), name).toBe(
        true,
      );
    }
    document.body.append(container);
    const placeholderBox = container.querySelector('[data-captcha]');
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
    );
    try {
      expect(errors).toEqual([]);
      // The same element, now showing a captcha: hydration kept the server's markup.
      expect(container.querySelector('[data-captcha]')).toBe(placeholderBox);
      await waitFor(() => expect(placeholderBox?.textContent).toMatch(/^[a-z0-9]{6}$/));
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
