/**
 * `astro dev`: every page type in both languages loads without a console error
 * once all its islands have hydrated. Only development builds of React report a hydration
 * mismatch (as a console error), so this is where a server render and a client render that
 * disagree show up: the page's image-fallback script swapping a list card's `src` before React
 * hydrated it did, on every /NewsHome load. And an edited island fast-refreshes: the page is not
 * reloaded and what a visitor typed stays. Started as a developer starts it, `npm run dev -- --port
 * N`, on E2E.devPort, not 3000 (its default, which a developer may be using), over the snapshot
 * the browser tests built; and its contact form, on that port, posts to SITE_URL and is accepted:
 * SITE_URL is `npm run serve` with NODE_ENV=development, started here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { WAIT_BUDGET_MS } from '../support/waitBudget.ts';
import { startServe, type RunningProcess } from '../support/webhookHarness.ts';
import { E2E } from './support/e2eEnv.ts';
import { LOCALES, PAGE_TYPES, siteModel } from './support/pageTypes.ts';
import { expect, test } from './support/test.ts';

/** Directives that hydrate by themselves (load, idle, once visible), as opposed to on demand. */
const SELF_HYDRATING = ['load', 'idle', 'visible'].map((d) => `astro-island[ssr][client="${d}"]`);

let server: ChildProcess | undefined;
let serverLog = '';
/** The site SITE_URL names for the dev server: the built site and the demo API, in development. */
let site: RunningProcess | undefined;

test.describe.configure({ mode: 'serial' });
// A window tall enough that lazy images load at once, and a missing one fails at once.
test.use({ baseURL: E2E.devUrl, viewport: { width: 1440, height: 4000 } });

/**
 * Holds the islands' component modules until the images in view have loaded or failed, so the
 * page's own scripts have done whatever they do to them before React hydrates: the order in
 * which changing an island's HTML before hydration shows as a mismatch, made certain instead of
 * left to the machine's timing.
 */
async function hydrateAfterImages(page: Page): Promise<void> {
  // One wait for the page, shared by every held module: an island's modules import each other,
  // and a wait per module would add up along the chain.
  let imagesSettled: Promise<unknown> | undefined;
  await page.route(/\.[jt]sx(\?|$)/, async (route) => {
    imagesSettled ??= page
      .waitForFunction(
        () =>
          document.readyState !== 'loading' &&
          [...document.images].every((img) => {
            const box = img.getBoundingClientRect();
            // A lazy image out of view (below, in a slide beside it, not displayed) never loads.
            const outOfView =
              box.width === 0 ||
              box.top > window.innerHeight ||
              box.bottom < 0 ||
              box.left >= window.innerWidth ||
              box.right <= 0;
            return img.complete || outOfView;
          }),
        undefined,
        // Within the wait for hydration that follows, whatever happens here.
        { timeout: WAIT_BUDGET_MS / 2 },
      )
      .catch(() => undefined);
    await imagesSettled;
    await route.continue();
  });
}

test.beforeAll(async () => {
  // The first start compiles the site and optimises its dependencies: slow on a loaded machine.
  test.setTimeout(6 * WAIT_BUDGET_MS);
  site = await startServe(E2E.distDir, ':memory:', { NODE_ENV: 'development', SITE_URL: '' });
  // The port flags as a developer passes them (package.json must not fix a port of its own). In
  // a process group of its own, so the server npm starts is stopped with it.
  server = spawn(
    'npm',
    ['run', 'dev', '--', '--port', String(E2E.devPort), '--host', '127.0.0.1'],
    {
      env: {
        ...process.env,
        CONTENT_SNAPSHOT: E2E.snapshot,
        SITE_URL: site.url,
        ASTRO_TELEMETRY_DISABLED: '1',
        // What `npm run dev` runs under, whatever the caller's NODE_ENV: under production, astro
        // dev sends no hot updates and React reports no hydration mismatch.
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const keep = (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-4000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`astro dev exited:\n${serverLog}`);
        return fetch(`${E2E.devUrl}/`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 5 * WAIT_BUDGET_MS, message: `astro dev answers on ${E2E.devUrl}` },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await site?.stop();
  if (!server?.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
});

/**
 * Brings each island that hydrates by itself to the middle of the viewport in turn (so
 * client:visible ones hydrate too) and waits until it has: a condition per island, from the test
 * side, not a loop of animation frames inside the page (which a busy machine stalled once).
 */
async function hydrateEveryIsland(page: Page): Promise<void> {
  const selector = SELF_HYDRATING.join(', ');
  const waiting = page.locator(selector);
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    // Looked up inside the page, not through a locator, which would wait for an island that
    // hydrated between the count and the scroll (and so wait for ever).
    await page.evaluate((s) => {
      document.querySelector(s)?.firstElementChild?.scrollIntoView({ block: 'center' });
    }, selector);
    await expect.poll(() => waiting.count()).toBeLessThan(left);
  }
  // React reports a recoverable hydration error after the commit: let that turn pass.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

test('astro dev serves React’s development build, the only one that reports a hydration mismatch', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/contact');
  await hydrateEveryIsland(page);
  // Printed by react-dom's development build only, once it renders in a browser.
  await expect.poll(() => messages.join('\n')).toMatch(/Download the React DevTools/);
});

for (const locale of LOCALES) {
  for (const pageType of PAGE_TYPES) {
    test(`astro dev: the ${locale} ${pageType.name} hydrates without a console error`, async ({
      page,
      consoleErrors,
    }) => {
      // The first visit of each page compiles it.
      test.setTimeout(6 * WAIT_BUDGET_MS);
      if (pageType.status === 404) consoleErrors.allow(/status of 404/);
      const path = encodeURI(pageType.path(await siteModel(), locale));
      await hydrateAfterImages(page);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(pageType.status ?? 200);
      await hydrateEveryIsland(page);
      // The fixture fails the test on any console error (hydration mismatches included).
    });
  }
}

test('astro dev: an edited island fast-refreshes, keeping what was typed (island files export components only)', async ({
  page,
}) => {
  test.setTimeout(6 * WAIT_BUDGET_MS);
  const updates: string[] = [];
  page.on('console', (message) => updates.push(message.text()));
  await page.goto('/contact');
  await hydrateEveryIsland(page);
  const firstName = page.getByRole('textbox', { name: 'First Name' });
  await firstName.fill('Ada');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  // A real edit of the island's file (a comment appended, the file restored after), as a
  // developer's save is: Vite sends the update.
  const file = 'src/features/contact/ContactForm.tsx';
  const original = readFileSync(file, 'utf8');
  const hotUpdated = /hot updated: \/src\/features\/contact\/ContactForm\.tsx/;
  try {
    writeFileSync(file, `${original}\n// fast-refresh probe\n`);
    await expect
      .poll(() => updates.join('\n'), {
        message: `the page reports a hot update; astro dev printed:\n${serverLog}`,
      })
      .toMatch(hotUpdated);
  } finally {
    writeFileSync(file, original);
  }
  expect(updates.join('\n')).not.toMatch(/Could not Fast Refresh|page reload/i);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  await expect(firstName).toHaveValue('Ada');
});

test('npm run dev -- --port N: the contact form posts to SITE_URL, which accepts it from that port', async ({
  page,
}) => {
  test.setTimeout(6 * WAIT_BUDGET_MS);
  const siteUrl = site?.url ?? '';
  // A page of the site gives the XSRF-TOKEN cookie the form echoes; cookies do not tell ports
  // apart, so the dev page on the same host reads it. (The page's own request, sharing cookies.)
  await page.request.get(`${siteUrl}/`);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/contact');
  const form = page.locator('form[data-contact-form]');
  await expect(page.locator('[data-captcha]')).toHaveText(/^[a-z0-9]{6}$/);
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email', { exact: true }).fill('ada@example.org');
  await form.getByLabel('Country').fill('United Kingdom');
  await form.getByLabel('Comment').fill('Sent from astro dev on another port');
  await form
    .getByLabel('Enter the characters shown')
    .fill((await page.locator('[data-captcha]').textContent()) ?? '');
  const posted = page.waitForResponse('**/HHHHPUBLICAPI/insertForm.php');
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const response = await posted;
  expect(response.url()).toBe(`${siteUrl}/HHHHPUBLICAPI/insertForm.php`);
  expect(response.status()).toBe(200);
  await expect.poll(() => alerts).toEqual(['Form submitted successfully!']);
});
