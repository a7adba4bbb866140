import {
  IMAGE_POSITIONS,
  ORDERING_TYPES,
  SECTION_TYPES,
  TEMPLATE_NAMES,
  type ContentWarning,
  type SectionModel,
} from './types.ts';
import type { JsonColumnContext } from './parseJsonColumn.ts';
import { cellText } from './cellText.ts';
import { dataSourceTable } from './dataSourceTable.ts';
import { titleKey } from './titleKey.ts';
import { makeWarning } from './warnings.ts';

/** A section's TemplateConfiguration, normalised: its template, type and card settings. */
export type TemplateConfig = Pick<
  SectionModel,
  'template' | 'type' | 'dataSource' | 'cardType' | 'orderingType' | 'imagePosition'
>;

/**
 * Normalises the parsed TemplateConfiguration list of a ContainerList row (JSON with Title,
 * selectedType, dataSource, cardType, orderingType, imagePosition). The first object in the list is
 * the configuration. Names match with the title-key rule ('cardgrid 3' = 'CardGrid-3').
 *
 * Decisions where the spec is silent:
 * - An unknown template Title or selectedType gives null and an 'unknown-template' warning
 *   (the section still shows its heading and text).
 * - A missing orderingType is 'none'; an unknown one is 'none' with an 'unknown-value' warning.
 * - A missing imagePosition is 'top'; an unknown one is 'top' with a warning.
 * - cardType is kept as written: only 'Blog Card' has a meaning, anything else is the feature-style
 *   box.
 */
export function parseTemplateConfig(
  entries: readonly unknown[],
  ctx: JsonColumnContext,
): { config: TemplateConfig; warnings: ContentWarning[] } {
  const first = entries.find(
    (e): e is Record<string, unknown> => e !== null && typeof e === 'object' && !Array.isArray(e),
  );
  const raw = first ?? {};
  const warnings: ContentWarning[] = [];
  const pick = <T extends string>(
    field: string,
    allowed: readonly T[],
    code: 'unknown-template' | 'unknown-value',
  ): T | null => {
    const text = cellText(raw[field]).trim();
    if (text === '') return null;
    const match = allowed.find((a) => titleKey(a) === titleKey(text));
    if (match === undefined) {
      warnings.push(
        makeWarning(code, ctx.table, ctx.rowId, `unknown ${field} "${text}"`, ctx.column),
      );
      return null;
    }
    return match;
  };
  const config: TemplateConfig = {
    template: pick('Title', TEMPLATE_NAMES, 'unknown-template'),
    type: pick('selectedType', SECTION_TYPES, 'unknown-template'),
    dataSource: dataSourceTable(raw['dataSource']),
    cardType: cellText(raw['cardType']).trim(),
    orderingType: pick('orderingType', ORDERING_TYPES, 'unknown-value') ?? 'none',
    imagePosition: pick('imagePosition', IMAGE_POSITIONS, 'unknown-value') ?? 'top',
  };
  return { config, warnings };
}
