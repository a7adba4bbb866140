/**
 * Reads the JSON that `npm audit --omit=dev --json` prints and judges it: what ships must have no
 * known vulnerability. An audit that could not run (the registry refused or did not answer the
 * advisory endpoint) is its own outcome, never a pass.
 */

export interface Finding {
  readonly name: string;
  readonly severity: string;
  /** The vulnerable range npm reports for the installed package (empty when it could not tell). */
  readonly range: string;
  /** The advisories behind it (title and address), or the package it comes through. */
  readonly via: readonly string[];
}

export type AuditOutcome =
  | { readonly kind: 'clean'; readonly packages: number }
  | {
      readonly kind: 'vulnerable';
      readonly packages: number;
      readonly findings: readonly Finding[];
    }
  | { readonly kind: 'unavailable'; readonly reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

function describeVia(via: unknown): string {
  if (typeof via === 'string') return `through ${via}`;
  if (!isRecord(via)) return 'unknown advisory';
  const title = text(via['title'], 'advisory');
  const url = text(via['url']);
  return url ? `${title} (${url})` : title;
}

/**
 * Judges npm audit's JSON. `clean` only when the report is a real audit (report version 2 with a
 * vulnerability count) whose total is 0; a report npm printed for an error, or anything it does
 * not recognise, is `unavailable` with the reason, so a broken audit can never look like a clean one.
 */
export function readAuditReport(report: unknown): AuditOutcome {
  if (!isRecord(report)) return { kind: 'unavailable', reason: 'npm audit printed no JSON report' };
  if (isRecord(report['error']) || typeof report['message'] === 'string') {
    const status =
      typeof report['statusCode'] === 'number' ? ` (HTTP ${report['statusCode']})` : '';
    const reason =
      text(report['message']) ||
      (isRecord(report['error']) ? text(report['error']['summary']) : '') ||
      'npm audit failed';
    return { kind: 'unavailable', reason: `${reason}${status}` };
  }
  const metadata = report['metadata'];
  const counts = isRecord(metadata) ? metadata['vulnerabilities'] : undefined;
  const dependencies = isRecord(metadata) ? metadata['dependencies'] : undefined;
  if (
    report['auditReportVersion'] !== 2 ||
    !isRecord(counts) ||
    typeof counts['total'] !== 'number'
  ) {
    return { kind: 'unavailable', reason: 'npm audit printed a report this check does not know' };
  }
  const packages =
    isRecord(dependencies) && typeof dependencies['prod'] === 'number' ? dependencies['prod'] : 0;
  const vulnerabilities = isRecord(report['vulnerabilities']) ? report['vulnerabilities'] : {};
  const findings: Finding[] = Object.entries(vulnerabilities).map(([name, entry]) => {
    const record = isRecord(entry) ? entry : {};
    const via = Array.isArray(record['via']) ? record['via'] : [];
    return {
      name,
      severity: text(record['severity'], 'unknown'),
      range: text(record['range']),
      via: via.map(describeVia),
    };
  });
  if (counts['total'] === 0 && findings.length === 0) return { kind: 'clean', packages };
  return { kind: 'vulnerable', packages, findings };
}

/** Exit status per outcome: 0 clean, 1 vulnerable, 2 could not be checked. */
export const AUDIT_EXIT_CODE: Readonly<Record<AuditOutcome['kind'], number>> = {
  clean: 0,
  vulnerable: 1,
  unavailable: 2,
};

/** The lines `npm run audit` prints for an outcome. */
export function formatAuditOutcome(outcome: AuditOutcome): string {
  switch (outcome.kind) {
    case 'clean':
      return `npm audit --omit=dev: 0 known vulnerabilities in ${outcome.packages} production packages.`;
    case 'vulnerable':
      return [
        `npm audit --omit=dev: ${outcome.findings.length} vulnerable production package(s) of ${outcome.packages}:`,
        ...outcome.findings.flatMap((finding) => [
          `  ${[finding.name, finding.range].filter(Boolean).join(' ')} (${finding.severity})`,
          ...finding.via.map((via) => `    ${via}`),
        ]),
        'Fix by updating the package (npm update <name>, or a new minimum in package.json); never by an ignore list.',
      ].join('\n');
    case 'unavailable':
      return [
        `npm audit --omit=dev could not check the dependencies: ${outcome.reason}.`,
        'This is not a pass: run it where the registry serves its advisory endpoint.',
      ].join('\n');
  }
}
