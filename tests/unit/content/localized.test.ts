import { describe, expect, it } from 'vitest';
import { localized, localizedColumn } from '../../../src/content/localized.ts';

describe('Two languages: a column X may have a German twin X_DE, used when non-blank', () => {
  const row = {
    Title: 'About Us',
    Title_DE: 'Über uns',
    Body: '<p>en</p>',
    Body_DE: '  ',
    Count: 3,
    Empty: null,
  };

  it('German uses the twin when it is not blank, else falls back', () => {
    expect(localized(row, 'Title', 'de')).toBe('Über uns');
    expect(localized(row, 'Body', 'de')).toBe('<p>en</p>');
    expect(localizedColumn(row, 'Title', 'de')).toBe('Title_DE');
    expect(localizedColumn(row, 'Body', 'de')).toBe('Body');
  });

  it('English never uses the twin', () => {
    expect(localized(row, 'Title', 'en')).toBe('About Us');
  });

  it('returns text: numbers as strings, null and missing as empty', () => {
    expect(localized(row, 'Count', 'en')).toBe('3');
    expect(localized(row, 'Empty', 'de')).toBe('');
    expect(localized(row, 'Missing', 'de')).toBe('');
  });

  it('works inside JSON configuration objects (ComponentName_DE)', () => {
    const config = { ComponentName: 'Learn more', ComponentName_DE: 'Mehr erfahren' };
    expect(localized(config, 'ComponentName', 'de')).toBe('Mehr erfahren');
    expect(localized(config, 'ComponentName', 'en')).toBe('Learn more');
  });
});
