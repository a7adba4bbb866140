/**
 * Astro writes the rule that makes its island wrappers layout-neutral
 * (`<style>astro-island,…{display:contents}</style>`) before the first island, i.e. inside
 * `<body>`, where HTML permits no `<style>` (html-validate, issue 8). The build moves it, byte for
 * byte, to the end of `<head>`: the same text keeps the CSP hash Astro declared for it, and the
 * rule now applies before any island is parsed.
 */
const ISLAND_STYLE =
  /<style>astro-island,astro-slot(?:,astro-static-slot)?\{display:contents\}<\/style>/g;

/** Returns the page with Astro's island style moved into its head (once); other pages unchanged. */
export function hoistIslandStyle(html: string): string {
  const styles = html.match(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (!styles || head === -1) return html;
  const [style] = styles;
  if (html.slice(0, head).includes(style))
    return html.replace(ISLAND_STYLE, (m, at: number) => (at < head ? m : ''));
  const body = html.slice(head).replace(ISLAND_STYLE, '');
  return `${html.slice(0, head)}${style}${body}`;
}
