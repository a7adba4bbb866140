import type {
  ContentWarning,
  FooterModel,
  Link,
  Locale,
  Row,
  SocialPlatform,
  WarningCode,
} from './types.ts';
import type { LinkIndex } from './buildLinkIndex.ts';
import { cellText } from './cellText.ts';
import { localized } from './localized.ts';
import { menuLinkPath, type MenuLevel } from './menuLinkPath.ts';
import { resolveSiteLink } from './resolveSiteLink.ts';
import { parentIdOf, rowId } from './rowId.ts';
import { plainText } from './plainText.ts';
import { sortBySortOrder } from './sortBySortOrder.ts';
import { titleKey } from './titleKey.ts';
import { makeWarning } from './warnings.ts';
import { genericLinkTextWarning } from './genericLinkText.ts';

type FooterKind =
  'navigation' | 'brand' | 'address' | 'social' | 'email' | 'phone' | 'bottom' | 'copyright';

/** FooterTaxType values by title key. 'Copyright Text' is accepted as well. */
const KINDS: Readonly<Record<string, FooterKind>> = {
  navigation: 'navigation',
  brandname: 'brand',
  address: 'address',
  socialmedialink: 'social',
  email: 'email',
  phone: 'phone',
  bottomnavigation: 'bottom',
  copywritetext: 'copyright',
  copyrighttext: 'copyright',
};

/** Social platforms by title key; 'x' is Twitter's new name. */
const PLATFORMS: Readonly<Record<string, SocialPlatform>> = {
  facebook: 'facebook',
  linkedin: 'linkedin',
  twitter: 'twitter',
  x: 'twitter',
  instagram: 'instagram',
};

/**
 * The footer from Footer rows by FooterTaxType, each kind sorted by SortOrder: Navigation columns
 * (rows without a parent) with their child rows' links (href, else /{title}); Brand Name, Address
 * and Copy Write Text from the first titled row; Social Media Link rows with a known platform and
 * an http(s) href; Email and Phone from href (without its scheme), else the Title; Bottom
 * Navigation links to /{title}. Links resolve to canonical URLs; what cannot be used is skipped
 * with a warning.
 */
export function buildFooter(
  rows: readonly Row[],
  locale: Locale,
  index: LinkIndex,
): { footer: FooterModel; warnings: ContentWarning[] } {
  const warnings: ContentWarning[] = [];
  const warn = (code: WarningCode, row: Row, message: string, column: string): void => {
    warnings.push(makeWarning(code, 'Footer', rowId(row), message, column));
  };
  const sorted = sortBySortOrder(rows);
  const byKind = new Map<FooterKind, Row[]>();
  const children = new Map<string, Row[]>();
  for (const row of sorted) {
    const parent = parentIdOf(row);
    if (parent !== null) {
      children.set(parent, [...(children.get(parent) ?? []), row]);
      continue;
    }
    const typeText = cellText(row['FooterTaxType']).trim();
    const kind = KINDS[titleKey(typeText)];
    if (kind === undefined) {
      warn(
        'unknown-value',
        row,
        `unknown FooterTaxType "${typeText}"; row not shown`,
        'FooterTaxType',
      );
      continue;
    }
    byKind.set(kind, [...(byKind.get(kind) ?? []), row]);
  }
  const of = (kind: FooterKind): Row[] => byKind.get(kind) ?? [];
  const text = (kind: FooterKind): string => {
    const row = of(kind).find((r) => plainText(r['Title']) !== '');
    return row === undefined ? '' : plainText(localized(row, 'Title', locale));
  };

  const link = (row: Row, level: MenuLevel, useHref: boolean): Link | null => {
    const label = plainText(localized(row, 'Title', locale));
    if (label === '') {
      warn('empty-title', row, 'empty Title; link not shown', 'Title');
      return null;
    }
    const generic = genericLinkTextWarning('Footer', row, label, locale);
    if (generic !== null) warnings.push(generic);
    const href = localized(row, 'href', locale).trim();
    // The path comes from the English Title: German pages share their English twin's slug.
    const raw =
      useHref && href !== '' ? href : menuLinkPath(plainText(row['Title']) || label, href, level);
    const resolved = resolveSiteLink(raw, index, locale);
    if (resolved === null) {
      warn('unsafe-html', row, `link "${raw}" has a forbidden scheme; not shown`, 'href');
      return null;
    }
    if (!resolved.matched) warn('broken-link', row, `link "${raw}" matches no page`, 'href');
    return { label, href: resolved.href, external: resolved.external };
  };

  const columnIds = new Set<string>();
  const columns = of('navigation').map((column) => {
    const id = rowId(column) ?? '';
    columnIds.add(id);
    const links = (children.get(id) ?? [])
      .map((row) => link(row, 'sub', true))
      .filter((l): l is Link => l !== null);
    return { id, title: plainText(localized(column, 'Title', locale)), links };
  });
  for (const [parent, orphans] of children) {
    if (columnIds.has(parent)) continue;
    for (const row of orphans) {
      warn(
        'missing-reference',
        row,
        `parent ${parent} is not a Navigation column; not shown`,
        'ParentId',
      );
    }
  }

  const social = of('social').flatMap((row) => {
    const name = cellText(row['Title']).trim();
    const platform = PLATFORMS[titleKey(name)];
    if (platform === undefined) {
      warn('unknown-value', row, `unknown social platform "${name}"; not shown`, 'Title');
      return [];
    }
    const href = cellText(row['href']).trim();
    if (!/^https?:\/\//i.test(href) || !URL.canParse(href)) {
      warn('unsafe-html', row, `social link "${href}" is not an http(s) URL; not shown`, 'href');
      return [];
    }
    return [{ platform, href }];
  });

  // The address or number comes from href (without its scheme) or else from the Title.
  const contact = (kind: 'email' | 'phone'): string | null => {
    const row = of(kind)[0];
    if (row === undefined) return null;
    const source = cellText(row['href']).trim() || plainText(localized(row, 'Title', locale));
    const value = source.replace(kind === 'email' ? /^mailto:/i : /^tel:/i, '').trim();
    const usable =
      kind === 'email'
        ? /^[^\s@<>"]+@[^\s@<>"]+$/.test(value)
        : /\d/.test(value) && !/[<>"]/.test(value);
    if (!usable) {
      warn('unknown-value', row, `${kind} "${source}" is not usable; not shown`, 'href');
      return null;
    }
    return value;
  };

  const footer: FooterModel = {
    columns,
    brandName: text('brand'),
    address: text('address'),
    social,
    email: contact('email'),
    phone: contact('phone'),
    bottomLinks: of('bottom')
      .map((row) => link(row, 'title', false))
      .filter((l): l is Link => l !== null),
    copyright: text('copyright'),
  };
  return { footer, warnings };
}
