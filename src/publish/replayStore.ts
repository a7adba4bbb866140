/**
 * The webhook-ids already seen: a signed call whose id was accepted in the last 24 hours is
 * acknowledged and starts nothing. Kept on disk, so a restart does not reopen the window.
 */
import { jsonFile } from '../node/jsonFile.ts';

export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

interface SeenCall {
  /** When the id was first accepted (ms since epoch). */
  readonly at: number;
  /** The build the first call joined. */
  readonly buildId: string | null;
}

export interface ReplayStore {
  /** The build an already-seen id joined (or null), or undefined when the id is new. */
  seen(id: string): { buildId: string | null } | undefined;
  /** Records an accepted id; resolves once it is on disk. */
  remember(id: string, buildId: string | null): Promise<void>;
  readonly size: number;
}

/** Opens (or creates) the store at `path`, dropping ids older than the window. */
export async function openReplayStore(
  path: string,
  now: () => number = Date.now,
): Promise<ReplayStore> {
  const file = jsonFile<Record<string, SeenCall>>(path);
  const ids = new Map<string, SeenCall>();
  for (const [id, call] of Object.entries(await file.read({}))) {
    if (typeof call?.at === 'number') ids.set(id, call);
  }
  const prune = () => {
    const oldest = now() - REPLAY_WINDOW_MS;
    for (const [id, call] of ids) if (call.at < oldest) ids.delete(id);
  };
  prune();
  return {
    seen(id) {
      const call = ids.get(id);
      if (call === undefined || call.at < now() - REPLAY_WINDOW_MS) return undefined;
      return { buildId: call.buildId };
    },
    remember(id, buildId) {
      ids.set(id, { at: now(), buildId });
      prune();
      return file.write(Object.fromEntries(ids));
    },
    get size() {
      return ids.size;
    },
  };
}
