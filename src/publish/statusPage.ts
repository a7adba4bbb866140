/**
 * GET /: the editors' status page (English or German, fit for a phone): the last outcome in plain
 * words, what runs and waits, what to do, the live version, content to check, recent rebuilds;
 * technical detail folded. It refreshes while busy. One inline style (allowed by hash), no script.
 */
import { createHash } from 'node:crypto';
import { warningSentence } from '../content/editorMessage.ts';
import { escapeHtml } from '../content/escapeHtml.ts';
import type { Locale } from '../content/types.ts';
import { isGermanPath } from '../i18n/routes.ts';
import type { ChangedPages } from '../release/changedPages.ts';
import { STEPS, type BuildRecord } from './buildHistory.ts';
import { describeCause } from './describeCause.ts';
import { capitalise, redactStatus } from './redactStatus.ts';
import type { EditorWarning, ServiceStatus } from './serviceStatus.ts';
import type { StatusView } from './statusView.ts';
import { STATUS_TEXT, type StatusText } from './statusText.ts';

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f6f6f4}
main{max-width:46rem;margin:0 auto;padding:1rem}.site{margin:.25rem 0;color:#555;font-size:.9rem}
h1{font-size:1.3rem;line-height:1.35;margin:.25rem 0 .75rem;padding:.75rem 1rem;border-radius:8px;background:#fff;border:1px solid #ddd;border-left-width:6px}
h1.good{border-left-color:#1e7b34}h1.bad{border-left-color:#b3261e}
h1.neutral{border-left-color:#777}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
h3{font-size:1rem;margin:.5rem 0 .25rem}section h2{margin-top:.5rem}
section+section{margin-top:.5rem}
section,li.build{background:#fff;border:1px solid #ddd;border-radius:8px;padding:.5rem 1rem}
section p,li.build p{margin:.25rem 0}section,li,p,summary,dd{overflow-wrap:anywhere;min-width:0}
.now{font-weight:600;margin:.5rem 0}.building{border-color:#2a6ebb;margin:.5rem 0}
progress{width:100%;height:1rem}ul{padding-left:1.2rem;margin:.25rem 0}
ol.builds{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
.failed,.interrupted{border-left:4px solid #b3261e}.live{border-left:4px solid #1e7b34}
.rebuilt{border-left-color:#777}.meta{color:#555;font-size:.9rem}.row{font-weight:600}
details{margin:.5rem 0;font-size:.9rem;color:#333}summary{cursor:pointer;color:#2a4f7a}
dl{margin:.25rem 0;display:grid;grid-template-columns:auto 1fr;gap:.1rem .75rem}dt{color:#555}
dd{margin:0}code{font-size:.85rem;word-break:break-all}.cause{color:#b3261e}
.lang{font-weight:600;margin:.5rem 0 0}ul.paths{margin:0}a{color:#2a4f7a}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
/** The page's Content-Security-Policy: nothing but its own inline style. */
export const STATUS_PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** How times read on the page: "at 14:02" today, with the date on another day. */
type When = (iso: string | null) => string;
type Building = NonNullable<ServiceStatus['building']>;

/**
 * The headline: the last finished build's outcome in plain words (`what` went wrong, if it did).
 * A build under way is not an outcome yet; the line below the headline tells what runs now.
 */
function statusHeadline(
  status: ServiceStatus,
  last: BuildRecord | undefined,
  what: string,
  t: StatusText,
  when: When,
): { readonly text: string; readonly tone: 'good' | 'bad' | 'neutral' } {
  const first = status.live === null && (status.building ?? status.pending) !== null;
  if (last === undefined) return { text: t.headline[first ? 'first' : 'none'], tone: 'neutral' };
  const at = when(last.finishedAt ?? last.startedAt ?? last.queuedAt);
  // What a failure left live: the site as it was, or (a first publish) nothing yet.
  const kept = status.live === null ? t.noLive : t.headline.kept;
  if (last.outcome === 'live') {
    return last.trigger === 'rollback'
      ? { text: t.headline.rollback(at), tone: 'good' }
      : { text: t.headline.live(at, last.changedPagesTotal, last.pages), tone: 'good' };
  }
  if (last.outcome === 'unchanged') return { text: t.headline.unchanged(at), tone: 'neutral' };
  if (last.outcome === 'interrupted') {
    const again = [status.building?.id, status.pending?.id].includes(last.rebuiltAs ?? '');
    const then = again ? t.headline.rebuilding : kept;
    return { text: `${t.headline.interrupted(at, what)} ${then}`, tone: 'bad' };
  }
  const failed = last.trigger === 'rollback' ? t.headline.rollbackFailed : t.headline.failed;
  return { text: `${failed(at, what)} ${kept}`, tone: 'bad' };
}

/** What runs now and what waits, as one sentence (never "waiting" for a build that runs). */
function nowLine(status: ServiceStatus, t: StatusText): string {
  if (status.building === null) return status.pending !== null ? t.now.waiting : t.now.idle;
  if (status.building.preview === true && status.pending === null) return t.now.previewing;
  return status.pending !== null ? t.now.buildingAndWaiting : t.now.building;
}

/**
 * Renders the page for one status in one language; `now` decides which times read as today.
 * The `editor` view (the default, so a caller that forgets shows less) leaves out raw causes,
 * addresses and folders (redactStatus.ts); `full` shows them under "Technical details".
 */
export function renderStatusPage(
  fullStatus: ServiceStatus,
  locale: Locale,
  timeZone: string,
  now: Date = new Date(),
  view: StatusView = 'editor',
): string {
  const full = view === 'full';
  const status = full ? fullStatus : redactStatus(fullStatus);
  const t = STATUS_TEXT[locale];
  const day = new Intl.DateTimeFormat(t.dateLocale, { dateStyle: 'medium', timeZone });
  const time = new Intl.DateTimeFormat(t.dateLocale, { timeStyle: 'short', timeZone });
  const when: When = (iso) => {
    if (iso === null) return '';
    const date = new Date(iso);
    return t.when(day.format(date), time.format(date), day.format(date) === day.format(now));
  };
  const number = new Intl.NumberFormat(t.dateLocale, { maximumFractionDigits: 1 });
  const busy = status.building !== null || status.pending !== null;

  // A preview leaves the live site as it was: the headline speaks of the last publish.
  const last = status.builds.find(
    (b) => b.outcome !== 'pending' && b.outcome !== 'running' && b.preview !== true,
  );
  const cause = last === undefined ? null : describeCause(last, locale, t.step[last.step]);
  const headline = statusHeadline(status, last, cause?.what ?? '', t, when);
  const parts: string[] = [];
  parts.push(`<h1 class="${headline.tone}">${escapeHtml(headline.text)}</h1>`);
  parts.push(para(nowLine(status, t), 'now'));
  if (status.building !== null) parts.push(progressSection(status.building, t, now));
  if (busy) parts.push(para(t.refreshes, 'meta'));

  // While a build runs or waits, it is the answer to "publish again": no advice to do so.
  if (!busy && last !== undefined && cause !== null) {
    const facts = [[t.stepLabel, t.step[last.step]] as const, ...recordFacts(last, t, full)];
    parts.push(
      `<section class="todo"><h2>${escapeHtml(t.whatToDo)}</h2>${para(cause.todo)}${details(t.technical, facts)}</section>`,
    );
  }

  parts.push(`<h2>${escapeHtml(t.live)}</h2>`);
  const live = status.live;
  if (live === null) {
    parts.push(para(t.noLive));
  } else {
    const published = live.time === null ? '' : para(`${t.published} ${when(live.time)}`);
    const pages = live.pages && para(t.pageCount(live.pages.total, live.pages.en, live.pages.de));
    const site = `<p>${siteLink(status.siteUrl, '/', escapeHtml(t.openSite))}</p>`;
    const facts: [string, string][] = [[t.version, live.id]];
    if (live.contentHash !== null) facts.push([t.content, live.contentHash.slice(0, 12)]);
    const changed = `<h3>${escapeHtml(t.changedPages)}</h3>${changedList(live, status.siteUrl, t)}`;
    const list = live.changedPages.length === 0 ? '' : changed;
    parts.push(
      `<section class="live-now">${published}${pages ?? ''}${site}${list}${details(t.technical, facts)}</section>`,
    );
    parts.push(`<h2>${escapeHtml(t.warnings)} (${live.warnings.length})</h2>`);
    parts.push(
      live.warnings.length === 0
        ? para(t.noWarnings)
        : warningGroups(live.warnings, locale, t, status.siteUrl),
    );
  }

  const previews = status.previews ?? [];
  if (previews.length > 0) {
    const p = t.previews;
    const items = previews.map((v) => {
      const changed = v.changedPagesTotal === null ? '' : ` · ${p.changed(v.changedPagesTotal)}`;
      return `<li class="build"><p><a href="${escapeHtml(v.url)}" rel="noreferrer">${escapeHtml(p.open)}</a></p>${para(p.built(when(v.builtAt)) + changed, 'meta')}${para(v.promotable ? p.ready : p.stale)}${details(t.technical, [[t.version, v.id]])}</li>`;
    });
    parts.push(
      `<h2>${escapeHtml(p.title)}</h2>${para(p.intro, 'meta')}<ol class="builds">${items.join('')}</ol>`,
    );
  }

  parts.push(`<h2>${escapeHtml(t.builds)}</h2>`);
  parts.push(
    status.builds.length === 0
      ? para(t.noBuilds)
      : `<ol class="builds">${status.builds.map((b) => buildItem(b, t, locale, when, number, full, status.siteUrl)).join('')}</ol>`,
  );

  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${busy ? '<meta http-equiv="refresh" content="3">' : ''}
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="site">${escapeHtml(t.title)}</p>
${parts.join('\n')}
</main>
</body>
</html>
`;
}

function progressSection(building: Building, t: StatusText, now: Date): string {
  const index = (STEPS as readonly string[]).indexOf(building.step);
  const step =
    index === -1
      ? escapeHtml(t.step[building.step])
      : `${escapeHtml(t.stepOf(index + 1, STEPS.length))}: <strong>${escapeHtml(t.step[building.step])}</strong>`;
  const lines = [`<p>${step}</p>`];
  if (building.startedAt !== null) {
    const ms = now.getTime() - Date.parse(building.startedAt);
    const seconds = Math.max(0, Math.round(ms / 1000));
    // Seconds while they matter, minutes once the build has run a while.
    const duration = seconds < 90 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
    lines.push(para(t.runningFor(duration), 'meta'));
  }
  const { step: at, pagesDone: done, pagesTotal: total } = building;
  if (at === 'build' && done === 0) {
    lines.push(`${para(t.preparing)}<progress></progress>`);
  } else if (at === 'build' || at === 'verify') {
    const max = total !== null && total >= done ? total : null;
    const bar = max === null ? '' : ` value="${done}" max="${max}"`;
    lines.push(`${para(t.pagesProgress(done, max))}<progress${bar}></progress>`);
  }
  return `<section class="building" aria-live="polite">${lines.join('')}${details(t.technical, [[t.buildId, building.id]])}</section>`;
}

/**
 * A build's folded details: its id, the version it made, a restart rebuild's reason (machine
 * text), and in the `full` view the raw cause and the address and folder it names.
 */
function recordFacts(b: BuildRecord, t: StatusText, full: boolean): [string, string][] {
  const facts: [string, string][] = [[t.buildId, b.id]];
  if (b.release !== null && b.release !== b.id) facts.push([t.version, b.release]);
  if (b.trigger === 'restart' && b.reason !== null) facts.push([t.reason, b.reason]);
  if (full && b.cause !== null) facts.push([t.rawCause, b.cause]);
  if (full && b.declined !== undefined) facts.push([t.declinedDetail, b.declined.detail]);
  if (b.url !== undefined) facts.push([t.address, b.url]);
  if (b.folder !== undefined) facts.push([t.folder, b.folder]);
  return facts;
}

function details(summary: string, facts: readonly (readonly [string, string])[]): string {
  const rows = facts
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd><code>${escapeHtml(v)}</code></dd>`)
    .join('');
  return `<details><summary>${escapeHtml(summary)}</summary><dl>${rows}</dl></details>`;
}

/**
 * Content warnings grouped by table (first-seen order), each row with its id and the warning
 * worded from its code; the original messages folded below each table.
 */
function warningGroups(ws: readonly EditorWarning[], locale: Locale, t: StatusText, site: string) {
  const out = [para(t.warningsIntro, 'meta')];
  for (const [table, list] of Map.groupBy(ws, (w) => w.table)) {
    const items = list
      .map(({ text: _text, column, ...w }) => {
        const sentence = warningSentence(column === null ? w : { ...w, column }, locale);
        const row = w.rowId === null ? t.wholeTable : t.row(w.rowId);
        // The item by its title, a link to the page it is on (placeWarnings gives both or neither).
        const item = w.path && ` · ${siteLink(site, w.path, `“${escapeHtml(w.title ?? '')}”`)}`;
        return `<li><span class="row">${escapeHtml(row)}</span>${item ?? ''} · ${escapeHtml(sentence)}</li>`;
      })
      .join('');
    const raw = list.map((w): [string, string] => [w.code, w.text]);
    out.push(
      `<section class="table"><h3>${escapeHtml(table)}</h3><ul>${items}</ul>${details(t.technical, raw)}</section>`,
    );
  }
  return out.join('');
}

function buildItem(
  b: BuildRecord,
  t: StatusText,
  locale: Locale,
  when: When,
  number: Intl.NumberFormat,
  full: boolean,
  site: string,
): string {
  const duration =
    b.durationMs === null
      ? ''
      : ` · ${escapeHtml(t.duration)} ${number.format(b.durationMs / 1000)} s`;
  const rebuilt = b.outcome === 'interrupted' && b.rebuiltAs !== undefined;
  const outcome = rebuilt ? t.interruptedRebuilt : t.outcome[b.outcome];
  const calls = `${b.calls} ${t.calls[b.calls === 1 ? 0 : 1]}`;
  const lines = [
    `<p><strong>${escapeHtml(outcome)}</strong> · ${escapeHtml(when(b.startedAt ?? b.queuedAt))}${duration}</p>`,
    `<p class="meta">${escapeHtml(t.trigger[b.trigger] ?? b.trigger)} · ${escapeHtml(calls)}</p>`,
  ];
  // An editor's own reason is shown; a restart's is machine text, kept in the details.
  if (b.reason !== null && b.trigger !== 'restart') {
    lines.push(para(`${t.reason}: ${b.reason}`));
  } else if (b.trigger === 'signature' || b.trigger === 'bearer') {
    lines.push(para(t.noReason, 'meta'));
  }
  if (b.rendered !== undefined && b.carried !== undefined) {
    lines.push(para(t.filesMade(b.rendered, b.carried), 'meta'));
  }
  // Worded from its code (a record from another version may hold one unknown here): the log's
  // own sentence may name files, and is in the details of the `full` view.
  const declined = b.declined && (t.declined[b.declined.code] as string | undefined);
  if (declined) lines.push(para(declined, 'meta declined'));
  const cause = describeCause(b, locale, t.step[b.step]);
  if (cause !== null) {
    lines.push(para(`${capitalise(cause.what)}.`, 'cause'));
  } else if (b.outcome === 'running' || b.outcome === 'pending') {
    lines.push(para(t.step[b.step]));
  }
  if (b.changedPages.length > 0) {
    const summary = escapeHtml(`${t.changedPages} (${b.changedPagesTotal})`);
    lines.push(
      `<details class="changed"><summary>${summary}</summary>${changedList(b, site, t)}</details>`,
    );
  }
  lines.push(details(t.technical, recordFacts(b, t, full)));
  return `<li class="build ${b.outcome}${rebuilt ? ' rebuilt' : ''}">${lines.join('')}</li>`;
}

/** A link to `path` on the live site (SITE_URL), where an editor looks at a page. */
const siteLink = (site: string, path: string, html: string) =>
  `<a href="${escapeHtml(new URL(path, site).href)}">${html}</a>`;

/** The changed pages as links, English then German (by the path), and how many more there are. */
function changedList(changed: ChangedPages, site: string, t: StatusText): string {
  const groups = Map.groupBy(changed.changedPages, (path) => isGermanPath(path));
  const out = [false, true].map((german) => {
    const links = (groups.get(german) ?? []).map(
      (p) => `<li>${siteLink(site, p, escapeHtml(p))}</li>`,
    );
    const label = para(german ? t.german : t.english, 'lang');
    return links.length === 0 ? '' : `${label}<ul class="paths">${links.join('')}</ul>`;
  });
  const more = (changed.changedPagesTotal ?? 0) - changed.changedPages.length;
  return out.join('') + (more > 0 ? para(t.andMore(more), 'meta') : '');
}

/** Text as a paragraph, of class `cls` if given. */
function para(text: string, cls?: string): string {
  return `<p${cls === undefined ? '' : ` class="${cls}"`}>${escapeHtml(text)}</p>`;
}
