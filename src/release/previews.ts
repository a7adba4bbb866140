/**
 * Previews: releases built from the back end's content but not switched live, served to whoever
 * has their token, and promoted (made live, the same bytes) only while no other release went live
 * since they were made, so that promoting never undoes someone else's publish.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatedRelease as Preview } from './releaseStore.ts';

/** A new preview token: 128 random bits, URL-safe. */
export const newPreviewToken = (): string => randomBytes(16).toString('base64url');

/**
 * The preview whose token is `token`, or null. Every token is compared, in constant time over
 * digests of one length, so an answer's time tells nothing of how near a guess came.
 */
export function previewByToken<R extends Preview>(records: readonly R[], token: string | null) {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const asked = digest(token ?? '');
  const match = (r: R) =>
    r.preview !== undefined && timingSafeEqual(digest(r.preview.token), asked);
  return token === null || token === '' ? null : (records.filter(match)[0] ?? null);
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
  if (newer === undefined && liveId === record.preview.madeOn) return null;
  return `${newer?.id ?? liveId ?? 'Another release'} went live after this preview was made; preview again.`;
}
