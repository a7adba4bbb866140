/**
 * GET / (issue 10, point 4): the status page for editors, in English or German, readable on a
 * phone, refreshing itself while a build runs or waits, showing the step and pages done, the
 * live version with its content warnings, and the recent builds with their outcome and cause.
 * Plain HTML with one inline style (allowed by its hash); no script.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../content/escapeHtml.ts';
import type { Locale } from '../../content/types.ts';
import type { BuildRecord } from './buildHistory.ts';
import type { ServiceStatus } from './serviceStatus.ts';
import { STATUS_TEXT, type StatusText } from './statusText.ts';

/** Seconds between refreshes while a build runs or waits. */
export const REFRESH_SECONDS = 3;

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f6f6f4}
main{max-width:46rem;margin:0 auto;padding:1rem}
h1{font-size:1.4rem;margin:.5rem 0 1rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
section,li.build{background:#fff;border:1px solid #ddd;border-radius:8px;padding:.5rem 1rem}
section p,li.build p{margin:.25rem 0}
section,li,p{overflow-wrap:anywhere;min-width:0}
.state{font-weight:600}
.building{border-color:#2a6ebb}
progress{width:100%}
ul{padding-left:1.2rem}
ol.builds{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
.failed,.interrupted{border-left:4px solid #b3261e}
.live{border-left:4px solid #1e7b34}
.meta{color:#555;font-size:.9rem}
code{font-size:.85rem;word-break:break-all}
.cause{color:#b3261e}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
/** The page's Content-Security-Policy: nothing but its own inline style. */
export const STATUS_PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** Renders the page for one status in one language. */
export function renderStatusPage(status: ServiceStatus, locale: Locale, timeZone: string): string {
  const t = STATUS_TEXT[locale];
  const date = new Intl.DateTimeFormat(t.dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone,
  });
  const when = (iso: string | null) => (iso === null ? '' : date.format(new Date(iso)));
  const number = new Intl.NumberFormat(t.dateLocale, { maximumFractionDigits: 1 });
  const refresh =
    status.state === 'idle' ? '' : `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">`;

  const parts: string[] = [];
  parts.push(`<p class="state">${escapeHtml(t.state[status.state])}</p>`);
  if (status.building !== null) {
    const b = status.building;
    parts.push(
      `<section class="building" aria-live="polite"><p>${escapeHtml(t.stepNow)}: <strong>${escapeHtml(t.step[b.step])}</strong></p>` +
        `<p>${number.format(b.pagesDone)} ${escapeHtml(t.pagesDone)}</p>` +
        `<p class="meta"><code>${escapeHtml(b.id)}</code> · ${calls(b.calls, t)}</p></section>`,
    );
  }
  if (status.pending !== null) {
    parts.push(
      `<p>${escapeHtml(t.waiting)}: <code>${escapeHtml(status.pending.id)}</code> · ${calls(status.pending.calls, t)}</p>`,
    );
  }
  if (status.state !== 'idle') parts.push(`<p class="meta">${escapeHtml(t.refreshes)}</p>`);

  parts.push(`<h2>${escapeHtml(t.live)}</h2>`);
  if (status.live === null) {
    parts.push(`<p>${escapeHtml(t.noLive)}</p>`);
  } else {
    const live = status.live;
    const pages =
      live.pages === null
        ? ''
        : `<p>${escapeHtml(t.pages)}: ${escapeHtml(t.english)} ${live.pages.en}, ${escapeHtml(t.german)} ${live.pages.de}</p>`;
    parts.push(
      `<section><p>${escapeHtml(t.release)} <code>${escapeHtml(live.id)}</code></p>` +
        (live.time === null
          ? ''
          : `<p>${escapeHtml(t.published)}: ${escapeHtml(when(live.time))}</p>`) +
        (live.contentHash === null
          ? ''
          : `<p class="meta">${escapeHtml(t.content)}: <code>${escapeHtml(live.contentHash.slice(0, 12))}</code></p>`) +
        pages +
        `</section>`,
    );
    parts.push(`<h2>${escapeHtml(t.warnings)} (${live.warnings.length})</h2>`);
    parts.push(
      live.warnings.length === 0
        ? `<p>${escapeHtml(t.noWarnings)}</p>`
        : `<ul>${live.warnings.map((w) => `<li>${escapeHtml(w.text)}</li>`).join('')}</ul>`,
    );
  }

  parts.push(`<h2>${escapeHtml(t.builds)}</h2>`);
  parts.push(
    status.builds.length === 0
      ? `<p>${escapeHtml(t.noBuilds)}</p>`
      : `<ol class="builds">${status.builds.map((b) => buildItem(b, t, when, number)).join('')}</ol>`,
  );

  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh}
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
${parts.join('\n')}
</main>
</body>
</html>
`;
}

function calls(n: number, t: StatusText): string {
  return `${n} ${escapeHtml(t.calls[n === 1 ? 0 : 1])}`;
}

function buildItem(
  b: BuildRecord,
  t: StatusText,
  when: (iso: string | null) => string,
  number: Intl.NumberFormat,
): string {
  const duration =
    b.durationMs === null
      ? ''
      : ` · ${escapeHtml(t.duration)} ${number.format(b.durationMs / 1000)} s`;
  const lines = [
    `<p><strong>${escapeHtml(t.outcome[b.outcome])}</strong> · ${escapeHtml(when(b.startedAt ?? b.queuedAt))}${duration}</p>`,
    `<p class="meta">${escapeHtml(t.trigger[b.trigger])} · ${calls(b.calls, t)} · <code>${escapeHtml(b.id)}</code>${
      b.release !== null && b.release !== b.id ? ` → <code>${escapeHtml(b.release)}</code>` : ''
    }</p>`,
  ];
  if (b.reason !== null) lines.push(`<p>${escapeHtml(t.reason)}: ${escapeHtml(b.reason)}</p>`);
  if (b.cause !== null) {
    lines.push(
      `<p class="cause">${escapeHtml(t.cause)} (${escapeHtml(t.atStep)}: ${escapeHtml(t.step[b.step])}): ${escapeHtml(b.cause)}</p>`,
    );
  } else if (b.outcome === 'running' || b.outcome === 'pending') {
    lines.push(`<p>${escapeHtml(t.stepNow)}: ${escapeHtml(t.step[b.step])}</p>`);
  }
  return `<li class="build ${b.outcome}">${lines.join('')}</li>`;
}
