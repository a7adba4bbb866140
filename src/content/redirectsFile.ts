/**
 * The build's `_redirects` file (Netlify and Cloudflare Pages syntax, one rule a line:
 * `from  to  status`), in the subset the build writes: an exact path or a `/prefix/*` wildcard, a
 * target that may hold `:splat`, and a status (3xx redirect, or 404 to answer a not-found page).
 * Written by the build, read by the site server; pure.
 */

export interface RedirectRule {
  /** '/exact/path' or '/prefix/*'. */
  readonly from: string;
  /** A site path; `:splat` is replaced by what the `*` matched. */
  readonly to: string;
  /** 301, 302, 303, 307 or 308 (redirect), or 404 (answer `to` with status 404). */
  readonly status: number;
}

const STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308, 404]);

/** The file's text: one aligned rule a line, after a comment saying what reads it. */
export function formatRedirectsFile(rules: readonly RedirectRule[]): string {
  const width = Math.max(0, ...rules.map((r) => r.from.length)) + 2;
  const targetWidth = Math.max(0, ...rules.map((r) => r.to.length)) + 2;
  const lines = rules.map(
    (r) => `${r.from.padEnd(width)}${r.to.padEnd(targetWidth)}${String(r.status)}`,
  );
  return `# Host rules (Netlify, Cloudflare Pages; the site server reads them too). See docs/deploying.md.\n${lines.join('\n')}\n`;
}

/**
 * Reads the rules of a `_redirects` file in order. Blank lines and `#` comments are skipped; a
 * line outside the subset (not `from to status`, a path not starting with `/`, a `*` anywhere
 * but at the end of `from`, an unsupported status) is left out and named in `problems`, as the
 * hosts ignore a line they cannot use.
 */
export function parseRedirectsFile(text: string): { rules: RedirectRule[]; problems: string[] } {
  const rules: RedirectRule[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [from = '', to = '', status = '', ...rest] = line.split(/\s+/);
    const code = Number(status);
    const wildcardOk =
      !from.slice(0, -1).includes('*') && (!from.includes('*') || from.endsWith('/*'));
    if (
      rest.length > 0 ||
      !from.startsWith('/') ||
      !to.startsWith('/') ||
      !wildcardOk ||
      !/^\d{3}$/.test(status) ||
      !STATUSES.has(code)
    ) {
      problems.push(`line ${i + 1}: "${line}" is not a rule this server applies`);
      return;
    }
    rules.push({ from, to, status: code });
  });
  return { rules, problems };
}

/**
 * The first rule matching a request path (as sent, percent-encoded), and its `to` with `:splat`
 * filled in, or null. A trailing slash is
 * ignored, as the hosts do; `/prefix/*` matches `/prefix` itself and everything below it, and
 * `:splat` in the target becomes the part after `/prefix/`.
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): { readonly rule: RedirectRule; readonly target: string } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  for (const rule of rules) {
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -2);
      if (path !== prefix && !path.startsWith(`${prefix}/`)) continue;
      const splat = path.slice(prefix.length + 1);
      return { rule, target: rule.to.replaceAll(':splat', splat) };
    }
    const exact = rule.from.length > 1 ? rule.from.replace(/\/+$/, '') : rule.from;
    if (path === exact) return { rule, target: rule.to };
  }
  return null;
}
