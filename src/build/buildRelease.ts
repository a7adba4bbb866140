/**
 * The rebuild service's build worker, a process of its own so that a crash or a hung Astro cannot
 * touch the live release. Each BuildRequest (workerProtocol.ts) is one buildSite; between builds it
 * keeps the renderer warm and a spare copy of its release; a failed build ends it (exit code 1).
 */
import { stripVTControlCharacters } from 'node:util';
import { checkSnapshot } from '../backend/snapshot.ts';
import { DiskFullError } from '../node/diskFull.ts';
import { buildSite } from './buildSite.ts';
import { releaseRecords } from '../release/releaseRecords.ts';
import { makeSpare, type SpareRelease } from './spareRelease.ts';
import { workerState } from './astro/warmRenderer.ts';
import { isBuildRequest, type BuildRequest, type WorkerReport } from './workerProtocol.ts';

// The service died or was restarted: stop writing at once (it discards the half-built folder).
const orphaned = () => process.exit(2);
process.on('disconnect', orphaned);
const parent = process.ppid;
setInterval(() => process.ppid !== parent && orphaned(), 250).unref();

/** Sends `report` to the service; resolves once it is handed to the channel. */
const send = (report: WorkerReport) =>
  new Promise<void>((resolve) => {
    if (process.send) process.send(report, () => resolve());
    else resolve();
  });

const slot = workerState();

/** The spare copy of a release (null: the next build links), made after the one before it. */

async function spareOf(
  releaseDir: string,
  before: Promise<SpareRelease | null> | null,
): Promise<SpareRelease | null> {
  await before;
  const keys = releaseRecords(releaseDir, slot.records).keys;
  if (keys === null) return null;
  try {
    return await makeSpare(releaseDir, [
      ...Object.keys(keys.keys),
      ...(slot.current?.statics ?? []),
    ]);
  } catch (error) {
    // E.g. the service discarded the release (not verified) while it was being copied.
    console.log(`No spare copy of the release: ${(error as Error).message}`);
    return null;
  }
}

let busy = false;

async function runBuild({ snapshot, code, outDir, previousRelease }: BuildRequest): Promise<void> {
  try {
    // Handed over in memory, as the service just hashed it: no JSON written and read per edit.
    const result = await buildSite({
      env: process.env,
      snapshot: checkSnapshot(snapshot, 'from the rebuild service', false),
      codeVersion: code,
      outDir,
      previousRelease,
      report: false,
      renderer: slot,
      // Sent before Astro runs: a failed build still reports what is wrong in the content.
      onWarnings: (warnings) => void send({ type: 'warnings', warnings }),
      onProgress: ({ done, total }) => void send({ type: 'progress', done, total }),
    });
    const { rendered, carried, warm, declined, pageCounts: pages } = result;
    const { changedPages, changedPagesTotal } = result;
    await send({
      type: 'result',
      ...{ rendered, carried, warm, declined, pages, changedPages, changedPagesTotal },
    });
    await send({ type: 'done' });
    // Made while the service switches the release in and waits for the next call.
    if (slot.current !== null) slot.spare = spareOf(outDir, slot.spare);
    // This build's garbage (gigabytes after a full one) is collected now, not in the next build.
    (globalThis as { gc?: () => void }).gc?.();
  } catch (error) {
    // The service keeps one `Error:` line as the build's cause; Vite's and the compiler's
    // errors name the file and position on the lines after their first, so all go on one line.
    const text = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
    const lines = text.split('\n').map((line) => line.trim());
    console.error(`Error: ${lines.filter(Boolean).slice(0, 8).join(' ')}`);
    if (process.env['DEBUG']) console.error(error);
    process.off('disconnect', orphaned);
    if (error instanceof DiskFullError) {
      const { causeCode, folder, message } = error;
      await send({ type: 'failure', causeCode, folder, message });
    }
    process.exit(1);
  } finally {
    busy = false;
  }
}

process.on('message', (message: unknown) => {
  if (!isBuildRequest(message)) return;
  if (busy) {
    console.error('Error: a build was sent while another one runs');
    process.exit(1);
  }
  busy = true;
  void runBuild(message);
});
