import { describe, expect, it } from 'vitest';
import { editorMessage, warningSentence } from '../../../src/content/editorMessage.ts';
import type { WarningCode } from '../../../src/content/types.ts';
import { makeWarning } from '../../../src/content/warnings.ts';

describe('content warnings worded for editors', () => {
  it('names table, row and column, then what happened', () => {
    expect(
      editorMessage(
        makeWarning(
          'invalid-date',
          'Announcements',
          '17',
          '"soon" is not a date; shown as Invalid Date',
          'PublishingDate',
        ),
      ),
    ).toBe("Announcements row 17: PublishingDate 'soon' is not a date; shown as Invalid Date");
  });

  it('does not repeat a column the message already names', () => {
    expect(
      editorMessage(
        makeWarning('empty-title', 'TeamDetails', '504', 'empty Title; row not shown', 'Title'),
      ),
    ).toBe('TeamDetails row 504: Empty Title; row not shown');
  });

  it('puts the column before other messages, and leaves out a row it does not know', () => {
    expect(
      editorMessage(
        makeWarning(
          'invalid-json',
          'SmartMetaData',
          '7',
          'not valid JSON; treated as an empty list',
          'PageContainers',
        ),
      ),
    ).toBe('SmartMetaData row 7: PageContainers: not valid JSON; treated as an empty list');
    expect(
      editorMessage(makeWarning('missing-home', 'SmartMetaData', null, 'no page is titled home')),
    ).toBe('SmartMetaData: No page is titled home');
  });
});

describe('content warnings worded from their codes, in both languages', () => {
  const codes: WarningCode[] = [
    'invalid-json',
    'missing-reference',
    'invalid-date',
    'duplicate-slug',
    'duplicate-id',
    'empty-title',
    'unsafe-html',
    'missing-alt',
    'missing-size',
    'missing-image',
    'unknown-template',
    'unknown-value',
    'broken-link',
    'missing-home',
    'generic-link-text',
  ];

  it('words every code without technical terms, in English and German', () => {
    for (const code of codes) {
      const warning = makeWarning(
        code,
        'SmartMetaData',
        '7',
        'not valid JSON (Unexpected token } in JSON at position 3); IMAGE_ORIGINS "x"',
        'PageContainers',
      );
      const en = warningSentence(warning, 'en');
      const de = warningSentence(warning, 'de');
      expect(en, code).toMatch(/^PageContainers: .+\.$/);
      expect(de, code).toMatch(/^PageContainers: .+\.$/);
      expect(en, code).not.toBe(de);
      for (const text of [en, de]) expect(text).not.toMatch(/JSON|IMAGE_ORIGINS|Unexpected/);
    }
  });

  it('says which image file is missing and what shows instead', () => {
    const cover = makeWarning(
      'missing-image',
      'Announcements',
      '610',
      'image file "/PublishingImages/Covers/gone.png" is not among the site\'s files (public/); the default image is shown',
      'ItemCover',
    );
    expect(warningSentence(cover, 'en')).toBe(
      "ItemCover: the image ‘/PublishingImages/Covers/gone.png’ is not among the site's files; the default image is shown instead.",
    );
    expect(warningSentence(cover, 'de')).toMatch(/Standardbild/);
  });

  it('quotes the value the warning names and tells what the site does instead', () => {
    const date = makeWarning(
      'invalid-date',
      'Announcements',
      '17',
      '"soon" is not a date; shown as Invalid Date',
      'PublishingDate',
    );
    expect(warningSentence(date, 'de')).toBe(
      'PublishingDate: „soon“ ist kein Datum; die Website zeigt stattdessen „Invalid Date“.',
    );
    const image = makeWarning(
      'unsafe-html',
      'SmartMetaData',
      '7',
      'image address "http://x/a.png" is neither site-relative nor https from an allowed image origin (IMAGE_ORIGINS); not shown',
      'PageContent',
    );
    expect(warningSentence(image, 'en')).toBe(
      'PageContent: an image comes from an address the site does not allow; it is not shown.',
    );
    expect(
      warningSentence(
        makeWarning('missing-home', 'SmartMetaData', null, 'no page is titled home'),
        'en',
      ),
    ).toBe('No page is titled Home, so the site has no home page.');
  });

  it('names the generic link text and asks for the page it opens', () => {
    const start = makeWarning(
      'generic-link-text',
      'TopNavigation',
      '1',
      'link label "Start" does not say where it leads; shown as written',
      'Title',
    );
    expect(warningSentence(start, 'en')).toBe(
      'Title: the link text ‘Start’ does not say where the link leads, which search engines and screen-reader users need; name the page it opens.',
    );
    expect(warningSentence(start, 'de')).toMatch(/^Title: Der Linktext „Start“ sagt nicht/);
  });
});
