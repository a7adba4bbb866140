/**
 * What changed, for editors, end to end: the rebuild service on the demo back end (a database
 * file, as `npm run demo` edits it), called with `npm run demo -- publish` (signed with
 * WEBHOOK_SECRET, as a back end signs). An edit of one news title lists that item's old and new
 * addresses and the list pages it appears on, in both languages, in GET /status and as links to the
 * live site on the status page.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../../support/tempFolder.ts';
import {
  SECRET,
  startWebhook,
  waitForBuild,
  waitForStatus,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const run = promisify(execFile);
const dir = tempFolder('webhook-changed-');
const env = { BACKEND_DB: join(dir, 'backend.sqlite'), SITE_URL: '', BACKEND_URL: '' };
let service: RunningProcess;

beforeAll(async () => {
  service = await startWebhook({
    ...env,
    RELEASES_DIR: join(dir, 'releases'),
    WEBHOOK_STATE_DIR: join(dir, 'state'),
  });
});
afterAll(() => service?.stop());

/** `npm run demo -- <args>` as an editor runs it, with the service's secret and port. */
async function demo(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/demo.ts', ...args], {
    env: {
      ...process.env,
      ...env,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_PORT: new URL(service.url).port,
    },
  });
  return stdout;
}

/**
 * Publishes with `npm run demo -- publish` and waits for that build to go live and, when a release
 * was live before (`listed`), for its changed pages to be listed.
 */
async function publish(reason: string, listed: boolean) {
  const printed = await demo('publish', '--reason', reason);
  expect(printed).toContain(`Status page: ${service.url}/`);
  const id = /"buildId":"([^"]+)"/.exec(printed)?.[1] ?? '';
  expect(printed).toMatch(/^202 /);
  const { build } = await waitForBuild(service.url, id);
  expect(build.outcome, JSON.stringify(build)).toBe('live');
  return waitForStatus(service.url, (s) => {
    const record = s.builds.find((b) => b.id === id);
    return s.live?.id === id && (!listed || record?.changedPagesTotal !== null);
  });
}

describe('the pages a publish changed', () => {
  it('lists an edited news item’s addresses and its list pages, both languages, as links', async () => {
    const first = await publish('first publish', false);
    // Nothing was live before: no list, the headline gives the site's size instead.
    expect(first.builds[0]?.changedPagesTotal).toBeNull();

    await demo('edit', 'Announcements', '601', 'Title', 'Our new office is open');
    const after = await publish('news title edited', true);
    const build = after.builds[0];
    const changed = build?.changedPages ?? [];
    expect(changed).toEqual(
      expect.arrayContaining([
        '/NewsHome',
        '/NewsHome/our-new-office-is-open',
        '/NewsHome/havelberg-intranet-goes-live',
        '/neuigkeiten',
        '/neuigkeiten/our-new-office-is-open',
        '/neuigkeiten/havelberg-intranet-goes-live',
      ]),
    );
    // One count, from the same list; pages untouched by the edit are not in it.
    expect(build?.changedPagesTotal).toBe(changed.length);
    expect(changed).not.toContain('/contact');
    expect(
      changed.some((path) => /^\/(?:neuigkeiten|veranstaltungen|datenschutz)\/404/.test(path)),
    ).toBe(false);
    expect(after.live?.changedPages).toEqual(changed);
    expect(after.live?.changedPagesTotal).toBe(changed.length);

    const page = await (await fetch(`${service.url}/`)).text();
    expect(page).toContain(
      '<a href="http://localhost:4321/NewsHome/our-new-office-is-open">/NewsHome/our-new-office-is-open</a>',
    );
    expect(page).toContain(
      '<a href="http://localhost:4321/neuigkeiten/our-new-office-is-open">/neuigkeiten/our-new-office-is-open</a>',
    );
    expect(page).toContain('<a href="http://localhost:4321/">Open the live site</a>');
    expect(page).toContain('Note: news title edited');
  }, 600_000);
});
