import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatRedirectsFile } from '../../../src/content/redirectsFile.ts';
import { hostRedirectRules } from '../../../src/i18n/routes.ts';
import { missAnswer, redirectRulesReader } from '../../../src/server/hostRedirects.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const RULES = hostRedirectRules();

describe('what the site server answers for a path no file matches', () => {
  it('the German not-found page under /de/ and the German aliases, the English one elsewhere', () => {
    for (const path of [
      '/de/x',
      '/de/a/b',
      '/neuigkeiten/x',
      '/veranstaltungen/x',
      '/datenschutz/x',
    ]) {
      expect(missAnswer(RULES, path), path).toEqual({ kind: 'page', page: '/de/404.html' });
    }
    for (const path of ['/x', '/NewsHome/x', '/EventHome/x', '/ContentPage/x', '/dex']) {
      expect(missAnswer(RULES, path), path).toEqual({ kind: 'page', page: '/404.html' });
    }
    // No `_redirects` (a release from before it existed): the English page, as before.
    expect(missAnswer([], '/de/x')).toEqual({ kind: 'page', page: '/404.html' });
  });

  it('/SmartPage/* redirects permanently to the ContentPage, keeping the query', () => {
    expect(missAnswer(RULES, '/SmartPage/Some%20Title', '?a=1')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/ContentPage/Some%20Title?a=1',
    });
    expect(missAnswer(RULES, '/de/SmartPage/x')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/de/ContentPage/x',
    });
  });

  it('a target that would name another host (//evil) stays on this site', () => {
    const rules = [{ from: '/go/*', to: '/:splat', status: 302 }];
    expect(missAnswer(rules, '/go//evil.example/x')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/evil.example/x',
    });
  });

  it("reads a release folder's _redirects, again when it changes, and none when there is none", () => {
    const dir = tempFolder('redirects-');
    const read = redirectRulesReader();
    expect(read(dir)).toEqual([]);
    writeFileSync(join(dir, '_redirects'), formatRedirectsFile(RULES));
    expect(read(dir)).toEqual(RULES);
    writeFileSync(join(dir, '_redirects'), '/a /b 302\n');
    utimesSync(join(dir, '_redirects'), new Date(), new Date(Date.now() + 5_000));
    expect(read(dir)).toEqual([{ from: '/a', to: '/b', status: 302 }]);
  });
});
