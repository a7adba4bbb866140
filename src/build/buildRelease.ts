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
import type { KeysRecord } from '../release/releaseKeys.ts';
import {
  makeSpare,
  startLinkedSpare,
  type KnownRelease,
  type SpareOptions,
  type SpareRelease,
} from './spareRelease.ts';
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

/** The worker's second copy of the live release, with the keys of the release it copies. */
interface Reserve {
  readonly copy: SpareRelease;
  readonly keys: KeysRecord | null;
}

/**
 * The reserve: made after each spare, from the same release, for the build after next. That
 * build's spare is then made from it by the keys that changed (tens of links), not linked whole
 * (seconds at 40,000 pages) while an editor who called again at once waits.
 */
let reserve: Promise<Reserve | null> | null = null;

/**
 * The reserve a full build linked as it wrote, completed only when the next build asks for it:
 * completing it (a few thousand links, a look at 40,000 files) at once took CPU and disk from an
 * edit called as soon as the full build was live.
 */
let linkedReserve: (() => Promise<Reserve | null>) | null = null;

/** A copy of a release by makeSpare, or null when it cannot be made (then logged). */
async function copyOf(
  releaseDir: string,
  options: SpareOptions,
  what: string,
): Promise<SpareRelease | null> {
  try {
    return await makeSpare(releaseDir, options);
  } catch (error) {
    // E.g. the service discarded the release (not verified) while it was being copied.
    console.log(`No ${what} of the release: ${(error as Error).message}`);
    return null;
  }
}

/**
 * The spare copy of a release, or null when it cannot be made (the next build links instead),
 * made once the copies before it are done with the same folders: from the reserve when there is
 * one; then a new reserve, from the same release, once the spare is made.
 */
async function sparesOf(
  releaseDir: string,
  before: Promise<SpareRelease | null> | null,
  linked: boolean,
): Promise<SpareRelease | null> {
  if (linkedReserve !== null) reserve = linkedReserve();
  linkedReserve = null;
  const held = await reserve;
  await before;
  // The release's files a next build can take (its keys record, as this process wrote it, and
  // the files no route renders), and which files of another copy are the release's already.
  const keys = releaseRecords(releaseDir, slot.records).keys;
  const known: KnownRelease = { keys, statics: slot.current?.statics ?? [] };
  const from = held === null ? null : { ...held.copy, keys: held.keys };
  const spare = await copyOf(releaseDir, { known, linked, from }, 'spare copy');
  const makeReserve = () =>
    copyOf(releaseDir, { known, linked, reserve: true }, 'second copy').then((copy) =>
      copy === null ? null : { copy, keys },
    );
  if (linked) {
    reserve = null;
    linkedReserve = makeReserve;
  } else {
    reserve = makeReserve();
  }
  return spare;
}

let busy = false;

async function runBuild({ snapshot, code, outDir, previousRelease }: BuildRequest): Promise<void> {
  try {
    // The service hashed the content just before this job: handed over in memory (structured
    // clone over the channel), which spares writing and reading 10 MB of JSON per edit.
    const content: Snapshot = checkSnapshot(snapshot, 'from the rebuild service', false);
    let linked = false;
    const result = await buildSite({
      env: process.env,
      snapshot: content,
      codeVersion: code,
      outDir,
      previousRelease,
      report: false,
      renderer: slot,
      // A full build links its pages into both copies of its release for the next builds as it
      // writes them: after a build of 40,000 pages, linking them all took 7-14 s on the test
      // machine, the disk still busy with the build's gigabyte, and an editor calling at once
      // waited for it (or, for the second copy, was slowed by it). The copies of the last
      // release are of no use then.
      linkPagesInto: async () => {
        const stale = [slot.spare, reserve];
        slot.spare = null;
        reserve = null;
        linkedReserve = null;
        await Promise.all(stale);
        const dirs = await startLinkedSpare(outDir);
        linked = dirs.length > 0;
        return dirs;
      },
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
    if (slot.current !== null) slot.spare = sparesOf(outDir, slot.spare, linked);
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
