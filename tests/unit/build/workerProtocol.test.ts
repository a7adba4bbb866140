/** The messages between the rebuild service and its build worker, read as each end reads them. */
import { describe, expect, it } from 'vitest';
import { isBuildRequest, workerReport } from '../../../src/build/workerProtocol.ts';

describe('workerReport: what the build worker sends the service', () => {
  it('reads a failure with its code, folder and worded cause', () => {
    const message = { type: 'failure', causeCode: 'disk-full', folder: '/srv/r', message: 'full' };
    expect(workerReport(message)).toEqual(message);
  });

  it('refuses malformed failures', () => {
    expect(workerReport({ type: 'failure', causeCode: 'disk-full', message: 'full' })).toBeNull();
    expect(workerReport({ type: 'failure', causeCode: 1, folder: '/', message: 'x' })).toBeNull();
  });

  it('reads progress as whole numbers only', () => {
    expect(workerReport({ type: 'progress', done: 94, total: 270 })).toEqual({
      type: 'progress',
      done: 94,
      total: 270,
    });
    expect(workerReport({ type: 'progress', done: '94', total: 270 })).toBeNull();
    expect(workerReport({ type: 'progress', done: 1.5, total: 270 })).toBeNull();
  });

  it('reads a result, whether the kept renderer made it as a boolean', () => {
    const pages = { en: 70, de: 70, total: 150 };
    const result = {
      rendered: 15,
      carried: 135,
      warm: true,
      declined: null,
      pages,
      changedPages: [
        '/NewsHome',
        '/NewsHome/new-office',
        '/neuigkeiten',
        '/neuigkeiten/new-office',
      ],
      changedPagesTotal: 4,
    };
    expect(workerReport({ type: 'result', ...result })).toEqual({ type: 'result', ...result });
    expect(workerReport({ type: 'result', ...result, warm: false })).toMatchObject({
      warm: false,
    });
    // Not a boolean true: not warm (a 1 is no longer how it travels).
    expect(workerReport({ type: 'result', ...result, warm: 1 })).toMatchObject({ warm: false });
  });

  it('reads why a build was not the quick kind, when it says so in a known way', () => {
    const declined = { code: 'renderer-differs', detail: 'a/index.html renders differently' };
    const result = { type: 'result', rendered: 9, carried: 0, warm: false };
    expect(workerReport({ ...result, declined })).toMatchObject({ declined });
    expect(workerReport({ ...result, declined: { code: 'slow' } })).toMatchObject({
      declined: null,
    });
  });

  it('reads what a result leaves out or sends malformed as not known: the service counts for itself', () => {
    expect(
      workerReport({
        type: 'result',
        rendered: 15,
        carried: 135,
        pages: { en: 1 },
        changedPages: ['/', 7],
        changedPagesTotal: 2,
      }),
    ).toEqual({
      type: 'result',
      rendered: 15,
      carried: 135,
      warm: false,
      declined: null,
      pages: null,
      changedPages: [],
      changedPagesTotal: null,
    });
    expect(workerReport({ type: 'result', rendered: 15 })).toBeNull();
  });

  it('reads warnings and done, and nothing else', () => {
    expect(workerReport({ type: 'warnings', warnings: [] })).toEqual({
      type: 'warnings',
      warnings: [],
    });
    expect(workerReport({ type: 'warnings', warnings: 'none' })).toBeNull();
    expect(workerReport({ type: 'done' })).toEqual({ type: 'done' });
    for (const other of [null, 'done', 3, {}, { type: 'build' }, { type: 'toString' }]) {
      expect(workerReport(other)).toBeNull();
    }
  });
});

describe('isBuildRequest: what the service sends the build worker', () => {
  const request = {
    type: 'build',
    snapshot: { format: 1, tables: {} },
    code: 'abc',
    outDir: '/srv/releases/r1',
    previousRelease: '/srv/releases/current',
  };

  it('accepts a whole request', () => {
    expect(isBuildRequest(request)).toBe(true);
  });

  it('refuses a request with a part missing or of another kind', () => {
    for (const key of Object.keys(request)) {
      const { [key as keyof typeof request]: _left, ...rest } = request;
      expect(isBuildRequest(rest), key).toBe(false);
    }
    expect(isBuildRequest({ ...request, snapshot: null })).toBe(false);
    expect(isBuildRequest({ ...request, code: 1 })).toBe(false);
    expect(isBuildRequest(null)).toBe(false);
  });
});
