/**
 * Previews: releases built from the back end's content but not switched live, served to whoever
 * has their token, and promoted (made live, the same bytes) only while no other release went live
 * since they were made, so that promoting never undoes someone else's publish.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReleaseRecord } from './releaseStore.ts';

type Preview = Pick<ReleaseRecord, 'id' | 'createdAt' | 'preview'>;

/** A new preview token: 128 random bits, URL-safe. */
export function newPreviewToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The preview whose token is `token`, or null. Every preview's token is compared, in constant time
 * over digests of one length, so the time of an answer tells nothing of how near a guess was.
 */
export function previewByToken<R extends Preview>(
  records: readonly R[],
  token: string | null,
): R | null {
  if (token === null || token === '') return null;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const asked = digest(token);
  let found: R | null = null;
  for (const r of records) {
    if (r.preview !== undefined && timingSafeEqual(digest(r.preview.token), asked)) found = r;
  }
  return found;
}

/**
 * Why release `id` cannot be promoted now, or null when it can: it must be a preview, hold every
 * file a release is made with (`missing` names those it lacks), and be made on the release live
 * now, with no release published after it (a publish, then a rollback, still counts).
 */
export function promoteProblem(
  id: string,
  records: readonly Preview[],
  liveId: string | null,
  missing: readonly string[],
): string | null {
  const record = records.find((r) => r.id === id);
  if (record === undefined)
    return `There is no preview ${id} (newer ones replace old ones); preview again.`;
  if (record.preview === undefined) {
    return `Release ${id} is no preview: it was published already${liveId === id ? ' and is live' : ''}.`;
  }
  if (missing.length > 0)
    return `Preview ${id} is incomplete, without ${missing.join(', ')}; preview again.`;
  const newer = records.find((r) => r.preview === undefined && r.createdAt > record.createdAt);
  if (newer !== undefined || liveId !== record.preview.madeOn) {
    const other = newer?.id ?? liveId ?? 'Another release';
    return `${other} went live after this preview was made; preview again.`;
  }
  return null;
}
