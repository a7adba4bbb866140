/**
 * German hyphenation that does not depend on the browser. Debian's Chromium has no hyphenation
 * dictionaries, so `hyphens: auto` alone breaks a long German word wherever the line ends
 * ("Veränderungsma|nagement"). With the build's soft hyphens, every word the browser breaks across
 * lines on a German page at 390 px breaks at a soft hyphen (shown as a hyphen) or after a hyphen or
 * dash that is already there.
 *
 * How a break is found: each word (a run without whitespace in one text node) whose range covers
 * more than one line box is measured character by character (Range.getClientRects); where the
 * next character sits on a lower line, the character before it must be a soft hyphen or a dash.
 * Addresses (URLs, e-mail) may break anywhere and are not words. Layout is deterministic for a
 * given browser and fonts, so the check is too.
 */
import type { Page } from '@playwright/test';
import { LOCALES, PAGE_TYPES, siteModel } from './support/pageTypes.ts';
import { expect, islandsHydrated, test } from './support/test.ts';

/** Words broken across lines anywhere but at a soft hyphen or a dash, with the break shown as |. */
async function unhyphenatedBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const BREAKABLE_AFTER = new Set(['\u00AD', '-', '\u2010', '\u2011', '\u2013', '\u2014', '/']);
    const isAddress = (word: string) => /@|:\/\/|^www\.|^(mailto|tel):/iu.test(word);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    // The middle of a character's glyph. The character after a soft hyphen where the line broke
    // also reports the hyphen shown at the end of the line before it: its own glyph is the last.
    const lineOf = (node: Text, i: number): number | null => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).at(-1);
      return rect === undefined ? null : rect.top + rect.height / 2;
    };
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (parent === null || parent.closest('script, style, code, pre, template') !== null)
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      for (const match of text.data.matchAll(/\S+/gu)) {
        const word = match[0];
        const start = match.index;
        if (word.length < 2 || isAddress(word)) continue;
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size < 2) continue;
        // The word spans lines: find each place where the next visible character sits lower.
        let previous: { index: number; middle: number } | null = null;
        for (let i = start; i < start + word.length; i += 1) {
          const middle = lineOf(text, i);
          if (middle === null) continue;
          if (previous !== null && middle > previous.middle + 2) {
            const before = text.data[i - 1] ?? '';
            if (!BREAKABLE_AFTER.has(before)) {
              const shown = `${text.data.slice(start, i)}|${text.data.slice(i, start + word.length)}`;
              found.push(shown.replace(/\u00AD/gu, ''));
            }
          }
          previous = { index: i, middle };
        }
      }
    }
    return found;
  });
}

const GERMAN = LOCALES.filter((l) => l === 'de');

for (const locale of GERMAN) {
  for (const pageType of PAGE_TYPES) {
    test(`no German word breaks without a hyphen on the ${locale} ${pageType.name} at 390 px`, async ({
      page,
      consoleErrors,
    }) => {
      if (pageType.status === 404) consoleErrors.allow(/status of 404/);
      await page.setViewportSize({ width: 390, height: 900 });
      const path = pageType.path(await siteModel(), locale);
      await page.goto(encodeURI(path));
      await page.waitForLoadState('networkidle');
      await islandsHydrated(page);
      expect(await unhyphenatedBreaks(page), path).toEqual([]);
    });
  }

  test(`no German word breaks without a hyphen on any ${locale} content page at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const model = await siteModel();
    const broken: string[] = [];
    for (const { path } of model[locale].pages) {
      await page.goto(encodeURI(path));
      await page.waitForLoadState('networkidle');
      broken.push(...(await unhyphenatedBreaks(page)).map((word) => `${path}: ${word}`));
    }
    expect(broken).toEqual([]);
  });
}
