/**
 * The thread of siteContentInWorker: builds the content at once, keys it once sent the code
 * version, and answers with the CopiedContent or why it could not be built.
 */

import { parentPort, workerData } from 'node:worker_threads';
import { startCompileCache } from '../node/compileCache.ts';
import { answerParent } from '../node/startThread.ts';

// Before the model's modules load, so they come from the cache (compileCache.ts).
startCompileCache();
const { copyable, keyed, unkeyedContent } = await import('./siteContent.ts');
type Setup = import('./siteContent.ts').SiteContentSetup;

const { tables, config } = workerData as Setup;
// Built before the code version is listened for: it arrives meanwhile and waits.
let content: ReturnType<typeof unkeyedContent> | null = null;
let failure: unknown = null;
try {
  content = unkeyedContent(tables, config);
} catch (error) {
  failure = error;
}
parentPort?.once('message', (code: string) => {
  void answerParent(() => {
    if (content === null) throw failure as Error;
    return copyable(keyed(content, code));
  });
});
