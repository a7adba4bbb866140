/** Team members (TeamDetails) as a team section shows them. */
import type { Row, TeamMemberModel } from '../types.ts';
import { cellText } from '../cellText.ts';
import { rowId } from '../rowId.ts';
import { sortOrderOf } from '../sortBySortOrder.ts';
import { makeWarning } from '../warnings.ts';
import { displayText, image, richText, text } from './fieldValues.ts';
import type { ModelContext } from './modelContext.ts';

/**
 * One team member: a profile link only when it is an http(s) URL (else 'unsafe-html' and none
 * shown), an e-mail address without its `mailto:`, the About text sanitised.
 */
export function teamMember(row: Row, ctx: ModelContext): TeamMemberModel {
  const id = rowId(row);
  const profile = cellText(row['SocialMediaInformation']).trim();
  const profileOk = /^https?:\/\//i.test(profile) && URL.canParse(profile);
  if (profile !== '' && !profileOk) {
    const message = `profile link "${profile}" is not an http(s) URL; not shown`;
    ctx.warn([makeWarning('unsafe-html', 'TeamDetails', id, message, 'SocialMediaInformation')]);
  }
  const about = richText(row, 'TeamDetails', ['About'], ctx);
  const email = cellText(row['Email'])
    .trim()
    .replace(/^mailto:/i, '');
  return {
    id: id ?? '',
    name: text(row, 'Title', ctx),
    designation: displayText(row, 'Designation', ctx),
    aboutHtml: about.html,
    image: image(row, 'TeamDetails', 'ImageLink', ctx),
    profileUrl: profileOk ? profile : null,
    email: email === '' ? null : email,
    sortOrder: sortOrderOf(row['SortOrder']),
  };
}
