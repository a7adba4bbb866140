import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { genericLinkTextWarning, isGenericLinkText } from '../../../src/content/genericLinkText.ts';
import { buildLinkIndex } from '../../../src/content/buildLinkIndex.ts';
import { buildNavigation } from '../../../src/content/buildNavigation.ts';
import { buildFooter } from '../../../src/content/buildFooter.ts';

describe('genericLinkText: labels that say nothing of where a link leads', () => {
  it("counts Lighthouse's generic texts in the page's language, whatever their case and spaces", () => {
    expect(isGenericLinkText('Start', 'en')).toBe(true);
    expect(isGenericLinkText('  READ MORE ', 'en')).toBe(true);
    expect(isGenericLinkText('Mehr', 'de')).toBe(true);
    expect(isGenericLinkText('Weiterlesen', 'de')).toBe(true);
    // "Start" is a fine German label (Startseite): Lighthouse's German list does not have it.
    expect(isGenericLinkText('Start', 'de')).toBe(false);
    expect(isGenericLinkText('Mehr', 'en')).toBe(false);
    expect(isGenericLinkText('Startseite', 'de')).toBe(false);
    expect(isGenericLinkText('Start a project', 'en')).toBe(false);
  });

  it('counts a generic label however its letters are cased and spaced around', () => {
    const labels = ['start', 'read more', 'click here', 'more information'];
    fc.assert(
      fc.property(
        fc.constantFrom(...labels),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        fc.stringMatching(/^[ \t\n]{0,3}$/),
        fc.stringMatching(/^[ \t\n]{0,3}$/),
        (label, upper, before, after) => {
          const cased = [...label].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          expect(isGenericLinkText(`${before}${cased}${after}`, 'en')).toBe(true);
          // The same text in a longer label says where it leads.
          expect(isGenericLinkText(`${cased} about our work`, 'en')).toBe(false);
        },
      ),
    );
  });

  it('names the row and the column the page shows: Title in English, Title_DE in German', () => {
    const row = { id: 4, Title: 'More', Title_DE: 'Mehr' };
    expect(genericLinkTextWarning('Footer', row, 'More', 'en')).toEqual({
      code: 'generic-link-text',
      table: 'Footer',
      rowId: '4',
      column: 'Title',
      message: 'link label "More" does not say where it leads; shown as written',
    });
    expect(genericLinkTextWarning('Footer', row, 'Mehr', 'de')?.column).toBe('Title_DE');
    expect(genericLinkTextWarning('Footer', row, 'Our work', 'en')).toBeNull();
  });

  it('is reported for menu and footer entries, and the entry is still shown as written', () => {
    const index = buildLinkIndex({ pages: [{ titles: ['Start'], slug: 'start' }] });
    const nav = buildNavigation([{ id: 1, Title: 'Start', href: '', SortOrder: 1 }], 'en', index);
    expect(nav.items.map((item) => item.label)).toEqual(['Start']);
    expect(nav.warnings.map((w) => `${w.code} ${w.table}#${w.rowId}`)).toEqual([
      'generic-link-text TopNavigation#1',
    ]);
    expect(
      buildNavigation([{ id: 1, Title: 'Start', href: '', SortOrder: 1 }], 'de', index).warnings,
    ).toEqual([]);
    const footer = buildFooter(
      [
        { id: 1, Title: 'Explore', FooterTaxType: 'Navigation', SortOrder: 1 },
        { id: 2, ParentId: 1, Title: 'Start', href: '', FooterTaxType: 'Navigation', SortOrder: 1 },
      ],
      'en',
      index,
    );
    expect(footer.warnings.map((w) => `${w.code} ${w.table}#${w.rowId}`)).toContain(
      'generic-link-text Footer#2',
    );
  });
});
