/**
 * Astro writes its island wrappers' `{display:contents}` style inside `<body>`, where HTML permits
 * no `<style>` (pages must validate). The build moves it, byte for byte, to the end of `<head>`:
 * the same text keeps the CSP hash Astro declared for it.
 */

/** Astro's island style, in the two forms its versions write (the longer first). */
const ISLAND_STYLES = [
  '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>',
  '<style>astro-island,astro-slot{display:contents}</style>',
] as const;
const START = '<style>astro-island';

/** A page as the hoist reads and cuts it: its text, or its bytes (where every mark is ASCII). */
interface Cuttable<P> {
  indexOf(search: string, from: number): number;
  /** Whether `search` is written at `at`. */
  at(search: string, at: number): boolean;
  slice(from: number, to?: number): P;
  join(parts: P[]): P;
}

/**
 * The page with Astro's island style moved into its head (once); other pages unchanged. Every
 * page goes through it: `indexOf`, the whole rule matched only where it starts.
 */

export function hoistIslandStyle(html: string): string {
  return hoisted(html, {
    indexOf: (search, from) => html.indexOf(search, from),
    at: (search, at) => html.startsWith(search, at),
    slice: (from, to) => html.slice(from, to),
    join: (parts) => parts.join(''),
  });
}

/** hoistIslandStyle on a page's UTF-8 bytes, without decoding them. */
export function hoistIslandStyleBytes(bytes: Uint8Array): Uint8Array {
  const page = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return hoisted<Uint8Array>(bytes, {
    indexOf: (search, from) => page.indexOf(search, from),
    at: (search, at) =>
      at + search.length <= page.length &&
      page.compare(Buffer.from(search), 0, search.length, at, at + search.length) === 0,
    slice: (from, to) => page.subarray(from, to),
    join: (parts) => Buffer.concat(parts),
  });
}

function hoisted<P>(page: P, cut: Cuttable<P>): P {
  const head = cut.indexOf('</head>', 0);
  if (head === -1) return page;
  const found: { at: number; length: number }[] = [];
  for (let at = cut.indexOf(START, 0); at !== -1; at = cut.indexOf(START, at + START.length)) {
    const style = ISLAND_STYLES.find((candidate) => cut.at(candidate, at));
    if (style !== undefined) found.push({ at, length: style.length });
  }
  const [first] = found;
  if (first === undefined) return page;
  // One in the head already: it stays, the others go. Else the first moves to the head's end.
  const parts: P[] = [];
  let from = 0;
  if (first.at > head) {
    parts.push(cut.slice(0, head), cut.slice(first.at, first.at + first.length));
    from = head;
  }
  for (const { at, length } of found) {
    if (at < head) continue;
    parts.push(cut.slice(from, at));
    from = at + length;
  }
  parts.push(cut.slice(from));
  return cut.join(parts);
}
