import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BENCH_END,
  BENCH_START,
  benchTable,
  declinesLine,
  median,
  PERFORMANCE_PAGE,
  withBenchTable,
  type BenchFigures,
} from '../../../../tools/lib/benchReport.ts';

const figures: BenchFigures = {
  sizes: { news: 2000, events: 2000, pages: 200 },
  pagesBuilt: 9000,
  outputMb: 812.25,
  fullSeconds: [60, 58, 62],
  plainSeconds: [45, 44, 46],
  ratios: [1.33, 1.32, 1.35],
  peakMb: 1400,
  editSeconds: 9.5,
  editMade: '12 files rendered, 8990 carried',
  service: { first: 70, afterFirst: 3.1, edits: [2.1, 2.2, 2.0], hurried: 2.9, workerPeakMb: 1500 },
  siteFiles: { 'Not-found page': '41.0 KB gzip' },
  weights: { 'home (/)': { html: 50000, htmlGzip: 9000, jsGzip: 30000 } },
  builds: 10,
  declines: new Map([['no-release', 4]]),
  editDeclines: [],
  commit: 'abc1234',
  measuredAt: '2026-11-28 04:40 UTC',
};

/** Text the bench never writes: without its markers. */
const prose = fc.string().filter((text) => !text.includes('<!-- bench:'));

describe('benchTable: the run as Markdown', () => {
  it('has one "measured at" line with the commit, the figures and the declines', () => {
    const table = benchTable(figures);
    expect(table.match(/Measured at/g)).toHaveLength(1);
    expect(table).toContain('Measured at 2026-11-28 04:40 UTC on commit abc1234.');
    expect(table).toContain(
      '| Full build ÷ plain Astro | median 1.33× (pairs: 1.33×, 1.32×, 1.35×) |',
    );
    expect(table).toContain('| Peak memory of a full build | 1400 MB |');
    expect(table).toContain('| Rebuild service: an edited news item live | 2.1 s, 2.2 s, 2.0 s |');
    expect(table).toContain(
      '| Fast-path declines | 4 of 10 builds: no-release × 4; no edit fell back |',
    );
    expect(table).toContain('| home (/) | 50000 | 9000 | 30000 |');
  });

  it('says loudly when an edit fell back', () => {
    const line = declinesLine({
      builds: 10,
      declines: new Map([
        ['no-release', 4],
        ['renderer-differs', 1],
      ]),
      editDeclines: ['renderer-differs'],
    });
    expect(line).toBe(
      '5 of 10 builds: no-release × 4, renderer-differs × 1; EDITS FELL BACK: renderer-differs',
    );
  });

  it('takes the median of an odd and an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('withBenchTable: the latest table only, the prose around it kept', () => {
  it('makes the page with its intro and markers when there is none', () => {
    const page = withBenchTable(null, 'T1');
    expect(page).toBe(PERFORMANCE_PAGE.replace(`${BENCH_START}\n`, `${BENCH_START}\nT1\n`));
  });

  it('replaces the last table, keeping everything outside the markers', () => {
    fc.assert(
      fc.property(prose, prose, fc.string(), (before, after, table) => {
        const page = `${before}${BENCH_START}\nold table\n${BENCH_END}${after}`;
        const once = withBenchTable(page, table);
        expect(once).toBe(`${before}${BENCH_START}\n${table}\n${BENCH_END}${after}`);
        // Run after run: one table, never a diary.
        expect(withBenchTable(once, table)).toBe(once);
      }),
    );
  });

  it('appends the markers to a page that has lost them, keeping its text', () => {
    expect(withBenchTable('# Performance\n\nHow to run the bench.', 'T')).toBe(
      `# Performance\n\nHow to run the bench.\n\n${BENCH_START}\nT\n${BENCH_END}\n`,
    );
  });
});
