import { describe, expect, test } from 'vitest';
import {
  AUDIT_EXIT_CODE,
  formatAuditOutcome,
  readAuditReport,
} from '../../../../tools/lib/auditReport.ts';

const counts = (total: number) => ({
  info: 0,
  low: 0,
  moderate: 0,
  high: total,
  critical: 0,
  total,
});
const dependencies = { prod: 233, dev: 700, optional: 120, peer: 0, peerOptional: 0, total: 933 };

/** What npm 11 prints with --json when the registry refuses the advisory endpoint (seen here). */
const REFUSED = {
  message:
    '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
};

const CLEAN = {
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: { vulnerabilities: counts(0), dependencies },
};

const VULNERABLE = {
  auditReportVersion: 2,
  vulnerabilities: {
    devalue: {
      name: 'devalue',
      severity: 'high',
      isDirect: false,
      via: [
        {
          source: 1106997,
          name: 'devalue',
          dependency: 'devalue',
          title: 'devalue prototype pollution vulnerability',
          url: 'https://github.com/advisories/GHSA-vj54-72f3-p5jv',
          severity: 'high',
          range: '<5.3.2',
        },
      ],
      effects: ['astro'],
      range: '<5.3.2',
      nodes: ['node_modules/devalue'],
      fixAvailable: true,
    },
    astro: {
      name: 'astro',
      severity: 'high',
      isDirect: true,
      via: ['devalue'],
      effects: [],
      range: '4.0.0 - 4.5.0',
      nodes: ['node_modules/astro'],
      fixAvailable: true,
    },
  },
  metadata: { vulnerabilities: counts(2), dependencies },
};

describe('readAuditReport (no known vulnerability in what ships)', () => {
  test('a report with no vulnerability is clean and counts the production packages', () => {
    expect(readAuditReport(CLEAN)).toEqual({ kind: 'clean', packages: 233 });
    expect(formatAuditOutcome(readAuditReport(CLEAN))).toBe(
      'npm audit --omit=dev: 0 known vulnerabilities in 233 production packages.',
    );
  });

  test('findings are listed with their range, severity and advisory, and fail', () => {
    const outcome = readAuditReport(VULNERABLE);
    expect(outcome.kind).toBe('vulnerable');
    const text = formatAuditOutcome(outcome);
    expect(text).toContain('2 vulnerable production package(s) of 233');
    expect(text).toContain('devalue <5.3.2 (high)');
    expect(text).toContain(
      'devalue prototype pollution vulnerability (https://github.com/advisories/GHSA-vj54-72f3-p5jv)',
    );
    expect(text).toContain('through devalue');
    expect(AUDIT_EXIT_CODE[outcome.kind]).toBe(1);
  });

  test('a refused advisory endpoint is "could not check", never a pass', () => {
    const outcome = readAuditReport(REFUSED);
    expect(outcome).toEqual({
      kind: 'unavailable',
      reason: `${REFUSED.message} (HTTP 405)`,
    });
    expect(AUDIT_EXIT_CODE[outcome.kind]).toBe(2);
    expect(formatAuditOutcome(outcome)).toContain('This is not a pass');
  });

  test.each([
    ['no output', undefined],
    ['a list', []],
    ['an older report format', { auditReportVersion: 1, metadata: { vulnerabilities: counts(0) } }],
    ['a report without counts', { auditReportVersion: 2, vulnerabilities: {} }],
  ])('%s is unavailable, not clean', (_label, report) => {
    expect(readAuditReport(report).kind).toBe('unavailable');
  });

  test('a zero total with listed vulnerabilities still fails', () => {
    const inconsistent = { ...VULNERABLE, metadata: { vulnerabilities: counts(0), dependencies } };
    expect(readAuditReport(inconsistent).kind).toBe('vulnerable');
  });
});
