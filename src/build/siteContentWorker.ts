/**
 * The worker thread of siteContentInWorker (siteContent.ts): builds the content of the tables it
 * is started with at once, keys its catalogue once it is sent the code version, and answers once.
 *
 * workerData: SiteContentSetup. Message in: the code version (a string). Out: one
 * SiteContentAnswer.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startCompileCache } from '../node/compileCache.ts';
import { sentError } from '../node/threadError.ts';

// Before the model's modules load, so they come from the cache (compileCache.ts).
startCompileCache();
const { copyable, keyed, unkeyedContent } = await import('./siteContent.ts');
type Answer = import('./siteContent.ts').SiteContentAnswer;
type Setup = import('./siteContent.ts').SiteContentSetup;

const port = parentPort;
if (port !== null) {
  const { tables, config } = workerData as Setup;
  // Built before the code version is listened for: it arrives meanwhile and waits.
  let content: ReturnType<typeof unkeyedContent> | null = null;
  let answer: Answer | null = null;
  try {
    content = unkeyedContent(tables, config);
  } catch (error) {
    answer = { failed: sentError(error) };
  }
  port.once('message', (code: string) => {
    if (content !== null) {
      try {
        answer = { content: copyable(keyed(content, code)) };
      } catch (error) {
        answer = { failed: sentError(error) };
      }
    }
    port.postMessage(answer);
  });
}
