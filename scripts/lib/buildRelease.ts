/**
 * The rebuild service's build worker (issue 10): builds one release from a pulled snapshot, in a
 * process of its own, so a crash, a hung Astro or a restart of the service cannot touch the live
 * release, and the service keeps answering while Astro works.
 *
 * `node scripts/lib/buildRelease.ts <snapshot.json> <release folder> <live release>`, started by the service
 * with an IPC channel: it builds through buildSite (the same build as `npm run build`), sending
 * the content warnings as soon as the model is built, then its progress as Astro renders. Exit code 0 means the folder is complete.
 */
import { DiskFullError } from '../../src/services/diskFull.ts';
import { buildSite } from './buildSite.ts';

const [snapshotPath, outDir, previousRelease] = process.argv.slice(2);
// The service died or was restarted: stop writing at once (it discards the half-built folder).
const orphaned = () => process.exit(2);
process.on('disconnect', orphaned);
const parent = process.ppid;
setInterval(() => process.ppid !== parent && orphaned(), 250).unref();

try {
  if (!snapshotPath || !outDir) throw new Error('usage: buildRelease.ts <snapshot> <out dir>');
  const result = await buildSite({
    env: { ...process.env, CONTENT_SNAPSHOT: snapshotPath },
    outDir,
    ...(previousRelease !== undefined && { previousRelease }),
    report: false,
    // The warnings of the model the build uses, sent before Astro runs: a failed build still
    // reports what is wrong in the content.
    onWarnings: (warnings) => process.send?.({ type: 'warnings', warnings }),
    // The service shows these on the status page (pages done, of how many).
    onProgress: ({ done, total }) => process.send?.({ type: 'progress', done, total }),
  });
  process.off('disconnect', orphaned);
  // What was rendered and what carried from the live release, for the status page.
  const made = { type: 'result', rendered: result.rendered, carried: result.carried };
  if (process.send) process.send(made, () => process.exit(0));
  else process.exit(0);
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env['DEBUG']) console.error(error);
  process.off('disconnect', orphaned);
  if (error instanceof DiskFullError && process.send !== undefined) {
    // The service records the cause with its code and folder (the status page words it).
    const failure = { causeCode: error.causeCode, folder: error.folder, message: error.message };
    process.send({ type: 'failure', ...failure }, () => process.exit(1));
  } else {
    process.exit(1);
  }
}
