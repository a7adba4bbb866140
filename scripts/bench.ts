/**
 * `npm run bench`: builds a large generated content set through the real pipeline (demo back end
 * over HTTP → pull → astro build) and reports build time, peak memory and page weight.
 * A measurement, not a test: nothing here passes or fails. Sizes: BENCH_NEWS (default 10000),
 * BENCH_EVENTS (2000), BENCH_PAGES (200).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startBackend } from '../src/services/demoBackend/startBackend.ts';
import { generateContent } from './lib/generateContent.ts';
import { runMain } from './lib/runMain.ts';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

runMain(async () => {
  const sizes = {
    news: count('BENCH_NEWS', 10_000),
    events: count('BENCH_EVENTS', 2_000),
    pages: count('BENCH_PAGES', 200),
  };
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const backend = await startBackend({
    port: 0,
    dbPath: join(dir, 'db.sqlite'),
    content: generateContent(sizes),
  });
  const dist = join(dir, 'dist');
  console.log(
    `Benchmark: ${sizes.news} news, ${sizes.events} events, ${sizes.pages} pages → ${dist}`,
  );
  const started = performance.now();
  // A child process, so its peak memory (ru_maxrss) is the build's alone.
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '-e',
        "process.on('exit', () => console.log('MAXRSS ' + process.resourceUsage().maxRSS)); import('./scripts/build.ts')",
      ],
      {
        env: {
          ...process.env,
          BACKEND_URL: backend.url,
          SITE_URL: 'https://bench.example.org',
          ASTRO_OUT_DIR: dist,
          SNAPSHOT_OUT: join(dir, 'content.json'),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`build exited ${code}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  await backend.close();
  const built = /Built (\d+) pages/.exec(out);
  const pages = Number(built?.[1] ?? 0);
  const maxRss = Number(/MAXRSS (\d+)/.exec(out)?.[1] ?? 0) / 1024;

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
  const table = {
    'home (/)': weigh('index.html'),
    'news list (/NewsHome)': weigh('NewsHome/index.html'),
    'news detail': weigh(
      join(
        'NewsHome',
        readdirSync(join(dist, 'NewsHome')).find(
          (d) => statSync(join(dist, 'NewsHome', d)).isDirectory() && d !== 'page',
        )!,
        'index.html',
      ),
    ),
    'contact (/contact)': weigh('contact/index.html'),
  };
  let total = 0;
  for (const entry of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const stats = statSync(join(dist, entry));
    if (stats.isFile()) total += stats.size;
  }
  console.log(
    `\nBuild (pull + astro build + headers): ${seconds.toFixed(1)} s for ${pages} pages (${(pages / seconds).toFixed(0)} pages/s)`,
  );
  console.log(`Peak memory of the build process: ${maxRss.toFixed(0)} MB`);
  console.log(`Output: ${(total / 1024 / 1024).toFixed(1)} MB`);
  console.log(
    "\nPage weight (bytes; JS is the gzip size of the page's scripts and islands with their static imports):",
  );
  for (const [name, w] of Object.entries(table)) {
    console.log(
      `  ${name.padEnd(24)} HTML ${String(w.html).padStart(8)}  gzip ${String(w.htmlGzip).padStart(7)}  JS gzip ${String(w.jsGzip).padStart(6)}`,
    );
  }
});
