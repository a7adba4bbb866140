/** Temporary folders for tests that leave nothing behind in the system's temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/**
 * A new empty folder under the system's temporary folder, named `prefix` and six random
 * characters. It is removed when the test that asked for it ends, or, asked for at a file's top
 * level or in a `describe` body, when the file's tests have run. Not from a hook: Vitest accepts
 * no `afterAll` there, so ask at the top level and hand the folder to the hook.
 */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    afterAll(remove);
  }
  return dir;
}
