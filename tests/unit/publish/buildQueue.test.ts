import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createBuildQueue,
  isForced,
  callFacts,
  type QueuedBuild,
  type RebuildCall,
} from '../../../src/publish/buildQueue.ts';

function call(reason: string | null = null, force = false): RebuildCall {
  return { trigger: 'bearer', reason, force, at: new Date() };
}

/** A queue whose builds finish when the test says so. */
function harness() {
  const started: QueuedBuild[] = [];
  const finishers: (() => void)[] = [];
  let n = 0;
  const queue = createBuildQueue({
    newId: () => `b${++n}`,
    run: (build) => {
      started.push(build);
      return new Promise<void>((resolve) => finishers.push(resolve));
    },
  });
  const finish = async () => {
    finishers.shift()?.();
    // Let the queue start the next build.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { queue, started, finish };
}

describe('one build at a time', () => {
  it('runs the first call at once, queues the second, joins the rest to the pending build', async () => {
    const { queue, started, finish } = harness();
    expect(queue.submit(call('a'))).toMatchObject({ build: { id: 'b1' }, joined: false });
    expect(started.map((b) => b.id)).toEqual(['b1']);
    expect(queue.submit(call('b'))).toMatchObject({ build: { id: 'b2' }, joined: false });
    expect(queue.submit(call('c', true))).toMatchObject({ build: { id: 'b2' }, joined: true });
    expect(queue.running?.id).toBe('b1');
    expect(queue.pending?.id).toBe('b2');
    expect(callFacts(queue.pending as QueuedBuild).reason).toBe('b; c');
    expect(isForced(queue.pending as QueuedBuild)).toBe(true);

    await finish();
    expect(started.map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(queue.pending).toBeNull();
    // A call during the second build starts a third: it must pull after its change.
    expect(queue.submit(call())).toMatchObject({ build: { id: 'b3' } });
    await finish();
    await finish();
    expect(started.map((b) => b.id)).toEqual(['b1', 'b2', 'b3']);
    expect(queue.running).toBeNull();
    await queue.idle();
  });

  it('a burst of 20 calls makes 2 builds', async () => {
    const { queue, started, finish } = harness();
    const ids = new Set(Array.from({ length: 20 }, () => queue.submit(call()).build.id));
    expect(ids.size).toBe(2);
    await finish();
    await finish();
    expect(started).toHaveLength(2);
    expect(started[1]?.calls).toHaveLength(19);
  });

  it('goes on after a build that throws, and reports it', async () => {
    const errors: string[] = [];
    const runs: string[] = [];
    const queue = createBuildQueue({
      newId: () => `b${runs.length + 1}`,
      run: async (build) => {
        runs.push(build.id);
        if (runs.length === 1) throw new Error('boom');
      },
      onError: (error) => errors.push((error as Error).message),
    });
    queue.submit(call());
    queue.submit(call());
    await queue.idle();
    expect(runs).toEqual(['b1', 'b2']);
    expect(errors).toEqual(['boom']);
  });

  it('for any interleaving: one build at a time, each call answered by a build not yet started', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 60 }), async (steps) => {
        const { queue, started, finish } = harness();
        let finished = 0;
        // Each call, with how many builds had started when it was made.
        const made: { buildId: string; startedBefore: number }[] = [];
        for (const isCall of steps) {
          if (isCall) {
            const startedBefore = started.length;
            made.push({ buildId: queue.submit(call()).build.id, startedBefore });
          } else if (queue.running) {
            await finish();
            finished++;
          }
          expect(started.length - finished).toBeLessThanOrEqual(1);
        }
        while (queue.running) {
          await finish();
          finished++;
        }
        for (const m of made) {
          // Its build started at or after the call, so it pulled the call's content.
          expect(started.findIndex((b) => b.id === m.buildId)).toBeGreaterThanOrEqual(
            m.startedBefore,
          );
        }
        // Between two completions, at most two builds are added: the running and the pending.
        expect(started.length).toBeLessThanOrEqual(Math.min(made.length, 2 * (finished + 1)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('previews in the queue', () => {
  it('a preview joins a waiting preview and a publish a waiting publish, never the other', async () => {
    const { queue, started, finish } = harness();
    queue.submit(call('running'));
    const preview = { ...call('look'), preview: true };
    expect(queue.submit(preview)).toMatchObject({
      build: { id: 'b2', preview: true },
      joined: false,
    });
    expect(queue.submit(call('publish'))).toMatchObject({ build: { id: 'b3' }, joined: false });
    expect(queue.submit({ ...preview, reason: 'again' })).toMatchObject({
      build: { id: 'b2' },
      joined: true,
    });
    expect(queue.submit(call('more'))).toMatchObject({ build: { id: 'b3' }, joined: true });
    expect(queue.pending?.id).toBe('b2');
    await finish();
    await finish();
    expect(started.map((b) => [b.id, b.preview === true, callFacts(b).reason])).toEqual([
      ['b1', false, 'running'],
      ['b2', true, 'look; again'],
      ['b3', false, 'publish; more'],
    ]);
    expect(queue.dropPending()).toEqual([]);
  });
});
