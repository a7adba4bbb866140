/**
 * `npm run serve` (scripts/serve.ts, as a real process) on a port other than 4321 accepts the
 * contact posts of its own pages: without SITE_URL it trusts the origin it serves on, not the
 * default SITE_URL the build baked in; a loopback SITE_URL on another port does not lock its own
 * pages out either; a public SITE_URL is the only origin trusted, and the command says which.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../../support/tempFolder.ts';
import { startServe, type RunningProcess } from '../../support/webhookHarness.ts';

const dist = tempFolder('serve-origin-');
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>');
const MESSAGE = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Country: 'United Kingdom',
  Email: 'ada@example.org',
  Comment: 'Hello',
};

const running: RunningProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((serve) => serve.stop()));
});

/** `npm run serve` on a free port (so not 4321) with `env`, its port and output. */
async function serve(env: Record<string, string>): Promise<{ port: number; output: string }> {
  const started = await startServe(dist, ':memory:', { NODE_ENV: 'production', ...env });
  running.push(started);
  const port = Number(new URL(started.url).port);
  // The contact line is printed right after the one startServe waits for.
  await expect.poll(() => started.output.text).toMatch(/Contact form accepts/);
  return { port, output: started.output.text };
}

/** A page of the site loaded from `pageOrigin`, then its contact form posted, as a browser does. */
async function postFromPage(port: number, pageOrigin: string): Promise<number> {
  const page = await fetch(`http://127.0.0.1:${port}/`);
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const token = cookie.split('=')[1] ?? '';
  expect(token).not.toBe('');
  const res = await fetch(`http://127.0.0.1:${port}/HHHHPUBLICAPI/insertForm.php`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: pageOrigin,
      cookie,
      'x-xsrf-token': token,
    },
    body: JSON.stringify(MESSAGE),
  });
  await res.body?.cancel();
  return res.status;
}

describe('npm run serve on a port other than 4321', () => {
  it('without SITE_URL, accepts posts from its own pages and says which origin it trusts', async () => {
    const { port, output } = await serve({ SITE_URL: '' });
    expect(port).not.toBe(4321);
    expect(output).toContain(`Contact form accepts posts from pages on http://localhost:${port}`);
    expect(await postFromPage(port, `http://localhost:${port}`)).toBe(200);
    expect(await postFromPage(port, `http://127.0.0.1:${port}`)).toBe(200);
    // Not every local page: the default site's port, or any other, is still refused.
    expect(await postFromPage(port, 'http://localhost:4321')).toBe(403);
    expect(await postFromPage(port, 'https://evil.example')).toBe(403);
  });

  it('with a loopback SITE_URL on another port, its own pages still post', async () => {
    const { port } = await serve({ SITE_URL: 'http://localhost:4321' });
    expect(await postFromPage(port, `http://localhost:${port}`)).toBe(200);
    expect(await postFromPage(port, 'http://localhost:4321')).toBe(200);
  });

  it('with a public SITE_URL, trusts that origin only (a visitor’s localhost is not the site)', async () => {
    const { port, output } = await serve({ SITE_URL: 'https://www.example.org' });
    expect(output).toContain('accepts posts from pages on https://www.example.org (SITE_URL)');
    expect(await postFromPage(port, 'https://www.example.org')).toBe(200);
    expect(await postFromPage(port, `http://localhost:${port}`)).toBe(403);
  });
});
