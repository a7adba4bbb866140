import type { ContentWarning, Locale, NavItem, Row, WarningCode } from './types.ts';
import type { LinkIndex } from './buildLinkIndex.ts';
import { localized } from './localized.ts';
import { menuLinkPath, type MenuLevel } from './menuLinkPath.ts';
import { resolveSiteLink } from './resolveSiteLink.ts';
import { parentIdOf, rowId } from './rowId.ts';
import { plainText } from './plainText.ts';
import { sortBySortOrder } from './sortBySortOrder.ts';
import { makeWarning } from './warnings.ts';
import { genericLinkTextWarning } from './genericLinkText.ts';

/**
 * The header menu from TopNavigation rows: a tree by ParentId, each level by SortOrder, links by
 * menuLinkPath resolved to canonical URLs. An orphan or a row in a ParentId cycle shows at the top
 * level ('missing-reference'); an entry without a Title is dropped. Only a leaf warns
 * 'broken-link' (entries with children are often just headings); a forbidden scheme links to '#'.
 */
export function buildNavigation(
  rows: readonly Row[],
  locale: Locale,
  index: LinkIndex,
): { items: NavItem[]; warnings: ContentWarning[] } {
  const warnings: ContentWarning[] = [];
  const warn = (code: WarningCode, row: Row, message: string, column: string): void => {
    warnings.push(makeWarning(code, 'TopNavigation', rowId(row), message, column));
  };
  const titled = rows.filter((row) => {
    if (plainText(row['Title']) !== '') return true;
    warn('empty-title', row, 'empty Title; menu entry not shown', 'Title');
    return false;
  });
  const sorted = sortBySortOrder(titled);
  const ids = new Set(sorted.map(rowId).filter((id): id is string => id !== null));
  const childrenOf = new Map<string, Row[]>();
  const roots: Row[] = [];
  for (const row of sorted) {
    const parent = parentIdOf(row);
    if (parent === null) {
      roots.push(row);
    } else if (!ids.has(parent) || parent === rowId(row)) {
      warn(
        'missing-reference',
        row,
        `parent ${parent} does not exist; shown at the top level`,
        'ParentId',
      );
      roots.push(row);
    } else {
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
    }
  }

  const placed = new Set<Row>();
  const build = (row: Row, level: MenuLevel): NavItem => {
    placed.add(row);
    const id = rowId(row);
    const children = (id === null ? [] : (childrenOf.get(id) ?? []))
      .filter((child) => !placed.has(child))
      .map((child) => build(child, 'sub'));
    const label = plainText(localized(row, 'Title', locale));
    const generic = genericLinkTextWarning('TopNavigation', row, label, locale);
    if (generic !== null) warnings.push(generic);
    // The path comes from the English Title: German pages share their English twin's slug.
    const raw = menuLinkPath(
      plainText(row['Title']) || label,
      localized(row, 'href', locale),
      level,
    );
    const link = resolveSiteLink(raw, index, locale);
    if (link === null) {
      warn('unsafe-html', row, `link "${raw}" has a forbidden scheme; not linked`, 'href');
    } else if (!link.matched && children.length === 0) {
      warn('broken-link', row, `link "${raw}" matches no page`, 'href');
    }
    return {
      id: id ?? '',
      label,
      href: link?.href ?? '#',
      external: link?.external ?? false,
      children,
    };
  };

  const items = roots.map((row) => build(row, 'top'));
  // Rows never reached from a root are in a ParentId cycle: lift them to the top level.
  for (const row of sorted) {
    if (placed.has(row)) continue;
    warn('missing-reference', row, 'ParentId forms a cycle; shown at the top level', 'ParentId');
    items.push(build(row, 'top'));
  }
  return { items, warnings };
}
