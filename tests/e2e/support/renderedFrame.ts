/**
 * Waiting for the browser to render a frame, with or without the page's own scripts.
 */
import type { Page } from '@playwright/test';
import { WAIT_BUDGET_MS } from '../../support/waitBudget.ts';
import { test } from './test.ts';

/**
 * Resolves once the page has rendered a frame after the call: two animation frames, counted in a
 * script world of the test's own (an isolated world over CDP). The page's main world runs no
 * callbacks when its scripts are disabled; an isolated world still gets animation frames.
 *
 * Layout shifts are recorded as a frame is rendered, so once this resolves every shift caused so
 * far has been reported. Not a screenshot: under load Chromium can fail to deliver a screenshot's
 * frame (60 s in `page.screenshot()` while other pages render), and a screenshot is more than the
 * test needs. The step's own bound turns a frame that never comes into a failure that says so.
 */
export async function renderedFrame(page: Page): Promise<void> {
  await test.step(
    'a frame is rendered',
    async () => {
      const cdp = await page.context().newCDPSession(page);
      try {
        const { frameTree } = await cdp.send('Page.getFrameTree');
        const { executionContextId } = await cdp.send('Page.createIsolatedWorld', {
          frameId: frameTree.frame.id,
          worldName: 'renderedFrame',
        });
        const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
          contextId: executionContextId,
          awaitPromise: true,
          expression:
            'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))',
        });
        if (exceptionDetails) throw new Error(`waiting for a frame: ${exceptionDetails.text}`);
      } finally {
        await cdp.detach();
      }
    },
    { box: true, timeout: WAIT_BUDGET_MS },
  );
}
