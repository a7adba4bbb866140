import type { ButtonModel, ContentWarning, Locale, WarningCode } from './types.ts';
import type { JsonColumnContext } from './parseJsonColumn.ts';
import type { LinkIndex } from './buildLinkIndex.ts';
import { localized } from './localized.ts';
import { plainText } from './plainText.ts';
import { resolveSiteLink } from './resolveSiteLink.ts';
import { makeWarning } from './warnings.ts';

/**
 * The button of a section or item from the first object of its ComponentConfiguration
 * (ComponentName → label, localized; HrefLink → href, else `fallbackHref`, resolved by
 * resolveSiteLink). No button without a label or a link. A forbidden scheme (javascript: …) drops
 * the button with an 'unsafe-html' warning; a site path that matches nothing keeps it and warns
 * 'broken-link'.
 */
export function componentButton(
  entries: readonly unknown[],
  locale: Locale,
  index: LinkIndex,
  ctx: JsonColumnContext,
  fallbackHref?: string,
): { button: ButtonModel | null; warnings: ContentWarning[] } {
  const config = entries.find(
    (e): e is Record<string, unknown> => e !== null && typeof e === 'object' && !Array.isArray(e),
  );
  if (config === undefined) return { button: null, warnings: [] };
  const label = plainText(localized(config, 'ComponentName', locale));
  const rawHref = localized(config, 'HrefLink', locale).trim() || (fallbackHref ?? '');
  if (label === '' || rawHref === '') return { button: null, warnings: [] };
  const link = resolveSiteLink(rawHref, index, locale);
  const warning = (code: WarningCode, problem: string): ContentWarning[] => [
    makeWarning(code, ctx.table, ctx.rowId, `button link "${rawHref}" ${problem}`, ctx.column),
  ];
  if (link === null) {
    return {
      button: null,
      warnings: warning('unsafe-html', 'has a forbidden scheme; button dropped'),
    };
  }
  const warnings = link.matched ? [] : warning('broken-link', 'matches no page');
  return { button: { label, href: link.href, external: link.external }, warnings };
}
