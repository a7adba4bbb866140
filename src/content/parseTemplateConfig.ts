import type {
  CardTable,
  ContentWarning,
  ImagePosition,
  OrderingType,
  SectionType,
  TemplateName,
} from './types.ts';
import type { JsonColumnContext } from './parseJsonColumn.ts';
import { cellText } from './cellText.ts';
import { dataSourceTable } from './dataSourceTable.ts';
import { titleKey } from './titleKey.ts';
import { makeWarning } from './warnings.ts';

/** A section's TemplateConfiguration, normalised: its template, type and card settings. */
export interface TemplateConfig {
  readonly template: TemplateName | null;
  readonly type: SectionType | null;
  readonly dataSource: CardTable;
  readonly cardType: string;
  readonly orderingType: OrderingType;
  readonly imagePosition: ImagePosition;
}

const TEMPLATES: readonly TemplateName[] = [
  'DataGrid',
  'BlogDataGrid',
  'FullContainer',
  'Slider',
  'TeamDataGrid',
  'Form',
];
const TYPES: readonly SectionType[] = [
  'BackgroundImage',
  'ImageAndContent',
  'SiteTheme',
  'Slider-1',
  'Slider-2',
  'Slider-3',
  'CardGrid-1',
  'CardGrid-2',
  'CardGrid-3',
  'CardGrid-4',
];
const ORDERINGS: readonly OrderingType[] = [
  'number',
  'roman',
  'lowercaseRoman',
  'alphabet',
  'lowercaseAlphabet',
  'bullet',
  'none',
];
const POSITIONS: readonly ImagePosition[] = ['top', 'bottom', 'left', 'right', 'center'];

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
    template: pick('Title', TEMPLATES, 'unknown-template'),
    type: pick('selectedType', TYPES, 'unknown-template'),
    dataSource: dataSourceTable(raw['dataSource']),
    cardType: cellText(raw['cardType']).trim(),
    orderingType: pick('orderingType', ORDERINGS, 'unknown-value') ?? 'none',
    imagePosition: pick('imagePosition', POSITIONS, 'unknown-value') ?? 'top',
  };
  return { config, warnings };
}
