/**
 * `npm run webhook` with no back end configured (neither BACKEND_URL nor SITE_URL), as a real
 * process: the command, not the product, starts the demo back end, once, keeps it for the
 * service's life (every call pulls from it: a first publish goes live, a second finds the same
 * content unchanged) and stops it with the service.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../../support/tempFolder.ts';
import {
  bearer,
  call,
  startWebhook,
  waitForBuild,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const dir = tempFolder('webhook-demo-');
let service: RunningProcess;
let demoUrl: string;

beforeAll(async () => {
  service = await startWebhook({
    SITE_URL: '',
    BACKEND_URL: '',
    BACKEND_DB: ':memory:',
    RELEASES_DIR: join(dir, 'releases'),
    WEBHOOK_STATE_DIR: join(dir, 'state'),
  });
  // Printed right after the line startWebhook waits for.
  await waitForOutput(/^Content from .*$/m);
  demoUrl =
    /Content from the demo back end \((http:\/\/127\.0\.0\.1:\d+)\)/.exec(
      service.output.text,
    )?.[1] ?? '';
});
afterAll(() => service?.stop());

/** Resolves once the service has printed a line matching `pattern`. */
function waitForOutput(pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!pattern.test(service.output.text)) return;
      service.child.stdout?.off('data', check);
      resolve();
    };
    service.child.stdout?.on('data', check);
    service.child.once('exit', () => reject(new Error(service.output.text)));
    check();
  });
}

/** Whether the demo back end answers a pull's request. */
async function demoAnswers(): Promise<boolean> {
  try {
    const res = await fetch(`${demoUrl}/HHHHPUBLICAPI/getDataAll.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ table: 'Events' }),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** A rebuild called with the token, once finished. */
async function rebuild(reason: string) {
  const answer = await call(service.url, '/rebuild', {
    headers: bearer(),
    body: JSON.stringify({ reason }),
  });
  expect(answer.status).toBe(202);
  return (await waitForBuild(service.url, String(answer.body['buildId']))).build;
}

describe('the rebuild service with no back end configured', () => {
  it('says it pulls from the demo back end, and builds for the default site', () => {
    expect(demoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.output.text).toContain('pages built for http://localhost:4321 (SITE_URL unset');
  });

  it('pulls from that one demo back end on every call, kept between calls', async () => {
    const first = await rebuild('first publish');
    expect(first.outcome, JSON.stringify(first)).toBe('live');
    expect(await demoAnswers()).toBe(true);
    const second = await rebuild('nothing changed');
    expect(second, JSON.stringify(second)).toMatchObject({ outcome: 'unchanged', step: 'compare' });
  }, 600_000);

  it('stops it with the service', async () => {
    await service.stop();
    expect(await demoAnswers()).toBe(false);
  });
});
