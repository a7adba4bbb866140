/**
 * Astro writes the rule that makes its island wrappers layout-neutral
 * (`<style>astro-island,…{display:contents}</style>`) before the first island, i.e. inside
 * `<body>`, where HTML permits no `<style>` (html-validate, issue 8). The build moves it, byte for
 * byte, to the end of `<head>`: the same text keeps the CSP hash Astro declared for it, and the
 * rule now applies before any island is parsed.
 */
const ISLAND_STYLE_AT =
  /<style>astro-island,astro-slot(?:,astro-static-slot)?\{display:contents\}<\/style>/y;
const START = '<style>astro-island';

/**
 * Returns the page with Astro's island style moved into its head (once); other pages unchanged.
 * Every page goes through it as it is rendered: the page is scanned for the style's start with
 * `indexOf`, and the whole rule is matched only where it starts.
 */
export function hoistIslandStyle(html: string): string {
  const head = html.indexOf('</head>');
  if (head === -1) return html;
  const found: { at: number; style: string }[] = [];
  for (let at = html.indexOf(START); at !== -1; at = html.indexOf(START, at + START.length)) {
    ISLAND_STYLE_AT.lastIndex = at;
    const style = ISLAND_STYLE_AT.exec(html)?.[0];
    if (style !== undefined) found.push({ at, style });
  }
  const [first] = found;
  if (first === undefined) return html;
  // One in the head already: it stays, the others go. Else the first moves to the head's end.
  const parts: string[] = [];
  let from = 0;
  if (first.at > head) {
    parts.push(html.slice(0, head), first.style);
    from = head;
  }
  for (const { at, style } of found) {
    if (at < head) continue;
    parts.push(html.slice(from, at));
    from = at + style.length;
  }
  parts.push(html.slice(from));
  return parts.join('');
}
