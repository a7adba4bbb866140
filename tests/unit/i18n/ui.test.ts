import { describe, expect, it } from 'vitest';
import { UI, translator } from '../../../src/i18n/ui/index.ts';

describe('UI strings (one module per locale with identical key sets)', () => {
  it('has the same keys in English and German, none blank', () => {
    expect(Object.keys(UI.de).sort()).toEqual(Object.keys(UI.en).sort());
    for (const strings of [UI.en, UI.de]) {
      for (const value of Object.values(strings)) expect(value.trim()).not.toBe('');
    }
  });

  it('keeps every {placeholder} of the English string in the German one', () => {
    for (const [key, value] of Object.entries(UI.en)) {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(UI.de[key as keyof typeof UI.en]), key).toEqual(names(value));
    }
  });

  it('carries the spec texts exactly', () => {
    const t = translator('en');
    expect(t('list.searchPlaceholder')).toBe('Search All...');
    expect(t('list.counterNews', { shown: 3, total: 12 })).toBe('Showing 3 of 12 News');
    expect(t('list.counterEvents', { shown: 1, total: 2 })).toBe('Showing 1 of 2 Events');
    expect(t('list.toTabView')).toBe('Switch to Tab-View');
    expect(t('list.toFlatView')).toBe('Switch to Flat-View');
    expect(t('contact.send')).toBe('SEND MESSAGE');
    expect(t('contact.heading')).toBe('CONTACT FORM');
    expect(t('contact.success')).toBe('Form submitted successfully!');
    expect(t('contact.failed')).toBe('Failed to submit form.');
    expect(t('contact.networkError')).toBe('Network error, please try again later.');
    expect(t('notFound.message')).toBe('The page you are looking for does not exist.');
    expect(t('site.searchPlaceholder')).toBe('Type & Hit Enter..');
    expect(t('item.copied')).toBe('URL copied to clipboard!');
    expect(t('item.platformNotSupported')).toBe('Platform not supported!');
  });
});
