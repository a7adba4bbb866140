/**
 * A harness site for the consent code in a real browser, without the content pages: a small
 * Astro project built by Astro itself with the site's own consent integration (`client:consent`)
 * and React renderer, whose pages carry exactly the site's consent markup (Consent.astro), a
 * footer settings link and two links. A small server sends them with the real security headers
 * and the Matomo configuration of the site under test in the settings block.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import {
  CONSENT_CONFIG_ELEMENT_ID,
  serializeConsentPageConfig,
} from '../../src/features/consent/consentPageConfig.ts';
import { auditInlineCode } from '../../src/security/auditInlineCode.ts';
import { securityHeaders } from '../../src/security/securityHeaders.ts';
import { runCommand } from './runCommand.ts';

const REPO = resolve(import.meta.dirname, '../..');
const CONSENT_DIR = join(REPO, 'src/features/consent');
const ASTRO_CLI = join(REPO, 'node_modules/astro/bin/astro.mjs');

export interface Asset {
  /** Path under the site root, e.g. `/_astro/ConsentManager.x1y2.js`. */
  readonly path: string;
  readonly bytes: number;
  readonly gzip: number;
}

export interface ConsentBundle {
  readonly dir: string;
  /** The built pages by URL path, as Astro wrote them. */
  readonly pages: Readonly<Record<string, string>>;
  /** Every file under /_astro/. */
  readonly assets: readonly Asset[];
  /** What every page carries: its inline scripts (island runtime, directive) and script files. */
  readonly everyPage: { readonly inlineGzip: number; readonly scriptFiles: readonly string[] };
  /** Loaded only when the island hydrates, and not needed by the analytics module either. */
  readonly dialog: readonly Asset[];
  /** The module that resumes Matomo for a returning visitor who accepted, with its imports. */
  readonly analytics: readonly Asset[];
}

const PAGES: Record<string, string> = {
  '/': 'Home',
  '/next': 'Next',
  '/privacy-policy': 'Privacy Policy',
  '/datenschutz': 'Datenschutz',
};

/** Builds the harness project in `dir` (inside the repository, so its packages resolve). */
export async function buildConsentBundle(dir: string): Promise<ConsentBundle> {
  const src = (path: string) => relative(join(dir, 'src/layouts'), path).split('\\').join('/');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    'astro.config.mjs',
    `import react from '@astrojs/react';
import { clientDirectiveIntegration } from ${JSON.stringify(join(REPO, 'src/features/shared/clientDirectiveIntegration.ts'))};
import { astroCsp } from ${JSON.stringify(join(REPO, 'src/security/astroCsp.ts'))};
export default {
  output: 'static',
  // As the site: Astro declares the inline code it emits (island runtime, the directive).
  security: { csp: astroCsp({ matomoUrl: null }) },
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    clientDirectiveIntegration('consent', new URL(${JSON.stringify(pathToFileURL(join(CONSENT_DIR, 'consentDirective.ts')).href)})),
  ],
};
`,
  );
  write(
    'src/layouts/Harness.astro',
    `---
import Consent from '${src(join(CONSENT_DIR, 'Consent.astro'))}';
const { title } = Astro.props;
---
<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>{title}</title></head>
  <body>
    <main>
      <h1>{title}</h1>
      <p><a id="next" href="/next">Next page</a> · <a id="outbound" href="https://partner.example/">Partner</a></p>
    </main>
    <footer><a href="/privacy-policy" data-consent-settings>Privacy settings</a></footer>
    <Consent matomoUrl={null} siteId={null} />
  </body>
</html>
`,
  );
  for (const [path, title] of Object.entries(PAGES)) {
    const file = path === '/' ? 'index' : path.slice(1);
    write(
      `src/pages/${file}.astro`,
      `---\nimport Harness from '../layouts/Harness.astro';\n---\n<Harness title=${JSON.stringify(title)} />\n`,
    );
  }
  // A production build, as the site's (the test runner's NODE_ENV would give React's dev build).
  const result = await runCommand(ASTRO_CLI, { NODE_ENV: 'production' }, 300_000, [
    'build',
    '--root',
    dir,
    '--silent',
  ]);
  if (result.code !== 0) {
    throw new Error(`harness: astro build failed\n${result.stdout}\n${result.stderr}`);
  }

  const dist = join(dir, 'dist');
  const pages: Record<string, string> = {};
  for (const path of Object.keys(PAGES)) {
    pages[path] = readFileSync(join(dist, path, 'index.html'), 'utf8');
  }
  const assets: Asset[] = readdirSync(join(dist, '_astro')).map((name) => {
    const body = readFileSync(join(dist, '_astro', name));
    return {
      path: `/_astro/${name}`,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    };
  });
  const byPath = new Map(assets.map((asset) => [asset.path, asset]));
  const graph = (entries: readonly string[]) => staticImportGraph(dist, entries);

  const home = pages['/'] ?? '';
  const live = home.replace(/<template\b[\s\S]*?<\/template>/g, '');
  const inline = [...live.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '']) => !/\bsrc=|application\/json/.test(attrs))
    .map(([, , body = '']) => body);
  const scriptFiles = [...live.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, s = '']) => s);
  const island = /<astro-island\b[^>]*\bclient="consent"[^>]*>/.exec(home)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(island)?.[1] ?? '';
  const template = /<template data-consent-analytics>[\s\S]*?src="([^"]+)"/.exec(home)?.[1];
  if (!island || !template) throw new Error('harness: no consent island or analytics template');

  const analytics = graph([template]);
  const hydration = graph([attr('component-url'), attr('renderer-url')]);
  // The dialog's stylesheet is linked by URL from its chunk, not imported.
  const stylesheets = assets.filter(
    (a) => a.path.endsWith('.css') && readFileSync(join(dist, a.path)).includes('#cc-main'),
  );
  const dialog = [
    ...hydration.filter((path) => !analytics.includes(path)),
    ...stylesheets.map((a) => a.path),
  ];
  const pick = (paths: readonly string[]) =>
    paths.map((path) => {
      const asset = byPath.get(path);
      if (!asset) throw new Error(`harness: ${path} is not in the build`);
      return asset;
    });
  return {
    dir: dist,
    pages,
    assets,
    everyPage: {
      inlineGzip: inline.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      scriptFiles,
    },
    dialog: pick(dialog),
    analytics: pick(analytics),
  };
}

/** The files a browser fetches for these module entries: each plus its static imports. */
function staticImportGraph(dist: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const path = todo.pop() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(dist, path), 'utf8');
    for (const [, spec = ''] of code.matchAll(
      /\b(?:import|from)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g,
    )) {
      todo.push(posix.join(posix.dirname(path), spec));
    }
  }
  return [...seen];
}

export interface HarnessSite {
  readonly url: string;
  /** Paths requested from the site, in order. */
  readonly requests: string[];
  /** The security headers every response carries. */
  readonly headers: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/**
 * Serves the built harness with the site's security headers for the given Matomo, whose settings
 * replace the built (empty) ones. `matomoUrl: null` leaves the settings block out.
 */
export async function startHarnessSite(options: {
  bundle: ConsentBundle;
  matomoUrl: string | null;
  siteId?: string;
}): Promise<HarnessSite> {
  const { bundle } = options;
  const block = new RegExp(
    `<script type="application/json" id="${CONSENT_CONFIG_ELEMENT_ID}">[^<]*</script>`,
  );
  const settings =
    options.matomoUrl === null
      ? ''
      : `<script type="application/json" id="${CONSENT_CONFIG_ELEMENT_ID}">${serializeConsentPageConfig(
          { matomoUrl: options.matomoUrl, siteId: options.siteId ?? '1' },
        )}</script>`;
  const pages: Record<string, string> = {};
  for (const [path, html] of Object.entries(bundle.pages)) {
    if (!block.test(html)) throw new Error(`harness: ${path} has no consent settings block`);
    pages[path] = html.replace(block, settings);
  }
  // As the site's build does: only the inline code Astro declared, anything else fails.
  const audit = auditInlineCode(Object.entries(pages).map(([path, html]) => ({ path, html })));
  if (audit.problems.length > 0) throw new Error(audit.problems.join('\n'));
  // The Matomo origin is chosen per test, after the build, so the header carries the policy
  // (Astro's hashes plus that origin) and the built meta policy, which cannot name it, goes.
  for (const path of Object.keys(pages)) {
    pages[path] = (pages[path] ?? '').replace(
      /<meta http-equiv="content-security-policy"[^>]*>/i,
      '',
    );
  }
  const headers = securityHeaders({
    matomoOrigin: options.matomoUrl,
    scriptHashes: audit.scriptHashes,
    styleHashes: audit.styleHashes,
  });
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const html = pages[path];
    if (html !== undefined) {
      res.writeHead(200, { ...headers, 'content-type': TYPES['.html'] });
      res.end(html);
      return;
    }
    const asset = bundle.assets.find((a) => a.path === path);
    if (asset) {
      res.writeHead(200, {
        ...headers,
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      });
      res.end(readFileSync(join(bundle.dir, asset.path)));
      return;
    }
    res.writeHead(404, { ...headers, 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    headers,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
