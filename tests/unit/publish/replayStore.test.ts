import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openReplayStore, REPLAY_WINDOW_MS } from '../../../src/publish/replayStore.ts';
import { tempFolder } from '../../support/tempFolder.ts';

describe('replay store (webhook-ids kept for 24 hours, surviving a restart)', () => {
  it('knows an accepted id, also after reopening, until 24 hours have passed', async () => {
    const path = join(tempFolder('replay-'), 'replay.json');
    let now = 1_000_000;
    const store = await openReplayStore(path, () => now);
    expect(store.seen('msg_1')).toBeUndefined();
    await store.remember('msg_1', 'build-a');
    expect(store.seen('msg_1')).toEqual({ buildId: 'build-a' });

    now += REPLAY_WINDOW_MS - 1;
    const reopened = await openReplayStore(path, () => now);
    expect(reopened.seen('msg_1')).toEqual({ buildId: 'build-a' });

    now += 2;
    expect(reopened.seen('msg_1')).toBeUndefined();
    const later = await openReplayStore(path, () => now);
    expect(later.size).toBe(0);
  });

  it('starts empty when the file is missing or broken', async () => {
    const store = await openReplayStore(join(tmpdir(), 'no-such-dir-replay', 'x.json'));
    expect(store.size).toBe(0);
  });
});
