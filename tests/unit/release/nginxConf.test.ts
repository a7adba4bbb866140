/**
 * The nginx include made from a release's `_redirects` and `_headers`: what it says for the
 * build's own rules, what it leaves as a comment, and (property tests, through a reader of nginx's
 * configuration syntax) that no path, target or header value breaks out of its quoted string.
 * Real nginx runs it in tests/nginx/.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRedirectsFile } from '../../../src/content/redirectsFile.ts';
import { hostRedirectRules } from '../../../src/i18n/routes.ts';
import { nginxConf, quoted } from '../../../src/release/nginxConf.ts';
import { renderHeadersFile, securityHeaders } from '../../../src/security/securityHeaders.ts';

interface Directive {
  readonly args: readonly string[];
  readonly block?: readonly Directive[];
}

/**
 * Reads nginx configuration text as nginx does (ngx_conf_read_token): words, quoted strings with
 * `\"`, `\'`, `\\`, `\t`, `\r`, `\n` unescaped, `#` comments to the end of the line, `;` ending a
 * directive, `{ }` blocks. Throws where nginx would refuse the text.
 */
function readConf(text: string): Directive[] {
  let at = 0;
  const ESCAPES: Readonly<Record<string, string>> = { t: '\t', r: '\r', n: '\n' };
  const readBlock = (top: boolean): Directive[] => {
    const directives: Directive[] = [];
    let args: string[] = [];
    while (at < text.length) {
      const c = text[at]!;
      if (/\s/.test(c)) at++;
      else if (c === '#') while (at < text.length && text[at] !== '\n') at++;
      else if (c === ';') {
        directives.push({ args });
        args = [];
        at++;
      } else if (c === '{') {
        at++;
        directives.push({ args, block: readBlock(false) });
        args = [];
      } else if (c === '}') {
        if (top || args.length > 0) throw new Error(`unexpected } at ${at}`);
        at++;
        return directives;
      } else if (c === '"' || c === "'") {
        let word = '';
        for (at++; text[at] !== c; at++) {
          if (at >= text.length) throw new Error('unterminated string');
          const next = text[at + 1] ?? '';
          if (text[at] === '\\' && (next === '"' || next === "'" || next === '\\'))
            word += text[++at];
          else if (text[at] === '\\' && ESCAPES[next]) word += ESCAPES[text[++at]!];
          else word += text[at];
        }
        at++;
        if (!/[\s;{]/.test(text[at] ?? ' ')) throw new Error(`no space after a string at ${at}`);
        args.push(word);
      } else {
        let word = '';
        while (at < text.length && !/[\s;{}"']/.test(text[at]!)) word += text[at++];
        args.push(word);
      }
    }
    if (!top || args.length > 0) throw new Error('unexpected end of file');
    return directives;
  };
  return readBlock(true);
}

const DEMO_REDIRECTS = formatRedirectsFile([
  { from: '/NewsHome/old-title', to: '/NewsHome/new-title', status: 301 },
  { from: encodeURI('/de/über-uns'), to: encodeURI('/de/wir'), status: 301 },
  ...hostRedirectRules(),
]);
const DEMO_HEADERS = renderHeadersFile(securityHeaders({ scriptHashes: [], styleHashes: [] }));

/** The locations of a configuration, by their match (`= /x`, `^~ /x/`, `/x/`). */
function locations(conf: string): Map<string, readonly Directive[]> {
  const found = new Map<string, readonly Directive[]>();
  for (const d of readConf(conf)) {
    if (d.args[0] !== 'location') continue;
    const key = d.args.slice(1).join(' ');
    expect(found.has(key), `duplicate location ${key}`).toBe(false);
    found.set(key, d.block ?? []);
  }
  return found;
}

const argsOf = (block: readonly Directive[] | undefined, name: string) =>
  block?.find((d) => d.args[0] === name)?.args.slice(1);

const notTranslated = (conf: string) =>
  conf.split('\n').filter((line) => line.startsWith('# not translated: '));

describe('nginxConf', () => {
  const conf = nginxConf(DEMO_REDIRECTS, DEMO_HEADERS);
  const top = readConf(conf);
  const found = locations(conf);

  it('serves pages as the site server finds files, the English not-found page by default', () => {
    const page = ['$uri', '$uri/index.html', '$uri.html', '=404'];
    expect(argsOf(found.get('/'), 'try_files')).toEqual(page);
    expect(top.find((d) => d.args[0] === 'error_page')?.args).toEqual([
      'error_page',
      '404',
      '/404.html',
    ]);
    for (const folder of ['/de', '/neuigkeiten', '/veranstaltungen', '/datenschutz']) {
      for (const key of [`${folder}/`, `= ${folder}`]) {
        expect(argsOf(found.get(key), 'error_page')).toEqual(['404', '/de/404.html']);
        expect(argsOf(found.get(key), 'try_files')).toEqual(page);
      }
    }
  });

  it('redirects moved addresses, decoded as nginx matches them, with the query kept', () => {
    for (const path of ['/NewsHome/old-title', '/NewsHome/old-title/']) {
      expect(argsOf(found.get(`= ${path}`), 'return')).toEqual([
        '301',
        '/NewsHome/new-title$is_args$args',
      ]);
    }
    expect(argsOf(found.get('= /de/über-uns'), 'return')).toEqual(['301', '/de/wir$is_args$args']);
    expect(argsOf(found.get('^~ /SmartPage/'), 'rewrite')).toEqual([
      '^/SmartPage/(.*?)/*$',
      '/ContentPage/$1',
      'permanent',
    ]);
    expect(argsOf(found.get('= /de/SmartPage'), 'return')).toEqual([
      '301',
      '/de/ContentPage/$is_args$args',
    ]);
  });

  it('sends the security headers on every answer and no add_header in any location', () => {
    const added = top.filter((d) => d.args[0] === 'add_header').map((d) => d.args);
    expect(added.map((a) => a[1])).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cache-Control',
    ]);
    expect(added.every((a) => a.at(-1) === 'always')).toBe(true);
    expect(added[0]?.[2]).toContain("default-src 'self'");
    expect(conf).not.toMatch(/\{[^}]*add_header/);
  });

  it('caches hashed assets for a year, pages not, and serves no host file', () => {
    expect(argsOf(found.get('^~ /_astro/'), 'set')).toEqual([
      '$release_cache_control',
      'public, max-age=31536000, immutable',
    ]);
    expect(argsOf(found.get('/'), 'set')?.[1]).toBe('public, max-age=0, must-revalidate');
    // Under /_ only a page's folder (a slug may begin with _), never a file itself.
    expect(argsOf(found.get('^~ /_'), 'try_files')).toEqual(['$uri/index.html', '=404']);
    expect(notTranslated(conf)).toEqual([]);
  });

  it('leaves what it cannot say as a comment: proxies, shadowed rules, other header patterns', () => {
    const redirects = [
      '/HHHHPUBLICAPI/*  https://backend.example.org/HHHHPUBLICAPI/:splat  200',
      '/de/*  /de/404.html  404',
      '/de/alt  /de/neu  301',
      '/a  /b  301',
      '/a  /c  301',
      '/a/*  /d/:splat  301',
      '/e/*  /f/:splat  307',
      '/e/x  /y  301',
      '/g  /h  307',
      '/_secret  /x  301',
      '/*  /404.html  404',
    ].join('\n');
    const headers =
      '/*\n  Cache-Control: no-store\n  X-Money: $5\n  X-Fine: ok\n/PublishingImages/*\n  Cache-Control: public\n';
    const text = nginxConf(redirects, headers);
    expect(notTranslated(text)).toEqual([
      '# not translated: _headers /PublishingImages/*: cache-control',
      '# not translated: _headers /*: cache-control',
      '# not translated: _headers /*: x-money',
      '# not translated: _redirects: /HHHHPUBLICAPI/*  https://backend.example.org/HHHHPUBLICAPI/:splat  200',
      '# not translated: _redirects: /de/alt  /de/neu  301',
      '# not translated: _redirects: /a  /c  301',
      '# not translated: _redirects: /e/*  /f/:splat  307',
      '# not translated: _redirects: /e/x  /y  301',
      '# not translated: _redirects: /_secret  /x  301',
      '# not translated: _redirects: /*  /404.html  404',
    ]);
    const made = locations(text);
    // `/a` stays the first rule's; the wildcard still answers below it.
    expect(argsOf(made.get('= /a'), 'return')).toEqual(['301', '/b$is_args$args']);
    expect(argsOf(made.get('^~ /a/'), 'rewrite')?.[1]).toBe('/d/$1');
    expect(argsOf(made.get('= /g'), 'return')).toEqual(['307', '/h$is_args$args']);
    expect(text).toContain('add_header X-Fine "ok" always;');
  });

  it('encodes $ in a target, so nginx reads no variable of the visitor’s making', () => {
    const text = nginxConf('/old  /new$host  301\n/w/*  /$x/:splat  301\n', '');
    expect(argsOf(locations(text).get('= /old'), 'return')).toEqual([
      '301',
      '/new%24host$is_args$args',
    ]);
    expect(argsOf(locations(text).get('^~ /w/'), 'rewrite')?.[1]).toBe('/%24x/$1');
  });
});

/** Text with what breaks configurations and URLs: quotes, `$`, braces, `;`, `#`, non-ASCII. */
const hostile = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', "'", '\\', '$', '{', '}', ';', '#', ' ', '\t', '\n', '%', 'ü', '€', '😀'),
    fc.constantFrom('a', 'Z', '0', '-', '.', '?', '&', '=', '+', ':', '@', '(', '^', '|', '/'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 24,
});

const CONTROL = /[\u0000-\u001f\u007f]/;
const encodable = (text: string) => text.isWellFormed();

describe('nginxConf over any text (property)', () => {
  it('a moved address matches exactly its decoded path and leads exactly to its encoded target', () => {
    fc.assert(
      fc.property(
        hostile.filter((s) => encodable(s) && !s.includes('*')),
        hostile.filter(encodable),
        (oldTitle, newTitle) => {
          const from = encodeURI(`/old/${oldTitle}`);
          const to = encodeURI(`/new/${newTitle}`);
          const text = nginxConf(formatRedirectsFile([{ from, to, status: 301 }]), '');
          const made = locations(text);
          const path = `/old/${oldTitle}`.replace(/(?<=.)\/+$/, '');
          if (CONTROL.test(oldTitle)) {
            expect(notTranslated(text)).toHaveLength(1);
            return;
          }
          const answer = argsOf(made.get(`= ${path}`), 'return');
          expect(answer).toEqual(['301', `${to.replaceAll('$', '%24')}$is_args$args`]);
          expect(answer?.[1]?.replace(/\$is_args\$args$/, '')).not.toContain('$');
          // The include's own four, and the path with and without a trailing slash.
          expect(made.size).toBe(6);
        },
      ),
    );
  });

  it('a wildcard rewrite matches below its decoded prefix only, and captures the rest', () => {
    fc.assert(
      fc.property(
        // Not `/*` nor `/_…/*`: the include's own (host files), never a rule's.
        hostile.filter((s) => encodable(s) && !CONTROL.test(s) && /^[^_][^*/]*$/.test(s)),
        fc.stringMatching(/^[a-z0-9-]{0,8}$/),
        (folder, rest) => {
          const from = `${encodeURI(`/${folder}`)}/*`;
          const text = nginxConf(`${from}  /to/:splat  301\n`, '');
          const rewrite = argsOf(locations(text).get(`^~ /${folder}/`), 'rewrite');
          expect(rewrite?.slice(1)).toEqual(['/to/$1', 'permanent']);
          const pattern = new RegExp(rewrite?.[0] ?? '');
          expect(pattern.exec(`/${folder}/${rest}/`)?.[1]).toBe(rest);
          expect(pattern.test(`/${folder}x/${rest}`)).toBe(false);
        },
      ),
    );
  });

  it('a header value is sent as it is, or left out when nginx would read a variable in it', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const trimmed = value.replace(/\r?\n[\s\S]*/, '').trim();
        const text = nginxConf('', `/*\n  X-Test: ${value.replace(/\r?\n[\s\S]*/, '')}\n`);
        const added = readConf(text).find((d) => d.args[1] === 'X-Test');
        if (/[$\u0000-\u001f\u007f]/.test(trimmed)) expect(added).toBeUndefined();
        else expect(added?.args).toEqual(['add_header', 'X-Test', trimmed, 'always']);
      }),
    );
  });

  it('quoted() reads back as the same string', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(readConf(`x ${quoted(text)};`)).toEqual([{ args: ['x', text] }]);
      }),
    );
  });
});
