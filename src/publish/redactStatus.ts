/**
 * The status as an editor may see it (statusView.ts): raw causes (deploy output, stderr with
 * paths, the back end's address) and a declined fast path's log sentence (it names files) give
 * way to the page's sentences for their codes; a cause's address and folder are left out.
 */
import type { BuildRecord } from './buildHistory.ts';
import type { FastPathDecline } from '../build/workerProtocol.ts';
import { causeCode, describeCause } from './describeCause.ts';
import type { ServiceStatus } from './serviceStatus.ts';
import { STATUS_TEXT } from './statusText.ts';

/**
 * A build record without what only an administrator may see. The cause code is worked out first
 * and kept, since on older records it is read from the raw cause that is about to go.
 */
export function redactBuild(record: BuildRecord): BuildRecord {
  const { url: _url, folder: _folder, declined, ...rest } = record;
  const code = causeCode(record);
  const coded: BuildRecord = {
    ...rest,
    ...(code === null ? {} : { causeCode: code }),
    ...(declined === undefined ? {} : { declined: redactDecline(declined) }),
  };
  if (record.cause === null) return coded;
  const redacted: BuildRecord = { ...coded, cause: null };
  const what = describeCause(redacted, 'en', STATUS_TEXT.en.step[record.step])?.what;
  return { ...redacted, cause: what === undefined ? null : `${capitalise(what)}.` };
}

/** The status without raw causes, paths and addresses (GET /status and GET / for editors). */
export function redactStatus(status: ServiceStatus): ServiceStatus {
  return { ...status, builds: status.builds.map(redactBuild) };
}

/** A decline with the page's English sentence for its code in place of the log's. */
function redactDecline(declined: FastPathDecline): FastPathDecline {
  const detail = (STATUS_TEXT.en.declined[declined.code] as string | undefined) ?? '';
  return { code: declined.code, detail };
}

/** `text` with its first letter upper-case (a cause's `what` begins a sentence). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
