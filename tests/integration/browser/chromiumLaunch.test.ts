/**
 * The browser tests' launch options (tools/lib/findChromium.ts): the browser keeps its temporary
 * files in the project's .cache/, so a browser closed hard leaves nothing in the shared temporary
 * folder.
 */
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_TMP_DIR, chromiumLaunchOptions } from '../../../tools/lib/findChromium.ts';

const chromiumFiles = (dir: string) =>
  readdirSync(dir).filter((name) => name.includes('org.chromium.Chromium'));

describe('chromiumLaunchOptions', () => {
  it('gives the browser a temporary folder of its own, not the shared one', async () => {
    const options = chromiumLaunchOptions();
    expect(options.env['TMPDIR']).toBe(CHROMIUM_TMP_DIR);
    const sharedBefore = new Set(chromiumFiles(tmpdir()));
    const browser = await chromium.launch(options);
    try {
      const page = await browser.newPage();
      await page.setContent('<p>temporary files</p>');
      await page.screenshot();
      // While it runs, the browser's temporary files are in its own folder, none new in /tmp.
      expect(chromiumFiles(CHROMIUM_TMP_DIR).length).toBeGreaterThan(0);
      expect(chromiumFiles(tmpdir()).filter((name) => !sharedBefore.has(name))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
