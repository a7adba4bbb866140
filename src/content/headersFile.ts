/**
 * The build's `_headers` file (Netlify format): written by the build, read by the site server and
 * by the nginx include's generator (src/release/nginxConf.ts). Pure.
 */
export interface HeaderRule {
  readonly pattern: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Parses `_headers`: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const current = rules.at(-1);
    const colon = line.indexOf(':');
    if (!current || colon < 0) continue;
    current.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers that apply to a path: every matching rule, later rules winning. */
export function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { pattern, headers } of rules) {
    const wild = pattern.endsWith('*');
    if (wild ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname) {
      Object.assign(out, headers);
    }
  }
  return out;
}
