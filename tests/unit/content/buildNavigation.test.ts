import { describe, expect, it } from 'vitest';
import { buildLinkIndex } from '../../../src/content/buildLinkIndex.ts';
import { buildNavigation } from '../../../src/content/buildNavigation.ts';
import type { NavItem } from '../../../src/content/types.ts';
import { siteTables } from './fixtures.ts';

const index = buildLinkIndex({
  pages: [
    { titles: ['Home'], slug: 'home' },
    { titles: ['About Us', 'Über uns'], slug: 'about-us' },
    { titles: ['Services'], slug: 'services' },
    { titles: ['Digital Strategy'], slug: 'digital-strategy' },
    { titles: ['Change Management'], slug: 'change-management' },
    { titles: ['Careers'], slug: 'careers' },
  ],
});

const shape = (items: readonly NavItem[]): unknown[] =>
  items.map((i) =>
    i.children.length === 0 ? `${i.label} ${i.href}` : [`${i.label} ${i.href}`, shape(i.children)],
  );

describe('TopNavigation: a tree by ParentId, sorted by SortOrder; the menu link rules', () => {
  it('builds the tree with canonical links', () => {
    const { items } = buildNavigation(siteTables().TopNavigation, 'en', index);
    expect(shape(items)).toEqual([
      'Home /',
      ['About Us /about-us', ['Meet the team /careers#meet-our-team']],
      [
        'Services /services',
        ['Change Management /change-management', 'Digital Strategy /digital-strategy'],
      ],
      'NewsHome /NewsHome',
      'Lost Child /lost%20child',
      'Partner https://partner.example.com/',
    ]);
    expect(items.find((i) => i.label === 'Partner')?.external).toBe(true);
  });

  it('German labels use Title_DE; links resolve to German paths', () => {
    const { items } = buildNavigation(siteTables().TopNavigation, 'de', index);
    expect(items.map((i) => `${i.label} ${i.href}`).slice(0, 4)).toEqual([
      'Home /de/',
      'Über uns /de/about-us',
      'Services /de/services',
      'Neuigkeiten /neuigkeiten',
    ]);
  });

  it('an orphan child goes to the top level with a missing-reference warning; a dead leaf link warns', () => {
    const { warnings } = buildNavigation(siteTables().TopNavigation, 'en', index);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'missing-reference',
          table: 'TopNavigation',
          rowId: '8',
          column: 'ParentId',
        }),
        expect.objectContaining({ code: 'broken-link', rowId: '8' }),
      ]),
    );
  });

  it('a ParentId cycle does not loop; its rows are lifted to the top level', () => {
    const rows = [
      { id: 1, ParentId: 2, Title: 'A' },
      { id: 2, ParentId: 1, Title: 'B' },
    ];
    const { items, warnings } = buildNavigation(rows, 'en', index);
    expect(shape(items)).toEqual([['A /a', ['B /B']]]);
    expect(warnings.some((w) => w.message.includes('cycle'))).toBe(true);
  });

  it('entries with a blank Title are dropped; a javascript: href becomes #', () => {
    const { items, warnings } = buildNavigation(
      [
        { id: 1, Title: ' ' },
        { id: 2, Title: 'Evil', href: 'javascript:alert(1)' },
      ],
      'en',
      index,
    );
    expect(items.map((i) => `${i.label} ${i.href}`)).toEqual(['Evil /evil']);
    expect(warnings.map((w) => w.code)).toContain('empty-title');
  });
});
