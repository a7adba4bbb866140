import { describe, expect, it } from 'vitest';
import { contextOf } from './contextOf.ts';
import { teamMember } from '../../../../src/content/model/teamMember.ts';

const member = (row: Record<string, unknown>) => {
  const { ctx, warnings } = contextOf({ TeamDetails: [row] });
  return { model: teamMember(row, ctx), warnings };
};

describe('teamMember', () => {
  it('keeps an http(s) profile link and an e-mail address without mailto:', () => {
    const { model, warnings } = member({
      id: 1,
      Title: 'Ada',
      Designation: 'Partner',
      SocialMediaInformation: 'https://www.linkedin.com/in/ada',
      Email: 'mailto:ada@example.org',
      SortOrder: 3,
    });
    expect(model).toMatchObject({
      name: 'Ada',
      designation: 'Partner',
      profileUrl: 'https://www.linkedin.com/in/ada',
      email: 'ada@example.org',
      sortOrder: 3,
    });
    expect(warnings.filter((w) => w.table === 'TeamDetails')).toEqual([]);
  });

  it('drops a profile link that is not http(s), with a warning', () => {
    const { model, warnings } = member({
      id: 2,
      Title: 'Eve',
      SocialMediaInformation: 'javascript:alert(1)',
    });
    expect(model.profileUrl).toBeNull();
    expect(model.email).toBeNull();
    expect(warnings).toContainEqual(
      expect.objectContaining({ code: 'unsafe-html', column: 'SocialMediaInformation' }),
    );
  });
});
