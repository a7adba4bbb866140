import { describe, expect, it } from 'vitest';
import {
  formatRedirectsFile,
  matchRedirect,
  parseRedirectsFile,
  type RedirectRule,
} from '../../../src/content/redirectsFile.ts';
import { hostRedirectRules } from '../../../src/i18n/routes.ts';

const RULES: readonly RedirectRule[] = [
  { from: '/SmartPage/*', to: '/ContentPage/:splat', status: 301 },
  { from: '/de/SmartPage/*', to: '/de/ContentPage/:splat', status: 301 },
  { from: '/old', to: '/new', status: 302 },
  { from: '/de/*', to: '/de/404.html', status: 404 },
];

describe('_redirects: the subset the build writes and the site server honours', () => {
  it('writes one rule a line in Netlify / Cloudflare syntax and reads back the same rules', () => {
    const text = formatRedirectsFile(RULES);
    expect(text).toMatch(/^# /);
    expect(text).toContain('/SmartPage/*     /ContentPage/:splat     301\n');
    expect(parseRedirectsFile(text)).toEqual({ rules: RULES, problems: [] });
    expect(parseRedirectsFile(formatRedirectsFile(hostRedirectRules())).rules).toEqual(
      hostRedirectRules(),
    );
  });

  it('a wildcard fills :splat with the rest of the path, as sent', () => {
    expect(matchRedirect(RULES, '/SmartPage/intranet-playbook')).toEqual({
      rule: RULES[0],
      target: '/ContentPage/intranet-playbook',
    });
    expect(matchRedirect(RULES, '/SmartPage/Some%20Title/')?.target).toBe(
      '/ContentPage/Some%20Title',
    );
    expect(matchRedirect(RULES, '/de/SmartPage/x')?.target).toBe('/de/ContentPage/x');
    expect(matchRedirect(RULES, '/SmartPage')?.target).toBe('/ContentPage/');
  });

  it('rules apply in order, exact paths ignore a trailing slash, others do not match', () => {
    expect(matchRedirect(RULES, '/old/')?.target).toBe('/new');
    expect(matchRedirect(RULES, '/de/x/y')?.rule.status).toBe(404);
    // The earlier SmartPage rule wins over the German 404 rule.
    expect(matchRedirect(RULES, '/de/SmartPage/x')?.rule.status).toBe(301);
    expect(matchRedirect(RULES, '/SmartPages/x')).toBeNull();
    expect(matchRedirect(RULES, '/dex')).toBeNull();
    expect(matchRedirect(RULES, '/older')).toBeNull();
  });

  it('skips comments and blank lines; names every line outside the subset and leaves it out', () => {
    const { rules, problems } = parseRedirectsFile(
      [
        '# comment',
        '',
        '/a /b 301',
        '/proxy/* https://api.example.org/:splat 200',
        '/c /d',
        '/e*f /g 301',
        'x /y 301',
        '/h /i 301 Country=de',
        '/j /k 404',
      ].join('\n'),
    );
    expect(rules).toEqual([
      { from: '/a', to: '/b', status: 301 },
      { from: '/j', to: '/k', status: 404 },
    ]);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe(
      'line 4: "/proxy/* https://api.example.org/:splat 200" is not a rule this server applies',
    );
  });
});
