import { describe, expect, it } from 'vitest';
import { editorMessage } from '../../../src/content/editorMessage.ts';
import { makeWarning } from '../../../src/content/warnings.ts';

describe('content warnings worded for editors (issue 10, point 4)', () => {
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
