import { describe, expect, it } from 'vitest';
import { checkTableName, planCellEdit } from '../../../../demo/backend/planCellEdit.ts';

const rows = [
  { Id: 601, Title: 'Opening', PublishingDate: '2026-01-05', Order: 3 },
  { Id: 602, Title: 'Closing', Title_DE: 'Schluss' },
  { Id: 601, Title: 'A duplicate the site does not use' },
];

describe('one cell edit of the demo content', () => {
  it('changes the first row with the id, keeping every other cell', () => {
    const edit = planCellEdit('Announcements', rows, '601', 'Title', 'New');
    expect(edit.position).toBe(0);
    expect(edit.after).toEqual({ ...rows[0], Title: 'New' });
  });

  it('keeps a number a number, and may fill a column other rows have', () => {
    expect(planCellEdit('Announcements', rows, '601', 'Order', '7').after['Order']).toBe(7);
    expect(planCellEdit('Announcements', rows, '601', 'Order', 'soon').after['Order']).toBe('soon');
    expect(planCellEdit('Announcements', rows, '601', 'Title_DE', 'Neu').after['Title_DE']).toBe(
      'Neu',
    );
  });

  it('says what is wrong and what is there', () => {
    expect(() => checkTableName('announcements')).toThrow(
      'There is no table "announcements". Did you mean Announcements?',
    );
    expect(checkTableName('Events')).toBe('Events');
    expect(() => planCellEdit('Announcements', rows, '7', 'Title', 'x')).toThrow(
      'Announcements has no row with id "7". Ids there: 601, 602, 601.',
    );
    expect(() => planCellEdit('Announcements', rows, '601', 'Body', 'x')).toThrow(
      'Announcements has no column "Body". Columns: Id, Title, PublishingDate, Order, Title_DE.',
    );
    expect(() => planCellEdit('Announcements', rows, '601', 'Id', '9')).toThrow(
      'Id names the row and cannot be edited',
    );
    expect(() => planCellEdit('Documents', [], '1', 'Title', 'x')).toThrow(
      'Documents has no row with id "1". Documents has no rows.',
    );
  });
});
