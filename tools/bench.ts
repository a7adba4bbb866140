/**
 * `npm run bench`: builds a large generated site (BENCH_NEWS, BENCH_EVENTS: 2000, BENCH_PAGES: 200)
 * against plain Astro (median of BENCH_PAIRS: 3 pairs), times edits by `npm run build` and through
 * the rebuild service, weighs the output, runs the large-site checks at this size, and writes the
 * table into docs/performance.md. A measurement, not a test.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';
import { pageCatalogue } from '../src/catalogue/pageCatalogue.ts';
import { buildSiteModel } from '../src/content/buildSiteModel.ts';
import { startBackend, type RunningBackend } from '../demo/backend/startBackend.ts';
import { listenOn } from '../src/server/hardenedServer.ts';
import { createSiteServer } from '../src/server/siteServer.ts';
import type { Row, Tables } from '../src/content/types.ts';
import type { ServiceStatus } from '../src/publish/serviceStatus.ts';
import type { ReleaseRecord } from '../src/release/releaseStore.ts';
import { generateContent } from '../demo/generateContent.ts';
import { signedPost } from '../demo/signedCall.ts';
import { checkLargeSite } from './lib/largeSiteChecks.ts';
import { benchTable, median, withBenchTable, type BenchFigures } from './lib/benchReport.ts';
import {
  declinesInLog,
  isFastPathDecline,
  type DeclineCode,
} from '../src/build/fastPathDecline.ts';
import { runMain } from '../src/node/runMain.ts';
import { filesUnderSync } from '../src/node/walkFolder.ts';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

runMain(async () => {
  const sizes = {
    news: count('BENCH_NEWS', 2_000),
    events: count('BENCH_EVENTS', 2_000),
    pages: count('BENCH_PAGES', 200),
  };
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const backend = await startBackend({
    port: 0,
    dbPath: join(dir, 'db.sqlite'),
    content: generateContent(sizes),
  });
  // Gigabytes at 10k + 10k: removed once printed, and the back end must not keep the process up.
  try {
    await measure(dir, backend, sizes);
  } finally {
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Builds, times and weighs the site of `sizes` in `dir`, and prints the figures. */
async function measure(
  dir: string,
  backend: RunningBackend,
  sizes: { readonly news: number; readonly events: number; readonly pages: number },
): Promise<void> {
  const dist = join(dir, 'dist');
  console.log(
    `Benchmark: ${sizes.news} news, ${sizes.events} events, ${sizes.pages} pages → ${dist}`,
  );
  const env = {
    BACKEND_URL: backend.url,
    SITE_URL: 'https://bench.example.org',
    ASTRO_OUT_DIR: dist,
    SNAPSHOT_OUT: join(dir, 'content.json'),
  };
  // Plain Astro rendering as many trivial files is the floor. Each pair gives its own ratio: file
  // creation drifts by seconds with the disk, and a pair's two builds see nearly the same disk.
  const tables = generateContent(sizes);
  const model = buildSiteModel(tables);
  const catalogue = pageCatalogue(model);
  const files = catalogue.pages.length + catalogue.json.length;
  const pairs: { plain: Timed; ours: Timed }[] = [];
  for (let i = 0; i < Math.max(1, count('BENCH_PAIRS', 3)); i++) {
    const plain = await plainAstro(files);
    rmSync(dist, { recursive: true, force: true });
    pairs.push({ plain, ours: await timed(['scripts/build.ts'], env) });
  }
  // One edited news item, as an editor makes it: the next build renders what shows it.
  const news = tables.Announcements;
  news[0] = {
    ...news[0]!,
    Body: `<p>Edited for the benchmark at ${new Date().toISOString()}.</p>`,
  };
  backend.db.replaceContent(tables);
  const edit = await timed(['scripts/build.ts'], env);
  const service = await webhookEdits(dir, backend, tables, env);
  const pages = Number(/Built (\d+) pages/.exec(pairs.at(-1)!.ours.out)?.[1] ?? 0);
  // A full build from nothing (each pair's, the service's first) declines its fast path, as it
  // must; an edit that declines is a fault.
  const editDeclines = [...declinesInLog(edit.out), ...service.editDeclines];
  const fullDeclines = pairs.flatMap((pair) => declinesInLog(pair.ours.out));
  const declines = new Map<DeclineCode, number>();
  for (const code of [...fullDeclines, ...editDeclines, ...service.otherDeclines])
    declines.set(code, (declines.get(code) ?? 0) + 1);
  const declined = { builds: pairs.length + 1 + service.builds, declines, editDeclines };

  /** A module and every module it imports statically (what the browser loads with it). */
  const withImports = (url: string, seen: Set<string>): void => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(join(dist, url), 'utf8');
    // Static imports only (`import(…)` loads later, on demand).
    for (const [, spec = ''] of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
      withImports(new URL(spec, `http://x${url}`).pathname, seen);
    }
  };
  const weigh = (path: string) => {
    const html = readFileSync(join(dist, path)).toString();
    const entries = [
      ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
      ...html.matchAll(/(?:import|from)\s*"(\/_astro\/[^"]+\.js)"/g),
      // React islands: their component and the renderer (React's runtime) load on hydration.
      ...html.matchAll(/(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g),
    ].map((m) => m[1]!);
    const files = new Set<string>();
    for (const url of entries.filter((s) => s.startsWith('/'))) withImports(url, files);
    const js = [...files].reduce((sum, s) => sum + gzipSync(readFileSync(join(dist, s))).length, 0);
    return { html: html.length, htmlGzip: gzipSync(html).length, jsGzip: js };
  };
  const total = filesUnderSync(dist).reduce(
    (sum, file) => sum + statSync(join(dist, file)).size,
    0,
  );
  const made = /(\d+) files rendered, (\d+) carried/.exec(edit.out);
  const gz = (file: string) =>
    `${(gzipSync(readFileSync(join(dist, file))).length / 1024).toFixed(1)} KB gzip`;
  const figures: BenchFigures = {
    sizes,
    pagesBuilt: pages,
    outputMb: total / 1024 / 1024,
    fullSeconds: pairs.map((pair) => pair.ours.seconds),
    plainSeconds: pairs.map((pair) => pair.plain.seconds),
    ratios: pairs.map((pair) => pair.ours.seconds / pair.plain.seconds),
    peakMb: Math.max(...pairs.map((pair) => pair.ours.maxRssMb)),
    editSeconds: edit.seconds,
    editMade: `${made?.[1] ?? '?'} files rendered, ${made?.[2] ?? '?'} carried`,
    service,
    siteFiles: {
      'Not-found page': gz('404.html'),
      'News search index': gz('NewsHome/index.json'),
      'News feed': gz('rss.xml'),
    },
    weights: {
      'home (/)': weigh('index.html'),
      'news list (/NewsHome)': weigh('NewsHome/index.html'),
      'news detail': weigh(join(model.en.news[0]!.path, 'index.html')),
      'contact (/contact)': weigh('contact/index.html'),
    },
    ...declined,
    commit: commitOfRun(),
    measuredAt: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  };
  console.log(`\n${benchTable(figures)}\n`);
  console.log(
    `Also: ${(pages / median(figures.fullSeconds)).toFixed(0)} pages/s; peak memory of plain Astro ${pairs[0]!.plain.maxRssMb.toFixed(0)} MB, of the edit's build ${edit.maxRssMb.toFixed(0)} MB, of the rebuild service ${service.servicePeakMb.toFixed(0)} MB; the service's last edit: ${service.made}`,
  );
  await writePerformancePage(figures);
  await largeSiteChecks(dist, tables, env.SITE_URL);
}

const PERFORMANCE_PAGE = join('docs', 'performance.md');

/** Writes this run's table into docs/performance.md between its markers, formatted for the lint. */
async function writePerformancePage(figures: BenchFigures): Promise<void> {
  const page = existsSync(PERFORMANCE_PAGE) ? readFileSync(PERFORMANCE_PAGE, 'utf8') : null;
  const text = withBenchTable(page, benchTable(figures));
  const options = (await resolveConfig(PERFORMANCE_PAGE)) ?? {};
  mkdirSync('docs', { recursive: true });
  writeFileSync(PERFORMANCE_PAGE, await format(text, { ...options, filepath: PERFORMANCE_PAGE }));
  console.log(`\nThe table in ${PERFORMANCE_PAGE} is this run's.`);
}

/** The commit measured: its short hash, marked when the working tree has changes on top. */
function commitOfRun(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const hash = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') === ''
      ? hash
      : `${hash} (with uncommitted changes)`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The large-site test's checks at the bench's size, printed: a ✗ is a bug the suite missed. */
async function largeSiteChecks(dist: string, tables: Tables, siteUrl: string): Promise<void> {
  const site = createSiteServer({ distDir: dist });
  const url = `http://127.0.0.1:${await listenOn(site.server, 0, '127.0.0.1')}`;
  try {
    const model = buildSiteModel(tables, { siteOrigins: [siteUrl] });
    const checks = await checkLargeSite({ url, distDir: dist, model });
    console.log(
      '\nLarge-site checks in Chromium (as the large-site test runs them, at this size):',
    );
    for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
  } finally {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  }
}

interface Timed {
  readonly seconds: number;
  readonly maxRssMb: number;
  readonly out: string;
}

/** Prints the process's peak memory (ru_maxrss, KB) as it exits, preloaded with --import. */
const PRINT_MAXRSS =
  "data:text/javascript,process.on('exit',()=>console.log('MAXRSS '+process.resourceUsage().maxRSS))";

/** Runs a Node script in a child process, so its peak memory is its own: wall time and peak. */
function timed(args: readonly string[], env: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', PRINT_MAXRSS, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({
            seconds: (performance.now() - started) / 1000,
            maxRssMb: Number(/MAXRSS (\d+)/.exec(text)?.[1] ?? 0) / 1024,
            out: text,
          })
        : reject(new Error(`${args.join(' ')} exited ${code}:\n${text}`)),
    );
  });
}

/** `astro build` of `pages` trivial pages, in a folder inside this project (to use its Astro). */
function plainAstro(pages: number): Promise<Timed> {
  const root = join('.cache', 'bench-plain');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  writeFileSync(join(root, 'astro.config.mjs'), "export default { output: 'static' };\n");
  writeFileSync(
    join(root, 'src', 'pages', '[n].astro'),
    `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${pages} }, (_, i) => ({ params: { n: String(i) } }));\n}\nconst { n } = Astro.params;\n---\n<html lang="en"><head><title>Page {n}</title></head><body><h1>Page {n}</h1></body></html>\n`,
  );
  return timed(['node_modules/astro/bin/astro.mjs', 'build', '--root', root, '--silent'], {});
}

/** The peak resident memory of a process so far (Linux VmHWM), in MB; 0 when unknown. */
function peakMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The child processes of a process (Linux /proc): the service's build worker. */
function childPids(pid: number | undefined): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * The editor's loop through `npm run webhook`: a first publish, then five edits of one news item,
 * each timed from the signed call until its served page shows it: one as soon as the first publish
 * is live, three once the service has settled, and one as soon as the last is live (an editor
 * fixing a typo at once) while the service still tidies up.
 */
async function webhookEdits(
  dir: string,
  backend: RunningBackend,
  tables: Tables,
  env: Record<string, string>,
): Promise<
  BenchFigures['service'] & {
    made: string;
    servicePeakMb: number;
    /** Builds the service made, and the declines of its edits and of its other builds. */
    builds: number;
    editDeclines: DeclineCode[];
    otherDeclines: DeclineCode[];
  }
> {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const releases = join(dir, 'releases');
  const service = spawn(process.execPath, ['scripts/webhook.ts'], {
    env: {
      ...process.env,
      BACKEND_URL: env['BACKEND_URL'],
      SITE_URL: env['SITE_URL'],
      WEBHOOK_SECRET: secret,
      WEBHOOK_PORT: '0',
      RELEASES_DIR: releases,
      WEBHOOK_STATE_DIR: join(dir, 'state'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    service.stdout.on('data', (d: Buffer) => {
      text += d.toString();
      const match = /Rebuild service on (http:\/\/\S+)/.exec(text);
      if (match) resolve(match[1]!);
    });
    service.on('exit', (code) =>
      reject(new Error(`the rebuild service exited (${code}):\n${text}`)),
    );
  });
  const site = createSiteServer({ distDir: join(releases, 'current') });
  const siteUrl = `http://127.0.0.1:${await listenOn(site.server, 0, '127.0.0.1')}`;
  let workerPeakMb = 0;
  const watch = setInterval(() => {
    for (const pid of childPids(service.pid)) workerPeakMb = Math.max(workerPeakMb, peakMb(pid));
  }, 200);
  try {
    const publish = async (): Promise<number> => {
      const started = performance.now();
      const res = await signedPost(`${url}/rebuild`, secret, '{"reason":"benchmark"}');
      if (res.status !== 202)
        throw new Error(`/rebuild answered ${res.status}: ${await res.text()}`);
      return started;
    };
    const news = tables.Announcements as Row[];
    const first = await publish();
    // The first publish is live once the newest item's page is served.
    let path: string | undefined;
    while (path === undefined) {
      const res = await fetch(`${siteUrl}/NewsHome`).catch(() => null);
      path = /href="(\/NewsHome\/[^"/]+)"/.exec(res?.ok ? await res.text() : '')?.[1];
      if (path === undefined) await sleep(100);
    }
    const firstSeconds = (performance.now() - first) / 1000;
    const edits: number[] = [];
    for (let n = 1; n <= 5; n++) {
      // The second to fourth meet a service done with the last publish, as an editor usually does.
      if (n > 1 && n < 5) await settled(url, releases);
      const marker = `Edited through the rebuild service, edit ${n}, ${randomBytes(4).toString('hex')}`;
      news[0] = { ...news[0]!, Body: `<p>${marker}</p>` };
      backend.db.replaceContent(tables);
      const started = await publish();
      for (;;) {
        const res = await fetch(`${siteUrl}${path}`).catch(() => null);
        if (res?.ok && (await res.text()).includes(marker)) break;
        // Often enough to time it to a tenth of a second, rarely enough not to slow it down.
        await sleep(50);
      }
      edits.push((performance.now() - started) / 1000);
    }
    const status = (await (await fetch(`${url}/status`)).json()) as ServiceStatus;
    const last = status.builds.find((b) => b.outcome === 'live');
    // Newest first: the first publish is the oldest, every other one an edit.
    const declinedBy = (builds: typeof status.builds) =>
      builds.flatMap((b) => (isFastPathDecline(b.declined) ? [b.declined.code] : []));
    return {
      first: firstSeconds,
      afterFirst: edits[0]!,
      edits: edits.slice(1, 4),
      hurried: edits[4]!,
      made: `${last?.rendered ?? '?'} files rendered, ${last?.carried ?? '?'} carried`,
      workerPeakMb,
      servicePeakMb: peakMb(service.pid),
      builds: status.builds.length,
      editDeclines: declinedBy(status.builds.slice(0, -1)),
      otherDeclines: declinedBy(status.builds.slice(-1)),
    };
  } finally {
    clearInterval(watch);
    await new Promise((resolve) => site.server.close(resolve));
    if (service.exitCode === null && service.kill()) await once(service, 'exit');
  }
}

/** Waits until the service is idle, has sized every release and has made its `.spare` copy. */
async function settled(url: string, releases: string): Promise<void> {
  // Not forever: a size the service could not measure is in its log, and the edit is timed anyway.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const status = (await (await fetch(`${url}/status`)).json()) as ServiceStatus;
    const busy = status.builds.some((b) => b.outcome === 'running' || b.outcome === 'pending');
    const recordsFile = join(releases, '..', 'state', 'releases.json');
    const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as ReleaseRecord[];
    const sized = records.every((r) => typeof r.bytes === 'number');
    if (!busy && sized && existsSync(join(releases, '.spare'))) return;
    await sleep(200);
  }
}
