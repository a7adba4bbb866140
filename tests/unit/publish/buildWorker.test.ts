import { describe, expect, it } from 'vitest';
import { workerFailure, workerProgress, workerResult } from '../../../src/publish/buildWorker.ts';

describe('workerFailure: the cause a build worker sends before it exits (issue 15, point 2)', () => {
  it('reads a failure with its code, folder and worded cause', () => {
    const message = { type: 'failure', causeCode: 'disk-full', folder: '/srv/r', message: 'full' };
    expect(workerFailure(message)).toEqual({
      causeCode: 'disk-full',
      folder: '/srv/r',
      message: 'full',
    });
  });

  it('ignores other messages and malformed failures', () => {
    expect(workerFailure({ type: 'warnings', warnings: [] })).toBeNull();
    expect(workerFailure({ type: 'failure', causeCode: 'disk-full', message: 'full' })).toBeNull();
    expect(workerFailure({ type: 'failure', causeCode: 1, folder: '/', message: 'x' })).toBeNull();
    expect(workerFailure(null)).toBeNull();
    expect(workerFailure('failure')).toBeNull();
  });
});

describe('workerProgress: the progress a build worker sends as Astro renders (issue 16, point 6)', () => {
  it('reads a progress message', () => {
    expect(workerProgress({ type: 'progress', done: 94, total: 270 })).toEqual({
      done: 94,
      total: 270,
    });
  });

  it('ignores anything else', () => {
    expect(workerProgress({ type: 'warnings', warnings: [] })).toBeNull();
    expect(workerProgress({ type: 'progress', done: '94', total: 270 })).toBeNull();
    expect(workerProgress({ type: 'progress', done: 1.5, total: 270 })).toBeNull();
    expect(workerProgress(null)).toBeNull();
  });
});

describe('workerResult: what a build made, sent when it is complete (issue 16, points 5 and 6)', () => {
  it('reads a result message and ignores anything else', () => {
    const pages = { en: 70, de: 70, total: 150 };
    expect(
      workerResult({
        type: 'result',
        rendered: 15,
        carried: 135,
        warm: true,
        pages,
        pagesChanged: 4,
      }),
    ).toEqual({ rendered: 15, carried: 135, warm: 1, declined: null, pages, pagesChanged: 4 });
    // Why it was not the quick kind, when it says so in a known way.
    const declined = { code: 'renderer-differs', detail: 'a/index.html renders differently' };
    expect(
      workerResult({ type: 'result', rendered: 9, carried: 0, warm: false, declined })?.declined,
    ).toEqual(declined);
    expect(
      workerResult({ type: 'result', rendered: 9, carried: 0, declined: { code: 'slow' } })
        ?.declined,
    ).toBeNull();
    // What it may leave out, or send malformed, is not known: the service counts for itself.
    expect(
      workerResult({
        type: 'result',
        rendered: 15,
        carried: 135,
        pages: { en: 1 },
        pagesChanged: null,
      }),
    ).toEqual({
      rendered: 15,
      carried: 135,
      warm: 0,
      declined: null,
      pages: null,
      pagesChanged: null,
    });
    expect(workerResult({ type: 'progress', done: 1, total: 2 })).toBeNull();
    expect(workerResult({ type: 'result', rendered: 15 })).toBeNull();
    expect(workerResult(null)).toBeNull();
  });
});
