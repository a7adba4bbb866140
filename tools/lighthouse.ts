/**
 * `npm run lighthouse`: Lighthouse in Chromium, mobile and desktop, over every page type in both
 * languages (tools/lib/pageTypes.ts), on the demo content and the second content set, each served
 * as `npm start` serves it. Prints the scores, LCP, CLS and TBT per page and profile, writes the
 * JSON reports under .cache/lighthouse/, and exits non-zero when a page misses the targets.
 *
 *   npm run lighthouse -- --profile mobile   one profile
 *   npm run lighthouse -- --page news        page types whose name contains "news"
 *   npm run lighthouse -- --content second   one content set (demo or second)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { readSnapshot } from '../src/backend/snapshot.ts';
import { buildSiteModel } from '../src/content/buildSiteModel.ts';
import { openBackend } from '../demo/backend/startBackend.ts';
import { secondContentTables } from '../tests/support/secondContent.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/findChromium.ts';
import { LOCALES, PAGE_TYPES, type PageType } from './lib/pageTypes.ts';
import { runMain } from '../src/node/runMain.ts';
import { listenOn } from '../src/server/hardenedServer.ts';

const OUT_DIR = '.cache/lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const PROFILES: Record<'mobile' | 'desktop', Config | undefined> = {
  mobile: undefined,
  desktop: desktopConfig,
};
type Profile = keyof typeof PROFILES;

/** The demo seed (the database seeds itself) and a set written into the database beforehand. */
const CONTENT_SETS = {
  demo: undefined,
  second: secondContentTables,
} satisfies Record<string, (() => ReturnType<typeof secondContentTables>) | undefined>;
type ContentSet = keyof typeof CONTENT_SETS;

/** Most layout shift a page may have: below what a visitor notices as the page jumping. */
const MAX_LAYOUT_SHIFT = 0.02;

/** Targets: Performance on mobile; the other three everywhere. */
const TARGETS: Readonly<Record<Category, { min: number; profiles: Profile[] }>> = {
  performance: { min: 95, profiles: ['mobile'] },
  accessibility: { min: 100, profiles: ['mobile', 'desktop'] },
  'best-practices': { min: 100, profiles: ['mobile', 'desktop'] },
  seo: { min: 100, profiles: ['mobile', 'desktop'] },
};

interface Row {
  readonly content: ContentSet;
  readonly page: string;
  readonly path: string;
  readonly profile: Profile;
  readonly scores: Readonly<Record<Category, number | null>>;
  readonly lcpMs: number | null;
  readonly cls: number | null;
  readonly tbtMs: number | null;
  readonly report: string;
  /** Audits below full score in the categories held to 100, for the reader to act on. */
  readonly failing: readonly FailingAudit[];
}

interface FailingAudit {
  readonly category: Category;
  readonly id: string;
  readonly title: string;
  /** A result the page is meant to give (see `expectedFailure`), not a fault. */
  readonly expected: boolean;
}

/**
 * The not-found page answers 404 and is noindex on purpose, so the status-code and crawlability
 * audits fail there and Chromium logs the 404; anything else on it still counts.
 */
function expectedFailure(lhr: Result, id: string, notFound: boolean): boolean {
  if (!notFound) return false;
  if (id === 'http-status-code' || id === 'is-crawlable') return true;
  if (id !== 'errors-in-console') return false;
  const details = lhr.audits[id]?.details;
  type ConsoleItem = { description?: unknown; sourceLocation?: { url?: string } };
  const items = (details && 'items' in details ? details.items : []) as readonly ConsoleItem[];
  const page = lhr.finalDisplayedUrl;
  return items.every(
    (item) =>
      item.sourceLocation?.url === page && /status of 404/.test(String(item.description ?? '')),
  );
}

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listenOn(server, 0, '127.0.0.1');
  await new Promise((closed) => server.close(closed));
  return port;
}

/**
 * Starts scripts/start.ts (what `npm start` runs) over a content set, with its own build folder
 * and a database made afresh in `dir` (so the build pulls that set); resolves once it serves.
 */
async function startSite(
  content: ContentSet,
  dir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dbPath = join(dir, 'backend.sqlite');
  rmSync(dbPath, { force: true });
  const tables = CONTENT_SETS[content];
  if (tables) openBackend({ dbPath, content: tables() }).close();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SITE_URL: url,
    DIST_DIR: join(dir, 'dist'),
    BACKEND_DB: dbPath,
    SNAPSHOT_OUT: join(dir, 'content.json'),
    // The demo site: no other back end, no saved snapshot (spawn leaves undefined ones out).
    BACKEND_URL: undefined,
    CONTENT_SNAPSHOT: undefined,
  };
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolveStart, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Site: http/.test(output)) resolveStart();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`The ${content} site stopped before serving (exit ${code}):\n${output}`)),
    );
  });
  return { url, child };
}

const ms = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

/** Audits that cost points in a category held to 100 (scored, applicable, not full marks). */
function failingAudits(lhr: Result, notFound: boolean): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const expected = expectedFailure(lhr, ref.id, notFound);
        out.push({ category, id: ref.id, title: audit.title, expected });
      }
    }
  }
  return out;
}

async function audit(
  url: string,
  port: number,
  profile: Profile,
  ignoreStatusCode: boolean,
): Promise<Result> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The not-found page answers 404 on purpose; audit it rather than stop at the status.
      ignoreStatusCode,
    },
    PROFILES[profile],
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

const score = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100)));
const rounded = (value: number | null) => (value === null ? '–' : String(Math.round(value)));

function printTable(rows: readonly Row[]): void {
  const widths = [7, Math.max(...rows.map((r) => r.path.length), 4), 7, 4, 4, 4, 4, 7, 6, 7];
  // Names left-aligned, figures right-aligned.
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const header = line('Content,Page,Profile,Perf,A11y,BP,SEO,LCP ms,CLS,TBT ms'.split(','));
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  for (const r of rows) {
    const cls = r.cls === null ? '–' : r.cls.toFixed(3);
    const scores = CATEGORIES.map((c) => score(r.scores[c]));
    console.log(
      line([r.content, r.path, r.profile, ...scores, rounded(r.lcpMs), cls, rounded(r.tbtMs)]),
    );
  }
}

/** Every score below its target, as "content path (profile): category score < target". */
function missedTargets(rows: readonly Row[]): string[] {
  const missed: string[] = [];
  for (const r of rows) {
    if (r.cls !== null && r.cls > MAX_LAYOUT_SHIFT) {
      missed.push(
        `${r.content} ${r.path} (${r.profile}): layout shift ${r.cls} > ${MAX_LAYOUT_SHIFT}`,
      );
    }
    for (const category of CATEGORIES) {
      const { min, profiles } = TARGETS[category];
      const value = r.scores[category];
      if (!profiles.includes(r.profile) || value === null) continue;
      // A shortfall that only the page's nature explains is reported, not held against it.
      const faults = r.failing.filter((f) => f.category === category && !f.expected);
      const onlyExpected = category !== 'performance' && faults.length === 0;
      if (Math.round(value * 100) < min && !onlyExpected) {
        missed.push(`${r.content} ${r.path} (${r.profile}): ${category} ${score(value)} < ${min}`);
      }
    }
  }
  return missed;
}

/** Audits every chosen page of one content set, served on its own; returns its rows. */
async function auditContentSet(
  content: ContentSet,
  profiles: readonly Profile[],
  pageTypes: readonly PageType[],
): Promise<Row[]> {
  const dir = join(OUT_DIR, content);
  mkdirSync(dir, { recursive: true });
  console.log(`Starting the ${content} site (as npm start does)…`);
  const site = await startSite(content, dir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: Row[] = [];
  try {
    const model = buildSiteModel((await readSnapshot(join(dir, 'content.json'))).tables);
    chrome = await chromeLauncher.launch({
      chromePath: findChromium(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'silent',
    });
    for (const profile of profiles) {
      for (const locale of LOCALES) {
        for (const pageType of pageTypes) {
          const path = pageType.path(model, locale);
          const url = `${site.url}${encodeURI(path)}`;
          process.stdout.write(`  ${content} ${profile} ${path} … `);
          const lhr = await audit(url, chrome.port, profile, pageType.status !== undefined);
          const name = `${locale}-${pageType.name.replace(/\W+/g, '-')}`;
          const report = resolve(dir, profile, `${name}.json`);
          mkdirSync(resolve(dir, profile), { recursive: true });
          writeFileSync(report, JSON.stringify(lhr, null, 2));
          const row: Row = {
            content,
            page: `${locale} ${pageType.name}`,
            path,
            profile,
            scores: Object.fromEntries(
              CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]),
            ) as Row['scores'],
            lcpMs: ms(lhr, 'largest-contentful-paint'),
            cls: ms(lhr, 'cumulative-layout-shift'),
            tbtMs: ms(lhr, 'total-blocking-time'),
            report,
            failing: failingAudits(lhr, pageType.status === 404),
          };
          rows.push(row);
          console.log(CATEGORIES.map((c) => score(row.scores[c])).join(' / '));
        }
      }
    }
  } finally {
    chrome?.kill();
    if (site.child.exitCode === null && site.child.kill()) await once(site.child, 'exit');
  }
  return rows;
}

/** The keys of `all` a flag picks: every one when the flag is absent; none is an error. */
function chosen<K extends string>(all: Record<K, unknown>, flag: string, value?: string): K[] {
  const keys = (Object.keys(all) as K[]).filter((key) => !value || key === value);
  if (keys.length === 0) throw new Error(`--${flag} must be ${Object.keys(all).join(' or ')}`);
  return keys;
}

runMain(async () => {
  const text = { type: 'string' } as const;
  const { values } = parseArgs({ options: { profile: text, page: text, content: text } });
  const profiles = chosen(PROFILES, 'profile', values.profile);
  const pageTypes = PAGE_TYPES.filter((t) => !values.page || t.name.includes(values.page));
  if (pageTypes.length === 0) throw new Error(`--page "${values.page}" matches no page type`);
  const contentSets = chosen(CONTENT_SETS, 'content', values.content);

  const rows: Row[] = [];
  for (const content of contentSets)
    rows.push(...(await auditContentSet(content, profiles, pageTypes)));

  printTable(rows);
  writeFileSync(resolve(OUT_DIR, 'summary.json'), JSON.stringify(rows, null, 2));
  const failing = new Set(
    rows.flatMap((r) =>
      r.failing.map(
        (f) =>
          `${r.content} ${r.path}: ${f.category}/${f.id}: ${f.title}${f.expected ? ' (expected: a 404 page)' : ''}`,
      ),
    ),
  );
  if (failing.size > 0)
    console.log(`\nAudits short of full marks:\n  ${[...failing].join('\n  ')}`);
  console.log(
    `\nJSON reports: ${resolve(OUT_DIR)}/{${contentSets.join(',')}}/{mobile,desktop}/*.json, summary.json`,
  );
  const missed = missedTargets(rows);
  if (missed.length > 0) {
    console.log(`\n${missed.length} results below target:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page meets the targets.');
  }
});
