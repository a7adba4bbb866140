/**
 * Rules a site owner may put in public/_redirects and _headers, with what breaks configurations
 * (quotes, `$`, braces, `;`, `#`, backslashes, spaces, non-ASCII), on real nginx: it accepts the
 * include the build writes (writeNginxConf), each old address redirects exactly to its target
 * (`$` sent encoded, never read as a variable), and what nginx cannot say is a comment.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_CONF_FILE } from '../../src/release/nginxConf.ts';
import { writeNginxConf } from '../../src/release/writeHostFiles.ts';
import { startNginx, type RunningNginx } from '../support/nginxServer.ts';
import { tempFolder } from '../support/tempFolder.ts';

const root = tempFolder('nginx-hostile-');
/** Old titles → where they lead: each old path is `/` + the title, encoded as the build does. */
const MOVED: readonly [title: string, to: string][] = [
  ['a b"c', '/to/quote'],
  ["it's", '/to/apostrophe'],
  ['x$host', '/to/$host'],
  ['{y};#z', '/to/braces'],
  ['back\\slash', '/to/backslash'],
  ['üblich €5 😀', `/to/${encodeURIComponent('ünïcode')}`],
];
let nginx: RunningNginx;

beforeAll(async () => {
  mkdirSync(join(root, 'de'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="en"><p>home</p></html>');
  writeFileSync(join(root, '404.html'), '<!doctype html><html lang="en"><p>not found</p></html>');
  writeFileSync(join(root, 'de', '404.html'), '<!doctype html><html lang="de"><p>fehlt</p></html>');
  writeFileSync(
    join(root, '_redirects'),
    [
      ...MOVED.map(([title, to]) => `${encodeURI(`/${title}`)}  ${to}  301`),
      `${encodeURI('/p q$')}/*  /w/:splat  301`,
      '/api/*  https://backend.example.org/api/:splat  200',
      '',
    ].join('\n'),
  );
  writeFileSync(join(root, '_headers'), '/*\n  X-Test: a "quoted" {value}; # not a comment\n');
  writeNginxConf(root);
  nginx = await startNginx(root);
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
});

async function answer(path: string): Promise<[number, string | null, string | null]> {
  const res = await fetch(`${nginx.url}${path}`, { redirect: 'manual' });
  await res.body?.cancel();
  return [res.status, res.headers.get('location'), res.headers.get('x-test')];
}

const HEADER = 'a "quoted" {value}; # not a comment';

describe('hostile rules on nginx', () => {
  it.each(MOVED)('/%s redirects to its target, query kept', async (title, to) => {
    expect(await answer(`/${encodeURIComponent(title)}?q=1`), nginx.log()).toEqual([
      301,
      `${to.replaceAll('$', '%24')}?q=1`,
      HEADER,
    ]);
  });

  it('a wildcard under a hostile prefix redirects below it only', async () => {
    expect(await answer(`/${encodeURIComponent('p q$')}/abc`)).toEqual([301, '/w/abc', HEADER]);
    expect(await answer(`/${encodeURIComponent('p q$x')}/abc`)).toEqual([404, null, HEADER]);
  });

  it('leaves the proxy rule as a comment, and the page answers as before', async () => {
    const conf = readFileSync(join(root, NGINX_CONF_FILE), 'utf8');
    expect(conf).toContain(
      '# not translated: _redirects: /api/*  https://backend.example.org/api/:splat  200',
    );
    expect(await answer('/api/x')).toEqual([404, null, HEADER]);
    expect(await answer('/')).toEqual([200, null, HEADER]);
  });
});
