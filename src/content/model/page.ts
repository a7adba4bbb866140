/** Content pages (SmartMetaData rows) and their sections. */
import type { PageModel, Row } from '../types.ts';
import { pagePath } from '../../i18n/routes.ts';
import { excerpt } from '../excerpt.ts';
import { htmlToText } from '../htmlToText.ts';
import { resolveReferences } from '../resolveReferences.ts';
import { rowId } from '../rowId.ts';
import { titleKey } from '../titleKey.ts';
import { displayText, richText } from './fieldValues.ts';
import { englishTitle, type ModelContext } from './modelContext.ts';
import { section } from './section.ts';

/**
 * One content page: its sections from PageContainers in order, its own PageContent, a meta
 * description from the first text it shows and its image from its hero (BackgroundImage) section.
 */
export function page(row: Row, ctx: ModelContext): PageModel {
  const id = rowId(row);
  const slug = ctx.slugs.page.get(row) ?? '';
  const title = displayText(row, 'Title', ctx);
  const anchors = new Set<string>();
  const containers = resolveReferences(row, 'PageContainers', ctx.index, {
    table: 'SmartMetaData',
  });
  ctx.warn(containers.warnings);
  const sections = containers.rows.map((r) => section(r, ctx, anchors));
  const content = richText(row, 'SmartMetaData', ['PageContent'], ctx);

  const firstText =
    sections.map((s) => htmlToText(s.descriptionHtml)).find((t) => t !== '') ?? content.text;
  const hero = sections.find((s) => s.type === 'BackgroundImage');
  return {
    id: id ?? '',
    title,
    slug,
    key: titleKey(englishTitle(row)),
    path: pagePath(ctx.locale, slug),
    metaDescription: excerpt(firstText),
    image: hero?.images.find((img) => img.image !== null)?.image ?? null,
    contentHtml: content.html,
    sections,
  };
}
