/**
 * The contact form against the demo back end behind the same server `npm start` uses: a real submit
 * it stores (X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie, exactly five JSON fields), a
 * refused submit (403 for a mismatching token), a network failure, the captcha rule and the
 * browser's required fields — by keyboard.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';

const EN = {
  first: 'First Name',
  last: 'Last Name',
  email: 'Email',
  country: 'Country',
  comment: 'Comment',
  captcha: 'Enter the characters shown',
  send: 'SEND MESSAGE',
};
const MESSAGE = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.org',
  Country: 'United Kingdom',
  Comment: 'Could you help us move our intranet to SharePoint?\nThanks!',
};

/** The form itself, so labels never match the footer's (E-Mail, …). */
const form = (page: Page) => page.locator('form[data-contact-form]');

function alerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Opens the form and waits until it is interactive (the captcha is made after hydration). */
async function openForm(page: Page, path = '/contact'): Promise<string> {
  await page.goto(path);
  const code = page.locator('[data-captcha]');
  await expect(code).toHaveText(/^[a-z0-9]{6}$/);
  return (await code.textContent()) ?? '';
}

/** Fills every field by keyboard only, starting from First Name, and ticks the privacy box. */
async function fillByKeyboard(page: Page, labels = EN): Promise<void> {
  await form(page).getByLabel(labels.first).focus();
  await page.keyboard.type(MESSAGE.FirstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(MESSAGE.LastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(MESSAGE.Email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(MESSAGE.Country);
  await page.keyboard.press('Tab');
  await page.keyboard.type(MESSAGE.Comment);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(form(page).getByRole('checkbox')).toBeChecked();
}

async function expectFieldsKept(page: Page, labels = EN): Promise<void> {
  await expect(form(page).getByLabel(labels.first)).toHaveValue(MESSAGE.FirstName);
  await expect(form(page).getByLabel(labels.last)).toHaveValue(MESSAGE.LastName);
  await expect(form(page).getByLabel(labels.email, { exact: true })).toHaveValue(MESSAGE.Email);
  await expect(form(page).getByLabel(labels.country)).toHaveValue(MESSAGE.Country);
  await expect(form(page).getByLabel(labels.comment)).toHaveValue(MESSAGE.Comment);
}

/** Types the captcha (in capitals: it matches ignoring case) and sends with Enter. */
async function sendByKeyboard(page: Page, captcha: string, labels = EN): Promise<void> {
  await page.keyboard.press('Tab'); // the captcha's refresh button
  await expect(page.getByRole('button', { name: /New captcha|Neues Captcha/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form(page).getByLabel(labels.captcha)).toBeFocused();
  await page.keyboard.type(captcha.toUpperCase());
  await page.keyboard.press('Tab');
  const send = page.getByRole('button', { name: labels.send });
  await expect(send).toBeFocused();
  await expect(send).toBeEnabled();
  await page.keyboard.press('Enter');
}

test('contact form: keyboard only — fill, captcha, send; the back end stores it and the form resets', async ({
  page,
  context,
}) => {
  const messages = alerts(page);
  const captcha = await openForm(page);
  await fillByKeyboard(page);
  const sent = page.waitForRequest('**/HHHHPUBLICAPI/insertForm.php');
  await sendByKeyboard(page, captcha);
  const request: Request = await sent;

  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  expect(token, 'the server sets an XSRF-TOKEN cookie with the page').toBeTruthy();
  expect(request.method()).toBe('POST');
  expect(request.headers()['x-xsrf-token']).toBe(decodeURIComponent(token ?? ''));
  expect(request.headers()['content-type']).toMatch(/^application\/json/);
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual([
    'Comment',
    'Country',
    'Email',
    'FirstName',
    'LastName',
  ]);
  expect(body).toEqual(MESSAGE);
  const response = await request.response();
  expect(response?.status()).toBeGreaterThanOrEqual(200);
  expect(response?.status()).toBeLessThan(300);

  await expect.poll(() => messages).toEqual(['Form submitted successfully!']);
  for (const label of [EN.first, EN.last, EN.country, EN.comment, EN.captcha]) {
    await expect(form(page).getByLabel(label)).toHaveValue('');
  }
  await expect(form(page).getByLabel(EN.email, { exact: true })).toHaveValue('');
  await expect(page.locator('[data-captcha]')).toHaveText(/^[a-z0-9]{6}$/);
  await expect(page.locator('[data-captcha]')).not.toHaveText(captcha);
  await expect(page.getByRole('button', { name: EN.send })).toBeDisabled();
});

test('contact form: a refused submit (mismatching XSRF token, 403) alerts "Failed to submit form." and keeps everything', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 403 .*insertForm\.php/);
  const messages = alerts(page);
  const captcha = await openForm(page);
  // A second XSRF-TOKEN the page's script cannot see (it is scoped to the API path) is sent first:
  // the header carries the page's token, the back end compares it with the planted one.
  const host = new URL(baseURL ?? '').hostname;
  await context.addCookies([
    { name: 'XSRF-TOKEN', value: 'planted-token', domain: host, path: '/HHHHPUBLICAPI/' },
  ]);
  const pageToken = (await context.cookies()).find(
    (c) => c.name === 'XSRF-TOKEN' && c.path === '/',
  )?.value;
  await fillByKeyboard(page);
  const answered = page.waitForResponse('**/HHHHPUBLICAPI/insertForm.php');
  await sendByKeyboard(page, captcha);
  const response = await answered;
  expect(response.request().headers()['x-xsrf-token']).toBe(decodeURIComponent(pageToken ?? ''));
  expect(response.status()).toBe(403);
  await expect.poll(() => messages).toEqual(['Failed to submit form.']);
  await expectFieldsKept(page);
  await expect(page.locator('[data-captcha]')).toHaveText(captcha);
  await expect(form(page).getByLabel(EN.captcha)).toHaveValue(captcha.toUpperCase());
});

test('contact form: a network failure alerts "Network error, please try again later." and keeps everything', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/^Failed to load resource: .*insertForm\.php/);
  const messages = alerts(page);
  await page.route('**/HHHHPUBLICAPI/insertForm.php', (route) =>
    route.abort('internetdisconnected'),
  );
  const captcha = await openForm(page);
  await fillByKeyboard(page);
  await sendByKeyboard(page, captcha);
  await expect.poll(() => messages).toEqual(['Network error, please try again later.']);
  await expectFieldsKept(page);
  await expect(page.getByRole('button', { name: EN.send })).toBeEnabled();
});

test('contact form: SEND MESSAGE is disabled until the captcha entry matches, ignoring case; refresh makes a new one', async ({
  page,
}) => {
  const captcha = await openForm(page);
  const send = page.getByRole('button', { name: EN.send });
  const entry = form(page).getByLabel(EN.captcha);
  await expect(send).toBeDisabled();
  await entry.fill(`${captcha.slice(0, 5)}`);
  await expect(send).toBeDisabled();
  await entry.fill(`${captcha}x`);
  await expect(send).toBeDisabled();
  await entry.fill(captcha.toUpperCase());
  await expect(send).toBeEnabled();

  const refresh = page.getByRole('button', { name: 'New captcha' });
  await refresh.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-captcha]')).not.toHaveText(captcha);
  await expect(send).toBeDisabled();
});

test('contact form: every field is required by the browser; the privacy checkbox is not', async ({
  page,
}) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes('insertForm.php')) posted = true;
  });
  const captcha = await openForm(page);
  for (const label of [EN.first, EN.last, EN.email, EN.country, EN.comment, EN.captcha]) {
    await expect(form(page).getByLabel(label, { exact: true })).toHaveAttribute('required', '');
  }
  await expect(form(page).getByLabel(EN.email, { exact: true })).toHaveAttribute('type', 'email');
  await expect(form(page).getByLabel(EN.comment)).toHaveAttribute('rows', '4');
  await expect(form(page).getByRole('checkbox')).not.toHaveAttribute('required', '');
  await expect(form(page).getByRole('checkbox')).not.toBeChecked();

  await form(page).getByLabel(EN.captcha).fill(captcha);
  await page.getByRole('button', { name: EN.send }).click();
  expect(
    await page
      .getByLabel(EN.first)
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  expect(posted).toBe(false);
  expect((await page.locator('.contact-card').boundingBox())?.width).toBeLessThanOrEqual(740);
});

test('contact form (German): labels, button and alerts in German', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 500 .*insertForm\.php/);
  const DE = {
    first: 'Vorname',
    last: 'Nachname',
    email: 'E-Mail',
    country: 'Land',
    comment: 'Kommentar',
    captcha: 'Angezeigte Zeichen eingeben',
    send: 'NACHRICHT SENDEN',
  };
  const messages = alerts(page);
  await page.route('**/HHHHPUBLICAPI/insertForm.php', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  const captcha = await openForm(page, '/de/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KONTAKTFORMULAR');
  await fillByKeyboard(page, DE);
  await sendByKeyboard(page, captcha, DE);
  await expect.poll(() => messages).toEqual(['Formular konnte nicht gesendet werden.']);
  await expectFieldsKept(page, DE);
});

test('contact form: hydration moves nothing — the captcha appears in the space the server HTML kept for it', async ({
  page,
  browser,
}) => {
  // Without JavaScript: the server's HTML, placeholder in the captcha box.
  const still = await browser.newContext({ javaScriptEnabled: false });
  const boxes = async (p: Page) =>
    Promise.all(
      [
        '[data-captcha]',
        'form[data-contact-form] button[type="submit"]',
        'form[data-contact-form]',
      ].map(async (selector) => p.locator(selector).boundingBox()),
    );
  let before: Awaited<ReturnType<typeof boxes>>;
  try {
    const plain = await still.newPage();
    await plain.goto('/contact');
    await expect(plain.locator('[data-captcha]')).toHaveText('······');
    await expect(plain.getByRole('button', { name: EN.send })).toBeDisabled();
    before = await boxes(plain);
  } finally {
    await still.close();
  }

  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openForm(page);
  const after = await boxes(page);
  for (const [index, box] of after.entries()) {
    const was = before[index];
    expect(box && was, 'box found').toBeTruthy();
    if (box && was) {
      for (const key of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(box[key] - was[key]), `${index} ${key}`).toBeLessThanOrEqual(0.5);
      }
    }
  }
  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0),
  );
  expect(shift).toBeLessThanOrEqual(0.02);
});
