/**
 * The demo back end over real HTTP: the three endpoints' shapes, the contact endpoint's refusals,
 * durability under 50 concurrent submits, its limit per client, and the seed's coverage.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleKey } from '../../../src/content/titleKey.ts';
import { TABLE_NAMES, type Row } from '../../../src/content/types.ts';
import { parseTrustedProxies } from '../../../src/server/clientAddress.ts';
import { openDatabase } from '../../../demo/backend/database.ts';
import { MESSAGE_WINDOW_MS, MESSAGES_PER_CLIENT } from '../../../demo/backend/messageLimiter.ts';
import { seedTables } from '../../../demo/seed/seedTables.ts';
import { startBackend, type RunningBackend } from '../../../demo/backend/startBackend.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const SITE = 'https://www.lindenfeld.example';
let backend: RunningBackend;
const dbPath = join(tempFolder('backend-'), 'db.sqlite');

beforeAll(async () => {
  backend = await startBackend({ port: 0, dbPath, allowedOrigins: [SITE] });
});
afterAll(() => backend.close());

const post = (endpoint: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/HHHHPUBLICAPI/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** What the site's own page sends: its origin, and the XSRF token as cookie and header. */
const asSitePage = (origin = SITE, token = 'page-token-123'): Record<string, string> => ({
  origin,
  cookie: `XSRF-TOKEN=${token}`,
  'x-xsrf-token': token,
});

/**
 * A POST with raw headers (fetch may not set Host), from a loopback address of its own when
 * `from` is given (Linux routes all of 127/8 to the loopback): status, headers and body text.
 */
function rawPost(
  path: string,
  headers: Record<string, string>,
  body: string,
  from?: { localAddress: string; url?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${from?.url ?? backend.url}${path}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        ...(from ? { localAddress: from.localAddress } : {}),
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const message = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.org',
  Country: 'United Kingdom',
  Comment: 'Hello!',
};

describe('getDataAll.php', () => {
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

  it('answers a path outside the API as JSON that is neither cached nor sniffed', async () => {
    const res = await fetch(`${backend.url}/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect((await post('getDataAll.php', '{table')).status).toBe(400);
  });
});

describe('getDataByTitle.php', () => {
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

describe('insertForm.php', () => {
  it('stores a valid message and answers 2xx JSON', async () => {
    const res = await post('insertForm.php', message, asSitePage());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; id: number };
    expect(body.status).toBe('ok');
    expect(backend.db.messages().find((m) => m.id === body.id)).toMatchObject(message);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a browser request from a foreign origin (403)', async () => {
    const res = await post('insertForm.php', message, asSitePage('https://evil.example'));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'Origin not allowed' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compares origins exactly: a value that only parses to the site origin is not it', async () => {
    const host = new URL(SITE).host;
    for (const origin of [
      `https://evil.example@${host}`,
      `${SITE}/contact`,
      SITE.toUpperCase(),
      `${SITE}:443`,
    ]) {
      const res = await post('insertForm.php', message, asSitePage(origin));
      expect(res.status, origin).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('refuses a request without Origin, cookie and header: nothing is stored', async () => {
    const before = backend.db.messages().length;
    const bare = await post('insertForm.php', message);
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ error: 'Origin header required' });
    const { origin: _origin, ...tokenOnly } = asSitePage();
    expect((await post('insertForm.php', message, tokenOnly)).status).toBe(403);
    expect(backend.db.messages().length).toBe(before);
  });

  it('requires the double-submit token: cookie and header, equal', async () => {
    const before = backend.db.messages().length;
    const cases: [Record<string, string>, RegExp][] = [
      [{ origin: SITE }, /XSRF-TOKEN cookie required/],
      [{ origin: SITE, 'x-xsrf-token': 'abc123' }, /XSRF-TOKEN cookie required/],
      [{ origin: SITE, cookie: 'XSRF-TOKEN=abc123; other=1' }, /does not match/],
      [{ origin: SITE, cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'wrong' }, /does not match/],
      [{ origin: SITE, cookie: 'XSRF-TOKEN=abc123', 'x-xsrf-token': 'abc1234' }, /does not match/],
      [{ origin: SITE, cookie: 'XSRF-TOKEN=', 'x-xsrf-token': '' }, /XSRF-TOKEN cookie required/],
    ];
    for (const [headers, error] of cases) {
      const res = await post('insertForm.php', message, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
    expect(backend.db.messages().length).toBe(before);
    expect(
      (
        await post('insertForm.php', message, {
          ...asSitePage(),
          cookie: 'other=1; XSRF-TOKEN=page-token-123',
        })
      ).status,
    ).toBe(200);
  });

  it('trusts only configured origins, never one made from the request’s Host', async () => {
    const forged = await rawPost(
      '/HHHHPUBLICAPI/insertForm.php',
      {
        host: 'attacker.example',
        origin: 'http://attacker.example',
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=t',
        'x-xsrf-token': 't',
      },
      JSON.stringify(message),
    );
    expect(forged.status).toBe(403);
    expect(forged.headers['access-control-allow-origin']).toBeUndefined();
    expect(forged.headers['access-control-allow-credentials']).toBeUndefined();
    // The back end's own address is no configured site origin either.
    expect((await post('insertForm.php', message, asSitePage(backend.url))).status).toBe(403);
  });

  it('refuses the local development origins outside development', async () => {
    const res = await post('insertForm.php', message, asSitePage('http://localhost:3000'));
    expect(res.status).toBe(403);
  });

  it('accepts the local development origins in development (NODE_ENV=development)', async () => {
    const dev = await startBackend({
      port: 0,
      dbPath: ':memory:',
      allowedOrigins: [SITE],
      development: true,
    });
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', SITE]) {
        const res = await fetch(`${dev.url}/HHHHPUBLICAPI/insertForm.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...asSitePage(origin) },
          body: JSON.stringify(message),
        });
        expect(res.status, origin).toBe(200);
      }
    } finally {
      await dev.close();
    }
  });

  it('accepts only a JSON body (415 otherwise)', async () => {
    const res = await post('insertForm.php', 'FirstName=Ada', {
      ...asSitePage(),
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
    ['an email with <', { ...message, Email: 'a<b@example.org' }, 'Email', /not a valid e-mail/],
    ['an email with >', { ...message, Email: 'ab@exa>mple.org' }, 'Email', /not a valid e-mail/],
    ['an email with "', { ...message, Email: '"a"@example.org' }, 'Email', /not a valid e-mail/],
    ['two addresses', { ...message, Email: 'a@b.example,c@d.example' }, 'Email', /not a valid/],
    ['an email with ;', { ...message, Email: 'a@b.example;c@d.example' }, 'Email', /not a valid/],
    [
      'a line break in a name (mail header injection)',
      { ...message, FirstName: 'Ada\r\nBcc: x@evil.example' },
      'FirstName',
      /must not contain line breaks/,
    ],
    ['a control character', { ...message, Country: 'DE\u0000' }, 'Country', /control characters/],
    ['a NUL in the comment', { ...message, Comment: 'Hi\u0000' }, 'Comment', /control characters/],
    ['an unexpected field', { ...message, Admin: true }, 'Admin', /not a field of a contact/],
    [
      'a __proto__ key',
      JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(message).slice(1)}`) as unknown,
      '__proto__',
      /not a field of a contact/,
    ],
  ])('answers 400 naming the field for %s', async (_label, body, field, error) => {
    const res = await post('insertForm.php', body, asSitePage());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field, error: expect.stringMatching(error) });
  });

  it('keeps a comment over several lines, with tabs, as typed', async () => {
    const Comment = 'Dear team,\r\n\tline two\nline three';
    const res = await post('insertForm.php', { ...message, Comment }, asSitePage());
    expect(res.status).toBe(200);
    expect(backend.db.messages().at(-1)?.Comment).toBe(Comment);
  });

  it('caps the body (413)', async () => {
    const res = await post(
      'insertForm.php',
      { ...message, Comment: 'x'.repeat(20_000) },
      asSitePage(),
    );
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
    expect((await preflight('http://localhost:3000')).status).toBe(403);
  });

  it('loses no acknowledged message under 50 concurrent submits from 50 visitors', async () => {
    const before = backend.db.messages().length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        rawPost(
          '/HHHHPUBLICAPI/insertForm.php',
          { 'content-type': 'application/json', ...asSitePage() },
          JSON.stringify({ ...message, Comment: `concurrent ${i}` }),
          { localAddress: `127.0.1.${i + 1}` },
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const ids = answers.map((r) => (JSON.parse(r.body) as { id: number }).id);
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

describe('insertForm.php: messages per client', () => {
  const send = (
    url: string,
    localAddress: string,
    body: unknown = message,
    headers: Record<string, string> = {},
  ) =>
    rawPost(
      '/HHHHPUBLICAPI/insertForm.php',
      { 'content-type': 'application/json', ...asSitePage(), ...headers },
      JSON.stringify(body),
      { localAddress, url },
    );

  it('answers 429 with Retry-After past the limit, stores nothing more, and limits no one else', async () => {
    const own = await startBackend({ port: 0, dbPath: ':memory:', allowedOrigins: [SITE] });
    try {
      for (let i = 0; i < MESSAGES_PER_CLIENT; i++) {
        expect((await send(own.url, '127.0.2.1')).status).toBe(200);
      }
      const refused = await send(own.url, '127.0.2.1');
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(Number.isInteger(wait)).toBe(true);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(MESSAGE_WINDOW_MS / 1000);
      expect(JSON.parse(refused.body)).toEqual({
        error: `Too many messages from this address: try again in ${wait} s`,
      });
      expect(own.db.messages()).toHaveLength(MESSAGES_PER_CLIENT);
      // Another visitor is not held back by this one.
      expect((await send(own.url, '127.0.2.2')).status).toBe(200);
      // A refused message (invalid) does not count: a visitor may correct it and send again.
      for (let i = 0; i < MESSAGES_PER_CLIENT + 2; i++) {
        expect((await send(own.url, '127.0.2.3', { ...message, Email: 'no-at' })).status).toBe(400);
      }
      expect((await send(own.url, '127.0.2.3')).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('counts by the socket’s address: X-Forwarded-For only from a configured proxy', async () => {
    const own = await startBackend({
      port: 0,
      dbPath: ':memory:',
      allowedOrigins: [SITE],
      trustedProxies: parseTrustedProxies('127.0.3.1'),
    });
    try {
      // From anyone else the header is the client's own word, and changes nothing.
      for (let i = 0; i < MESSAGES_PER_CLIENT; i++) {
        const res = await send(own.url, '127.0.3.2', message, {
          'x-forwarded-for': `198.51.100.${i}`,
        });
        expect(res.status).toBe(200);
      }
      const spoofed = await send(own.url, '127.0.3.2', message, {
        'x-forwarded-for': '198.51.100.99',
      });
      expect(spoofed.status).toBe(429);
      // Through the trusted proxy, each client named by it has a limit of its own.
      const viaProxy = (client: string) =>
        send(own.url, '127.0.3.1', message, { 'x-forwarded-for': `203.0.113.9, ${client}` });
      for (let i = 0; i < MESSAGES_PER_CLIENT; i++) {
        expect((await viaProxy('198.51.100.1')).status).toBe(200);
      }
      expect((await viaProxy('198.51.100.1')).status).toBe(429);
      expect((await viaProxy('198.51.100.2')).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('insertForm.php behind a proxy range (TRUSTED_PROXIES=127.0.0.0/8)', () => {
  it('gives each forwarded client a budget of its own, and limits one that sends too many', async () => {
    const own = await startBackend({
      port: 0,
      dbPath: ':memory:',
      allowedOrigins: [SITE],
      trustedProxies: parseTrustedProxies('127.0.0.0/8'),
      messageLimit: { perClient: 2, windowMs: MESSAGE_WINDOW_MS },
    });
    const send = (forwardedFor: string) =>
      rawPost(
        '/HHHHPUBLICAPI/insertForm.php',
        { 'content-type': 'application/json', ...asSitePage(), 'x-forwarded-for': forwardedFor },
        JSON.stringify(message),
        // The connection comes from 127.0.0.1, inside the listed range: a proxy of ours.
        { localAddress: '127.0.0.1', url: own.url },
      );
    try {
      // Visitor A, as a CDN edge writes it (with its port), and through a second proxy hop.
      expect((await send('203.0.113.5:51234')).status).toBe(200);
      expect((await send('203.0.113.5:40000, 127.0.0.9')).status).toBe(200);
      expect((await send('203.0.113.5')).status).toBe(429);
      // Visitor B behind the same edge has a budget of its own.
      expect((await send('[2001:db8::1]:443')).status).toBe(200);
      // …counted per /64: another address of the same subscriber shares it.
      expect((await send('[2001:db8::ffff]:443')).status).toBe(200);
      expect((await send('2001:db8::2')).status).toBe(429);
      expect((await send('198.51.100.20:1')).status).toBe(200);
      expect(own.db.messages()).toHaveLength(5);
    } finally {
      await own.close();
    }
  });
});

describe('demo seed (exercises every table, template, type and fault)', () => {
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
