/** A builder's context over small tables, for the per-entity model tests, with its warnings. */
import type { ContentWarning, Locale, Tables } from '../../../../src/content/types.ts';
import {
  modelContext,
  prepareTables,
  type ModelContext,
} from '../../../../src/content/model/modelContext.ts';

export function contextOf(
  tables: Partial<Tables>,
  locale: Locale = 'en',
): { ctx: ModelContext; warnings: ContentWarning[] } {
  const warnings: ContentWarning[] = [];
  const ctx = modelContext(
    prepareTables(tables, {}, (ws) => warnings.push(...ws)),
    locale,
  );
  return { ctx, warnings };
}
