/**
 * The site server under mixed load: 200 contact messages from 50 clients (each its own loopback
 * address; Linux routes all of 127/8 to the loopback) interleaved with 2,000 page requests, all
 * against one real server with the demo back end on a real SQLite file. Every page request is
 * answered (200, or 304 for a copy still valid), every message is stored. The page latencies
 * are printed, not judged: this machine's speed is no property of the code.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { startSiteWithApi, type SiteWithApi } from '../../../demo/siteWithApi.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const SITE = 'http://localhost:4321';
const CLIENTS = 50;
const MESSAGES = 200;
const PAGE_REQUESTS = 2_000;

const sites: SiteWithApi[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
});

/** A built site's shape: pages of a realistic size in two languages, a script and a style. */
function writeSite(dir: string): string[] {
  const paths: string[] = [];
  const body = '<p>Wir beraten gemeinnützige Organisationen und Verwaltungen.</p>\n'.repeat(400);
  for (let i = 0; i < 20; i++) {
    for (const lang of ['', 'de/']) {
      mkdirSync(join(dir, `${lang}news/item-${i}`), { recursive: true });
      writeFileSync(
        join(dir, `${lang}news/item-${i}/index.html`),
        `<!doctype html><title>News ${i}</title>${body}`,
      );
      paths.push(`/${lang}news/item-${i}/`);
    }
  }
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro/app.abc123.js'), `console.log(${JSON.stringify(body)});`);
  writeFileSync(join(dir, '_astro/site.abc123.css'), 'p{margin:0}\n'.repeat(2_000));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Home</title>${body}`);
  return [...paths, '/', '/_astro/app.abc123.js', '/_astro/site.abc123.css'];
}

interface Answer {
  readonly status: number;
  readonly etag: string | undefined;
  readonly body: string;
}

/** One request; resolves with its status once the whole answer has arrived. */
function ask(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    agent?: Agent;
    localAddress?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.agent ? { agent: options.agent } : {}),
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        let text = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            etag: typeof res.headers.etag === 'string' ? res.headers.etag : undefined,
            body: text,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Runs `count` tasks, `lanes` at a time. */
async function inLanes(count: number, lanes: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** The value below which `share` of the sorted `values` lie. */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

describe('site server under load', () => {
  it(
    'answers 2,000 page requests and stores 200 contact messages from 50 clients, interleaved',
    { timeout: 180_000 },
    async () => {
      const folder = tempFolder('load-');
      const dist = join(folder, 'dist');
      mkdirSync(dist);
      const paths = writeSite(dist);
      const dbPath = join(folder, 'backend.sqlite');
      const site = await startSiteWithApi({
        port: 0,
        distDir: dist,
        dbPath,
        siteUrl: SITE,
        development: false,
      });
      sites.push(site);

      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      const etags = new Map<string, string>();
      const pageAgent = new Agent({ keepAlive: true, maxSockets: 16 });
      const encodings = ['gzip, deflate, br', 'gzip', ''];
      const pages = inLanes(PAGE_REQUESTS, 16, async (i) => {
        const path = paths[i % paths.length] ?? '/';
        const encoding = encodings[i % encodings.length] ?? '';
        const known = etags.get(`${path} ${encoding}`);
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        // Every third ask of a page already seen revalidates it, as a returning browser does.
        if (known !== undefined && i % 3 === 0) headers['if-none-match'] = known;
        const started = performance.now();
        const answer = await ask(`${site.url}${path}`, { headers, agent: pageAgent });
        latencies.push(performance.now() - started);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.etag !== undefined) etags.set(`${path} ${encoding}`, answer.etag);
      });

      const messageStatuses: number[] = [];
      const messages = inLanes(MESSAGES, 8, async (i) => {
        const client = i % CLIENTS;
        const token = `token-${client}`;
        const answer = await ask(`${site.url}/HHHHPUBLICAPI/insertForm.php`, {
          method: 'POST',
          localAddress: `127.0.0.${client + 2}`,
          headers: {
            'content-type': 'application/json',
            origin: SITE,
            cookie: `XSRF-TOKEN=${token}`,
            'x-xsrf-token': token,
          },
          body: JSON.stringify({
            FirstName: 'Ada',
            LastName: `Client ${client}`,
            Email: `client${client}@example.org`,
            Country: 'Germany',
            Comment: `message ${i}`,
          }),
        });
        messageStatuses.push(answer.status);
      });

      await Promise.all([pages, messages]);
      pageAgent.destroy();

      const sorted = [...latencies].sort((a, b) => a - b);
      console.log(
        `site server load: ${PAGE_REQUESTS} page requests (${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}), p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ${MESSAGES} contact messages from ${CLIENTS} clients interleaved`,
      );
      expect(latencies).toHaveLength(PAGE_REQUESTS);
      expect([...statuses.keys()].filter((s) => s !== 200 && s !== 304)).toEqual([]);
      expect(statuses.get(304) ?? 0).toBeGreaterThan(0);
      expect(messageStatuses).toEqual(messageStatuses.map(() => 200));
      expect(messageStatuses).toHaveLength(MESSAGES);
      // Every acknowledged message is in the file, read by a connection of its own.
      const reader = new DatabaseSync(dbPath, { readOnly: true });
      const stored = Number(
        reader.prepare('SELECT COUNT(*) AS n FROM contact_messages').get()?.['n'] ?? 0,
      );
      reader.close();
      expect(stored).toBe(MESSAGES);
    },
  );
});
