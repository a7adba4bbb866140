/**
 * `npm run audit`: asks npm's advisory service about every production package in the lockfile.
 * Exits 0 only when it answered with no known vulnerability; 1 with findings; 2 when the audit
 * could not be had (offline, or a registry without the advisory endpoint), which is never a pass.
 */
import { spawnSync } from 'node:child_process';
import { AUDIT_EXIT_CODE, formatAuditOutcome, readAuditReport } from './lib/auditReport.ts';

const npm = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  timeout: 120_000,
});

let report: unknown;
try {
  report = JSON.parse(npm.stdout);
} catch {
  report = undefined;
}
const outcome =
  npm.error !== undefined
    ? { kind: 'unavailable' as const, reason: `npm could not be run (${npm.error.message})` }
    : readAuditReport(report);

const message = formatAuditOutcome(outcome);
if (outcome.kind === 'clean') console.log(message);
else console.error(message);
process.exitCode = AUDIT_EXIT_CODE[outcome.kind];
