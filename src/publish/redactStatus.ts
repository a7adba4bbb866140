/**
 * The status as an editor may see it (statusView.ts): each build's raw cause, which can hold a
 * deploy command's output, a build's stderr with absolute paths or the back end's address, is
 * replaced by the sentence the page words from its cause code; the address and folder a cause
 * names are left out. The outcome, the step, the table and the content report stay.
 */
import type { BuildRecord } from './buildHistory.ts';
import { causeCode, describeCause } from './describeCause.ts';
import type { ServiceStatus } from './serviceStatus.ts';
import { STATUS_TEXT } from './statusText.ts';

/**
 * A build record without what only an administrator may see. The cause code is worked out first
 * and kept, since on older records it is read from the raw cause that is about to go.
 */
export function redactBuild(record: BuildRecord): BuildRecord {
  const { url: _url, folder: _folder, ...rest } = record;
  const code = causeCode(record);
  const coded: BuildRecord = { ...rest, ...(code === null ? {} : { causeCode: code }) };
  if (record.cause === null) return coded;
  const redacted: BuildRecord = { ...coded, cause: null };
  const en = STATUS_TEXT.en;
  const what = describeCause(redacted, 'en', en.step[record.step])?.what;
  return { ...redacted, cause: what === undefined ? null : `${capitalise(what)}.` };
}

/** The status without raw causes, paths and addresses (GET /status and GET / for editors). */
export function redactStatus(status: ServiceStatus): ServiceStatus {
  return { ...status, builds: status.builds.map(redactBuild) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
