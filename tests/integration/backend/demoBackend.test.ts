/**
 * The demo back end over real HTTP (issue 2 item 5): the three endpoints' shapes, the contact
 * endpoint's refusals, durability under 50 concurrent submits, and the seed's coverage.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleKey } from '../../../src/content/titleKey.ts';
import { TABLE_NAMES, type Row } from '../../../src/content/types.ts';
import { openDatabase } from '../../../src/services/demoBackend/database.ts';
import { seedTables } from '../../../src/services/demoBackend/seed/seedTables.ts';
import {
  startBackend,
  type RunningBackend,
} from '../../../src/services/demoBackend/startBackend.ts';

const SITE = 'https://www.lindenfeld.example';
let backend: RunningBackend;
let dbPath: string;

beforeAll(async () => {
  dbPath = join(mkdtempSync(join(tmpdir(), 'backend-')), 'db.sqlite');
  backend = await startBackend({ port: 0, dbPath, allowedOrigins: [SITE] });
});
afterAll(() => backend.close());

const post = (endpoint: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/HHHHPUBLICAPI/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const message = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.org',
  Country: 'United Kingdom',
  Comment: 'Hello!',
};

describe('getDataAll.php (SPEC §7)', () => {
  it.each(TABLE_NAMES)('answers %s with rows at data.data', async (table) => {
    const res = await post('getDataAll.php', { table });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as { data: { data: Row[] } };
    expect(Array.isArray(body.data.data)).toBe(true);
    expect(body.data.data.length).toBeGreaterThan(0);
  });

  it('refuses an unknown table with a JSON error', async () => {
    const res = await post('getDataAll.php', { table: 'sqlite_master' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: expect.stringMatching(/Unknown table/),
      field: 'table',
    });
  });

  it('refuses non-POST methods and unknown endpoints', async () => {
    const get = await fetch(`${backend.url}/HHHHPUBLICAPI/getDataAll.php`);
    expect(get.status).toBe(405);
    expect(await get.json()).toHaveProperty('error');
    expect((await post('dropTables.php', {})).status).toBe(404);
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect((await post('getDataAll.php', '{table')).status).toBe(400);
  });
});

describe('getDataByTitle.php (SPEC §7)', () => {
  it('finds the item by title, ignoring case and punctuation, at data', async () => {
    const res = await post('getDataByTitle.php', {
      table: 'Events',
      keyTitle: 'ÄNDERUNGSMANAGEMENT - workshop fuer vereine',
      id: null,
    });
    const body = (await res.json()) as { data: Row | null };
    expect(body.data?.['Title']).toBe('Änderungsmanagement: Workshop für Vereine');
  });

  it('answers data: null when nothing matches', async () => {
    const res = await post('getDataByTitle.php', {
      table: 'Events',
      keyTitle: 'nothing',
      id: null,
    });
    expect(await res.json()).toEqual({ data: null });
  });
});

describe('insertForm.php (SPEC §7, issue 2)', () => {
  it('stores a valid message and answers 2xx JSON', async () => {
    const res = await post('insertForm.php', message, { origin: SITE });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; id: number };
    expect(body.status).toBe('ok');
    expect(backend.db.messages().find((m) => m.id === body.id)).toMatchObject(message);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('accepts the back end’s own origin and the local development origin', async () => {
    expect((await post('insertForm.php', message, { origin: backend.url })).status).toBe(200);
    expect(
      (await post('insertForm.php', message, { origin: 'http://localhost:3000' })).status,
    ).toBe(200);
  });

  it('refuses a browser request from a foreign origin (403)', async () => {
    const res = await post('insertForm.php', message, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'Origin not allowed' });
  });

  it('refuses a cookie token without its matching header (403), accepts it with one', async () => {
    const cookie = { cookie: 'XSRF-TOKEN=abc123; other=1' };
    expect((await post('insertForm.php', message, cookie)).status).toBe(403);
    expect(
      (await post('insertForm.php', message, { ...cookie, 'x-xsrf-token': 'wrong' })).status,
    ).toBe(403);
    expect(
      (await post('insertForm.php', message, { ...cookie, 'x-xsrf-token': 'abc123' })).status,
    ).toBe(200);
  });

  it('accepts only a JSON body (415 otherwise)', async () => {
    const res = await post('insertForm.php', 'FirstName=Ada', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
  });

  it.each([
    ['a missing field', { ...message, Country: undefined }, 'Country', /Country is required/],
    ['a blank field', { ...message, FirstName: '   ' }, 'FirstName', /FirstName is required/],
    ['an invalid email', { ...message, Email: 'not-an-email' }, 'Email', /not a valid e-mail/],
    [
      'an over-long comment',
      { ...message, Comment: 'x'.repeat(5001) },
      'Comment',
      /longer than 5000/,
    ],
    ['an over-long name', { ...message, LastName: 'x'.repeat(101) }, 'LastName', /longer than 100/],
  ])('answers 400 naming the field for %s', async (_label, body, field, error) => {
    const res = await post('insertForm.php', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field, error: expect.stringMatching(error) });
  });

  it('caps the body (413)', async () => {
    const res = await post('insertForm.php', { ...message, Comment: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
  });

  it('answers a CORS preflight for the site origin and refuses one from elsewhere', async () => {
    const preflight = (origin: string) =>
      fetch(`${backend.url}/HHHHPUBLICAPI/insertForm.php`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(SITE)).status).toBe(204);
    expect((await preflight('https://evil.example')).status).toBe(403);
  });

  it('loses no acknowledged message under 50 concurrent submits', async () => {
    const before = backend.db.messages().length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('insertForm.php', { ...message, Comment: `concurrent ${i}` }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const ids = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { id: number }).id),
    );
    expect(new Set(ids).size).toBe(50);
    // Re-open the file from disk: every acknowledged message is there.
    const reopened = openDatabase(dbPath, seedTables);
    const stored = reopened.messages();
    reopened.close();
    expect(stored.length).toBe(before + 50);
    for (let i = 0; i < 50; i++)
      expect(stored.some((m) => m.Comment === `concurrent ${i}`)).toBe(true);
  });
});

describe('demo seed (issue 2: exercises every table, template, type and fault)', () => {
  const tables = seedTables();
  const configs = tables.ContainerList.flatMap((row) => {
    try {
      return JSON.parse(String(row['TemplateConfiguration'] ?? '[]')) as Record<string, string>[];
    } catch {
      return [];
    }
  });
  const values = (key: string) => new Set(configs.map((c) => c[key]).filter(Boolean));

  it('covers every template, section type, ordering, image position, data source and card type', () => {
    for (const t of [
      'DataGrid',
      'BlogDataGrid',
      'FullContainer',
      'Slider',
      'TeamDataGrid',
      'Form',
    ]) {
      expect(values('Title')).toContain(t);
    }
    for (const t of [
      'BackgroundImage',
      'ImageAndContent',
      'SiteTheme',
      'Slider-1',
      'Slider-2',
      'Slider-3',
    ]) {
      expect(values('selectedType')).toContain(t);
    }
    for (let n = 1; n <= 4; n++) expect(values('selectedType')).toContain(`CardGrid-${n}`);
    for (const o of [
      'number',
      'roman',
      'lowercaseRoman',
      'alphabet',
      'lowercaseAlphabet',
      'bullet',
      'none',
    ]) {
      expect(values('orderingType')).toContain(o);
    }
    for (const p of ['top', 'bottom', 'left', 'right', 'center'])
      expect(values('imagePosition')).toContain(p);
    for (const d of ['News', 'Event', 'Document', 'Smart Pages', 'ContainerItems']) {
      expect(values('dataSource')).toContain(d);
    }
    expect(values('cardType')).toContain('Blog Card');
    expect(values('cardType')).toContain('Feature Card');
  });

  it('has every footer type, sub-menus and an anchor link', () => {
    const types = new Set(tables.Footer.map((r) => r['FooterTaxType']));
    for (const t of [
      'Navigation',
      'Brand Name',
      'Address',
      'Social Media Link',
      'Email',
      'Phone',
      'Bottom Navigation',
      'Copy Write Text',
    ]) {
      expect(types).toContain(t);
    }
    const social = tables.Footer.filter((r) => r['FooterTaxType'] === 'Social Media Link').map(
      (r) => String(r['Title']).toLowerCase(),
    );
    expect(social.sort()).toEqual(['facebook', 'instagram', 'linkedin', 'twitter']);
    expect(tables.TopNavigation.some((r) => r['ParentId'])).toBe(true);
    expect(tables.TopNavigation.some((r) => String(r['href']).includes('#'))).toBe(true);
  });

  it('has at least 12 news and 12 events across 3 years, with the faults the model must survive', () => {
    const years = (rows: Row[], col: string) =>
      new Set(rows.map((r) => /^(\d{4})-/.exec(String(r[col]))?.[1]).filter(Boolean));
    expect(tables.Announcements.length).toBeGreaterThanOrEqual(12);
    expect(tables.Events.length).toBeGreaterThanOrEqual(12);
    expect(years(tables.Announcements, 'PublishingDate').size).toBeGreaterThanOrEqual(3);
    expect(years(tables.Events, 'EventDate').size).toBeGreaterThanOrEqual(3);
    expect(
      tables.Announcements.some((r) => Number.isNaN(Date.parse(String(r['PublishingDate'])))),
    ).toBe(true);
    expect(tables.Announcements.some((r) => String(r['Body']).length > 220)).toBe(true);
    expect(tables.TeamDetails.some((r) => r['Title'] === '')).toBe(true);
    expect(tables.ImageSlider.some((r) => r['SortOrder'] === undefined)).toBe(true);
    expect(tables.SmartMetaData.some((r) => String(r['PageContent']).includes('<script>'))).toBe(
      true,
    );
    expect(tables.SmartMetaData.some((r) => String(r['PageContent']).includes('onerror='))).toBe(
      true,
    );
    expect(tables.Events.some((r) => titleKey(String(r['Title'])).includes('ae'))).toBe(true);
    const german = tables.SmartMetaData.filter((r) => r['Title_DE']);
    expect(german.length).toBe(tables.SmartMetaData.length);
  });
});
