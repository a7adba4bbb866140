/**
 * An editor's ordinary edits take the fast path: through the real rebuild service
 * (`node scripts/webhook.ts`, its build worker) pulling from the demo back end over HTTP, a news
 * body, a page title and a menu label are edited on the back end and published one after the
 * other, and each build renders its changed files with the kept renderer and carries the rest,
 * with no decline in its record or in the service's log. A fast path that stops working (after
 * an Astro upgrade, say) keeps the site right but slow: this test is what notices. That such a
 * build equals a full build byte for byte is checked in tests/integration/site/warmRenderer.test.ts.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullContent } from '../../../src/backend/pullContent.ts';
import type { Row, Tables } from '../../../src/content/types.ts';
import type { BuildRecord } from '../../../src/publish/buildHistory.ts';
import { STATUS_TEXT } from '../../../src/publish/statusText.ts';
import { escapeHtml } from '../../../src/content/escapeHtml.ts';
import { startBackend, type RunningBackend } from '../../../demo/backend/startBackend.ts';
import { fileTree } from '../../support/fileTree.ts';
import {
  bearer,
  call,
  startWebhook,
  waitForBuild,
  type RunningProcess,
} from '../../support/webhookHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'webhook-fastpath-'));
const releasesDir = join(dir, 'releases');
let backend: RunningBackend;
let service: RunningProcess;
let tables: Tables;

/** Puts `change` of the content on the back end, publishes, and returns the build's record. */
async function publishEdit(change: (tables: Tables) => Tables): Promise<BuildRecord> {
  tables = change(tables);
  backend.db.replaceContent(tables);
  const answer = await call(service.url, '/rebuild', {
    headers: bearer(),
    body: JSON.stringify({ reason: 'an edit' }),
  });
  expect(answer.status).toBe(202);
  const { build } = await waitForBuild(service.url, String(answer.body['buildId']));
  expect(build.outcome, JSON.stringify(build)).toBe('live');
  return build;
}

/** The lines the service logged for build `id` (its worker's output included). */
function logOf(id: string): string[] {
  return service.output.text.split('\n').filter((line) => line.includes(`[build ${id}]`));
}

/** `tables` with the row of `table` whose `key` is `value` changed by `change`. */
function editRow(
  table: keyof Tables,
  key: string,
  value: unknown,
  change: Partial<Row>,
): (tables: Tables) => Tables {
  return (current) => {
    const rows = current[table].map((row) => (row[key] === value ? { ...row, ...change } : row));
    expect(rows).not.toEqual(current[table]);
    return { ...current, [table]: rows };
  };
}

beforeAll(async () => {
  backend = await startBackend({ port: 0, dbPath: ':memory:' });
  tables = (await pullContent({ baseUrl: backend.url })).tables;
  service = await startWebhook({
    BACKEND_URL: backend.url,
    SITE_URL: 'https://www.example.org',
    RELEASES_DIR: releasesDir,
    WEBHOOK_STATE_DIR: join(dir, 'state'),
  });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await backend?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ordinary edits through the rebuild service take the fast path', () => {
  it('says why the first publish is a full build: nothing was live', async () => {
    const first = await publishEdit((current) => current);
    expect(first.declined?.code).toBe('no-release');
    expect(first.carried).toBe(0);
    expect(logOf(first.id).join('\n')).toMatch(
      /\] Full build: there is no live release .* \[no-release\]$/m,
    );
    // An editor (behind a proxy) reads it on the status page, in German too, worded from its code.
    const editor = { 'x-forwarded-for': '203.0.113.9' };
    const page = await fetch(`${service.url}/`, {
      headers: { ...editor, 'accept-language': 'de' },
    });
    expect(await page.text()).toContain(escapeHtml(STATUS_TEXT.de.declined['no-release']));
    const json = (await (await fetch(`${service.url}/status`, { headers: editor })).json()) as {
      builds: BuildRecord[];
    };
    expect(json.builds.find((b) => b.id === first.id)?.declined).toEqual({
      code: 'no-release',
      detail: STATUS_TEXT.en.declined['no-release'],
    });
  });

  it.each([
    {
      edit: 'a news body',
      change: (current: Tables) =>
        editRow('Announcements', 'Id', current.Announcements[0]!['Id'], {
          Body: '<p>A body edited on the back end.</p>',
        })(current),
      shows: 'A body edited on the back end.',
    },
    {
      edit: 'a page title',
      change: editRow('SmartMetaData', 'Title', 'Compliance Notes', {
        Title: 'Compliance Notes, edited',
      }),
      shows: 'Compliance Notes, edited',
    },
    {
      edit: 'a menu label',
      change: editRow('TopNavigation', 'Title', 'Meet the Team', { Title: 'Our people' }),
      shows: '>Our people</a>',
    },
  ])('renders $edit with the kept renderer, carrying every other file', async (edit) => {
    const build = await publishEdit(edit.change);
    // No decline: neither in the record (and so on the status page) nor in the log.
    expect(build.declined, JSON.stringify(build.declined)).toBeUndefined();
    const log = logOf(build.id).join('\n');
    expect(log).not.toMatch(/(?:Full|Slower) build:/);
    expect(log).toContain('rendered with the renderer kept from the last build');
    expect(build.rendered).toBeGreaterThan(0);
    expect(build.carried).toBeGreaterThan(build.rendered!);
    // Not vacuous: the edit is live.
    const pages = [...fileTree(realpathSync(join(releasesDir, 'current')))].filter(([file]) =>
      file.endsWith('.html'),
    );
    expect(pages.filter(([, bytes]) => bytes.includes(edit.shows)).length).toBeGreaterThan(0);
  });
});
