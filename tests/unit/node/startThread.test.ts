/** Work handed to a thread of its own: its answers passed on, every way it fails said once. */
import { describe, expect, it } from 'vitest';
import { startThread, threadAnswer } from '../../../src/node/startThread.ts';

const script = new URL('../../fixtures/threads/answeringThread.ts', import.meta.url);

describe('threadAnswer', () => {
  it('resolves with what the thread answers', async () => {
    expect(await threadAnswer(script, { act: 'answer' }, 'The test thread')).toEqual({
      doubled: 42,
    });
  });

  it('posts a message once it is known, and resolves with the answer to it', async () => {
    const later = new Promise<string>((resolve) => setImmediate(() => resolve('the code')));
    expect(await threadAnswer(script, { act: 'answer-later' }, 'The test thread', later)).toBe(
      'got the code',
    );
  });

  it('rejects with the error the work threw, its code carried across', async () => {
    await expect(threadAnswer(script, { act: 'fail' }, 'The test thread')).rejects.toMatchObject({
      message: 'no space left',
      code: 'ENOSPC',
    });
  });

  it('rejects when the thread throws outside its work, or stops without answering', async () => {
    await expect(threadAnswer(script, { act: 'throw' }, 'The test thread')).rejects.toThrow(
      'thrown outside any answer',
    );
    await expect(threadAnswer(script, { act: 'exit' }, 'The test thread')).rejects.toThrow(
      'The test thread stopped (exit code 3)',
    );
  });

  it('rejects, and ends the thread, when the message it waits for cannot be known', async () => {
    const never = Promise.reject(new Error('no code version'));
    await expect(
      threadAnswer(script, { act: 'answer-later' }, 'The test thread', never),
    ).rejects.toThrow('no code version');
  });
});

describe('startThread', () => {
  it('passes each message on, says a failure the thread sends once, and is no failure once ended', async () => {
    const got: number[] = [];
    const failures: Error[] = [];
    let sawThirty: () => void = () => undefined;
    const thirty = new Promise<void>((resolve) => (sawThirty = resolve));
    const thread = startThread<number, number>(script, { act: 'stream' }, 'The test thread', {
      message: (n) => {
        got.push(n);
        if (n === 30) sawThirty();
      },
      failed: (error) => failures.push(error),
    });
    for (const n of [1, 2, -1, -2, 3]) thread.post(n);
    // Messages keep their order: the answer to 3 comes after both failures.
    await thirty;
    await thread.end();
    await thread.stopped;
    expect(got).toEqual([10, 20, 30]);
    expect(failures.map((error) => error.message)).toEqual(['cannot take -1']);
  });

  it('says a stop no one asked for', async () => {
    const error = await new Promise<Error>((resolve) => {
      startThread(script, { act: 'exit' }, 'The test thread', { failed: resolve });
    });
    expect(error.message).toBe('The test thread stopped (exit code 3)');
  });
});
