/**
 * A harness site for the consent code in a real browser, before the page layout exists: the
 * loader is bundled by Vite the way Astro bundles a page script (the dialog becomes a lazily
 * loaded chunk with its own stylesheet), and a small server sends pages with the consent
 * configuration block, a footer settings link and the real security headers.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { serializeConsentPageConfig } from '../../src/features/consent/consentPageConfig.ts';
import { collectInlineHashes } from '../../src/security/collectInlineHashes.ts';
import { securityHeaders } from '../../src/security/securityHeaders.ts';

const LOADER = resolve(import.meta.dirname, '../../src/features/consent/consentLoader.ts');

export interface ConsentBundle {
  readonly dir: string;
  /** The `<script>`/`<link>` tags Vite put into the page head. */
  readonly headTags: string;
  /** Every emitted asset, by file name (relative to dir), with raw and gzip sizes. */
  readonly assets: readonly { file: string; bytes: number; gzip: number }[];
  /** The entry chunk (loaded on every page). */
  readonly loader: { file: string; bytes: number; gzip: number };
  /** The lazily imported dialog: its JS chunk(s) and stylesheet(s). */
  readonly dialog: readonly { file: string; bytes: number; gzip: number }[];
}

/** Bundles the consent loader into `dir` (production build, minified). */
export async function buildConsentBundle(dir: string): Promise<ConsentBundle> {
  const src = join(dir, 'src');
  mkdirSync(src, { recursive: true });
  const importPath = relative(src, LOADER).split('\\').join('/');
  writeFileSync(
    join(src, 'entry.ts'),
    `import { initConsent } from '${importPath}';\ninitConsent();\n`,
  );
  writeFileSync(
    join(src, 'index.html'),
    '<!doctype html><html><head><script type="module" src="./entry.ts"></script></head><body></body></html>',
  );
  await build({
    configFile: false,
    root: src,
    logLevel: 'warn',
    // As Astro builds client scripts: no module-preload polyfill.
    build: {
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      minify: true,
      modulePreload: { polyfill: false },
    },
  });
  const dist = join(dir, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const headTags = [...html.matchAll(/<(script|link)\b[^>]*>(<\/script>)?/g)]
    .map((m) => m[0])
    .join('\n');
  const assets = readdirSync(join(dist, 'assets')).map((name) => {
    const body = readFileSync(join(dist, 'assets', name));
    return {
      file: `assets/${name}`,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    };
  });
  const entryFile = /src="\/?(assets\/[^"]+\.js)"/.exec(headTags)?.[1];
  const loader = assets.find((a) => a.file === entryFile);
  if (!loader) throw new Error(`harness: no entry chunk in ${headTags}`);
  return { dir: dist, headTags, assets, loader, dialog: assets.filter((a) => a !== loader) };
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
 * Serves harness pages (`/`, `/next`, `/privacy-policy`, `/datenschutz`) and the bundle, with the
 * site's security headers for the given Matomo. `matomoUrl: null` leaves the configuration out.
 */
export async function startHarnessSite(options: {
  bundle: ConsentBundle;
  matomoUrl: string | null;
  siteId?: string;
}): Promise<HarnessSite> {
  const { bundle } = options;
  const config =
    options.matomoUrl === null
      ? ''
      : `<script type="application/json" id="consent-config">${serializeConsentPageConfig({
          matomoUrl: options.matomoUrl,
          siteId: options.siteId ?? '1',
        })}</script>`;
  const page = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
${config}
${bundle.headTags}
</head><body>
<main><h1>${title}</h1>
<p><a id="next" href="/next">Next page</a> · <a id="outbound" href="https://partner.example/">Partner</a></p></main>
<footer><a href="/privacy-policy" data-consent-settings>Privacy settings</a></footer>
</body></html>`;
  const pages: Record<string, string> = {
    '/': page('Home'),
    '/next': page('Next'),
    '/privacy-policy': page('Privacy Policy'),
    '/datenschutz': page('Datenschutz'),
  };
  const headers = securityHeaders({
    matomoOrigin: options.matomoUrl,
    // The harness pages have no inline script; kept so the policy is built the way the site's is.
    ...collectInlineHashes(Object.values(pages)),
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
    const asset = bundle.assets.find((a) => `/${a.file}` === path);
    if (asset) {
      res.writeHead(200, {
        ...headers,
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      });
      res.end(readFileSync(join(bundle.dir, asset.file)));
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
