/**
 * The figures `npm run bench` measures, as the table it writes into docs/performance.md between
 * two markers: the latest run only, the prose around them kept.
 */
import type { DeclineCode } from '../../src/build/fastPathDecline.ts';

export const BENCH_START = '<!-- bench:start -->';
export const BENCH_END = '<!-- bench:end -->';

/** A new docs/performance.md. */
export const PERFORMANCE_PAGE = `# Performance

The table below is written by \`npm run bench\` (tools/bench.ts) each time it runs: the latest run only.

${BENCH_START}
${BENCH_END}
`;

/** A page's weight: its HTML, gzipped, and the gzip size of the scripts it loads. */
export interface PageWeight {
  readonly html: number;
  readonly htmlGzip: number;
  readonly jsGzip: number;
}

export interface BenchFigures {
  readonly sizes: { readonly news: number; readonly events: number; readonly pages: number };
  readonly pagesBuilt: number;
  readonly outputMb: number;
  /** Per pair: our full build, plain Astro's build of as many trivial pages, ours over plain. */
  readonly fullSeconds: readonly number[];
  readonly plainSeconds: readonly number[];
  readonly ratios: readonly number[];
  readonly peakMb: number;
  /** One edited news item rebuilt by `npm run build`. */
  readonly editSeconds: number;
  readonly editMade: string;
  readonly service: {
    readonly first: number;
    readonly afterFirst: number;
    readonly edits: readonly number[];
    readonly hurried: number;
    readonly workerPeakMb: number;
  };
  /** Site-wide files, as "12.3 KB gzip". */
  readonly siteFiles: Readonly<Record<string, string>>;
  readonly weights: Readonly<Record<string, PageWeight>>;
  /** Builds of the run, their declines by code, and the declines of the edits (faults). */
  readonly builds: number;
  readonly declines: ReadonlyMap<DeclineCode, number>;
  readonly editDeclines: readonly DeclineCode[];
  readonly commit: string;
  readonly measuredAt: string;
}

/** The middle value (the mean of the middle two for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The run's declines in one line: "2 of 9 builds: no-release × 2" (the full builds from nothing
 * that every run makes), and, apart, any edit that fell back, which is a fault to look into.
 */
export function declinesLine(
  figures: Pick<BenchFigures, 'builds' | 'declines' | 'editDeclines'>,
): string {
  const total = [...figures.declines.values()].reduce((sum, n) => sum + n, 0);
  const byCode = [...figures.declines].map(([code, n]) => `${code} × ${n}`).join(', ');
  const edits =
    figures.editDeclines.length === 0
      ? 'no edit fell back'
      : `EDITS FELL BACK: ${figures.editDeclines.join(', ')}`;
  return `${total} of ${figures.builds} builds${byCode === '' ? '' : `: ${byCode}`}; ${edits}`;
}

const s = (seconds: number) => `${seconds.toFixed(1)} s`;

/** The Markdown the bench writes between the markers. */
export function benchTable(f: BenchFigures): string {
  const rows: [string, string][] = [
    ['Content', `${f.sizes.news} news, ${f.sizes.events} events, ${f.sizes.pages} pages`],
    ['Pages built', `${f.pagesBuilt} (output ${f.outputMb.toFixed(1)} MB)`],
    [
      'Full build (pull + build + headers)',
      `median ${s(median(f.fullSeconds))} of ${f.fullSeconds.map(s).join(', ')}`,
    ],
    ['Plain Astro, as many trivial pages', f.plainSeconds.map(s).join(', ')],
    [
      'Full build ÷ plain Astro',
      `median ${median(f.ratios).toFixed(2)}× (pairs: ${f.ratios.map((r) => `${r.toFixed(2)}×`).join(', ')})`,
    ],
    ['Peak memory of a full build', `${f.peakMb.toFixed(0)} MB`],
    ['One edited news item, `npm run build`', `${s(f.editSeconds)} (${f.editMade})`],
    ['Rebuild service: first publish', s(f.service.first)],
    ['Rebuild service: an edit called as soon as the first was live', s(f.service.afterFirst)],
    ['Rebuild service: an edited news item live', f.service.edits.map(s).join(', ')],
    ['Rebuild service: one called as soon as the last was live', s(f.service.hurried)],
    ['Build worker peak memory', `${f.service.workerPeakMb.toFixed(0)} MB`],
    ...Object.entries(f.siteFiles),
    ['Fast-path declines', declinesLine(f)],
  ];
  const weights = Object.entries(f.weights).map(
    ([name, w]) => `| ${name} | ${w.html} | ${w.htmlGzip} | ${w.jsGzip} |`,
  );
  return [
    `Measured at ${f.measuredAt} on commit ${f.commit}.`,
    '',
    '| Figure | Value |',
    '| --- | --- |',
    ...rows.map(([name, value]) => `| ${name} | ${value.replaceAll('|', '\\|')} |`),
    '',
    'Page weight in bytes (JS: the gzip size of the scripts and islands a page loads, with their static imports):',
    '',
    '| Page | HTML | HTML gzip | JS gzip |',
    '| --- | ---: | ---: | ---: |',
    ...weights,
  ].join('\n');
}

/**
 * `page` with what lies between its bench markers replaced by `table`; no page (null) becomes
 * PERFORMANCE_PAGE, and one without markers gets them appended, so nothing around them is lost.
 */
export function withBenchTable(page: string | null, table: string): string {
  const base = page ?? PERFORMANCE_PAGE;
  const start = base.indexOf(BENCH_START);
  const end = start === -1 ? -1 : base.indexOf(BENCH_END, start);
  if (end === -1) {
    const separator = base === '' || base.endsWith('\n') ? '' : '\n';
    return `${base}${separator}\n${BENCH_START}\n${table}\n${BENCH_END}\n`;
  }
  return `${base.slice(0, start + BENCH_START.length)}\n${table}\n${base.slice(end)}`;
}
