import { describe, expect, it } from 'vitest';
import { assignSlugs, type SlugEntry } from '../../../src/content/assignSlugs.ts';

const entry = (title: string, id: string | null = title): SlugEntry => ({
  table: 'SmartMetaData',
  id,
  title,
});

describe('slugs per route family: colliding slugs get a distinct URL and a duplicate-slug warning', () => {
  it('distinct titles keep their slugs', () => {
    expect(assignSlugs([entry('About Us'), entry('Careers')]).slugs).toEqual([
      'about-us',
      'careers',
    ]);
  });

  it('later duplicates get -2, -3 …, first one keeps its slug', () => {
    const { slugs, warnings } = assignSlugs([
      entry('About Us', '1'),
      entry('about-us!', '2'),
      entry('ABOUT US', '3'),
    ]);
    expect(slugs).toEqual(['about-us', 'about-us-2', 'about-us-3']);
    expect(warnings.map((w) => [w.code, w.rowId])).toEqual([
      ['duplicate-slug', '2'],
      ['duplicate-slug', '3'],
    ]);
    expect(warnings[0]?.message).toContain('SmartMetaData#1');
  });

  it('a suffix never takes a slug another entry has naturally', () => {
    expect(assignSlugs([entry('A', '1'), entry('A', '2'), entry('A 2', '3')]).slugs).toEqual([
      'a',
      'a-3',
      'a-2',
    ]);
  });

  it('collisions are found after NFC and case folding', () => {
    expect(assignSlugs([entry('Über', '1'), entry('U\u0308BER', '2')]).slugs).toEqual([
      'über',
      'über-2',
    ]);
  });

  it('a reserved segment gets a suffix and a warning', () => {
    const { slugs, warnings } = assignSlugs([entry('Contact'), entry('NewsHome')], {
      reserved: new Set(['contact', 'newshome']),
    });
    expect(slugs).toEqual(['contact-2', 'newshome-2']);
    expect(
      warnings.every((w) => w.code === 'duplicate-slug' && w.message.includes('reserved')),
    ).toBe(true);
  });

  it('an empty slug falls back to item-{id}', () => {
    expect(assignSlugs([entry('!!!', '7'), entry('', null)]).slugs).toEqual(['item-7', 'item-2']);
    expect(assignSlugs([entry('', '5')], { fallbackPrefix: 'page' }).slugs).toEqual(['page-5']);
  });
});
