/**
 * The rebuild service's build worker (issue 10): builds releases from pulled snapshots, in a
 * process of its own, so a crash, a hung Astro or a restart of the service cannot touch the live
 * release, and the service keeps answering while Astro works.
 *
 * `node src/build/buildRelease.ts <releases folder>`, started by the service with an IPC
 * channel (src/publish/buildWorker.ts), the messages both ways in workerProtocol.ts. Each
 * BuildRequest is one build through buildSite (the same build as `npm run build`): it reports
 * the content warnings as soon as the model is built, its progress as files are rendered, what
 * it made, then that it is done once the folder is complete. Between builds it
 * stays, keeping Astro's renderer warm for the next build of the same code (issue 16 item 6:
 * warmRenderer.ts) and a hard-link copy of the release it made to start from (spareRelease.ts).
 * A failed build ends the process (exit code 1), so nothing from it is reused.
 */
import { checkSnapshot, type Snapshot } from '../backend/snapshot.ts';
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

/**
 * The spare copy of a release (spareRelease.ts), or null when it cannot be made (the next build
 * links instead), made once the copy before it, which uses the same folders, is done: the files
 * its keys record names (as this process wrote it) and the files no route renders.
 */
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
    // The service hashed the content just before this job: handed over in memory (structured
    // clone over the channel), which spares writing and reading 10 MB of JSON per edit.
    const content: Snapshot = checkSnapshot(snapshot, 'from the rebuild service', false);
    const result = await buildSite({
      env: process.env,
      snapshot: content,
      codeVersion: code,
      outDir,
      previousRelease,
      report: false,
      renderer: slot,
      // The warnings of the model the build uses, sent before Astro runs: a failed build still
      // reports what is wrong in the content.
      onWarnings: (warnings) => void send({ type: 'warnings', warnings }),
      // The service shows these on the status page (pages done, of how many).
      onProgress: ({ done, total }) => void send({ type: 'progress', done, total }),
    });
    // What was rendered and what carried from the live release, for the status page.
    // and what the service would otherwise count in the folders.
    const { rendered, carried, warm, declined, pageCounts: pages, pagesChanged } = result;
    await send({ type: 'result', rendered, carried, warm, declined, pages, pagesChanged });
    await send({ type: 'done' });
    // While the service switches the release in and waits for the next call: the next warm
    // build starts from a copy of this release instead of linking every file then. Made in a
    // thread of its own: a call that comes first is taken at once, and waits for the copy only
    // once its model and keys are built.
    if (slot.current !== null) slot.spare = spareOf(outDir, slot.spare);
    // The garbage of this build (a full one leaves gigabytes) is collected now, while nothing
    // waits, rather than in the middle of the next editor's build.
    (globalThis as { gc?: () => void }).gc?.();
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env['DEBUG']) console.error(error);
    process.off('disconnect', orphaned);
    if (error instanceof DiskFullError) {
      // The service records the cause with its code and folder (the status page words it).
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
