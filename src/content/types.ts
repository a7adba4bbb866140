/**
 * Types of the back-end rows (as they arrive) and of the site model (what pages read).
 * The model is computed once per build by `buildSiteModel` and is plain serialisable data.
 */
import type { DatedKind } from './datedKinds.ts';

/** The ten tables the site reads through getDataAll. */
export const TABLE_NAMES = [
  'TopNavigation',
  'Footer',
  'SmartMetaData',
  'ContainerList',
  'ContainerItems',
  'ImageSlider',
  'Announcements',
  'Events',
  'Documents',
  'TeamDetails',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];

/**
 * HTML that has passed the one sanitiser configuration. Only sanitizeHtml produces it, so every
 * raw-HTML sink that requires it is proven safe by the compiler.
 */
export type SafeHtml = string & { readonly __safeHtml: true };

/** One row as the back end sends it: column name → value (strings, numbers, null). */
export type Row = Readonly<Record<string, unknown>>;
/** Every table's rows, as pulled. */
export type Tables = Readonly<Record<TableName, readonly Row[]>>;

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** Kinds of content fault; each follows the spec's fallback and never fails a build. */
export type WarningCode =
  | 'invalid-json'
  | 'missing-reference'
  | 'invalid-date'
  | 'duplicate-slug'
  | 'duplicate-id'
  | 'empty-title'
  | 'unsafe-html'
  | 'missing-alt'
  | 'missing-size'
  | 'missing-image'
  | 'unknown-template'
  | 'unknown-value'
  | 'broken-link'
  | 'missing-home'
  | 'generic-link-text';

/** A content fault, named precisely enough for an editor to find and fix it. */
export interface ContentWarning {
  readonly code: WarningCode;
  readonly table: TableName;
  /** The row's id (or Id), when the fault belongs to one row. */
  readonly rowId: string | null;
  readonly column?: string;
  readonly message: string;
  /**
   * The item's title and the site path of the page it makes or appears on (English), when the
   * row is shown on one (placeWarnings), so an editor can find it by name and open it.
   */
  readonly title?: string;
  readonly path?: string;
}

/** The values a section's TemplateConfiguration may name (title-key matched, parseTemplateConfig). */
export const TEMPLATE_NAMES = [
  'DataGrid',
  'BlogDataGrid',
  'FullContainer',
  'Slider',
  'TeamDataGrid',
  'Form',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
export const SECTION_TYPES = [
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
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
/** dataSource values after mapping: the table a section's cards come from. */
export type CardTable =
  'Announcements' | 'Events' | 'Documents' | 'SmartMetaData' | 'ContainerItems';
export const ORDERING_TYPES = [
  'number',
  'roman',
  'lowercaseRoman',
  'alphabet',
  'lowercaseAlphabet',
  'bullet',
  'none',
] as const;
export type OrderingType = (typeof ORDERING_TYPES)[number];
export const IMAGE_POSITIONS = ['top', 'bottom', 'left', 'right', 'center'] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];
export type SocialPlatform = 'facebook' | 'linkedin' | 'twitter' | 'instagram';

/** A resolved link: `href` is a canonical site path (with optional #anchor) or an absolute URL. */
export interface Link {
  readonly label: string;
  readonly href: string;
  /** True when href leaves the site (http(s) to another origin, mailto:, tel:). */
  readonly external: boolean;
}

export interface NavItem extends Link {
  readonly id: string;
  readonly children: readonly NavItem[];
}

export interface FooterModel {
  readonly columns: readonly {
    readonly id: string;
    readonly title: string;
    readonly links: readonly Link[];
  }[];
  readonly brandName: string;
  readonly address: string;
  readonly social: readonly { readonly platform: SocialPlatform; readonly href: string }[];
  /** The e-mail address (without `mailto:`), or null. */
  readonly email: string | null;
  /** The phone number as shown (without `tel:`), or null. */
  readonly phone: string | null;
  readonly bottomLinks: readonly Link[];
  readonly copyright: string;
}

/** A button from ComponentConfiguration (ComponentName → label, HrefLink → href). */
export type ButtonModel = Link;

/** Anything shown as a card or slide: container items, slider images, news, events, documents, smart pages. */
export interface CardModel {
  readonly id: string;
  readonly table: CardTable | 'ImageSlider';
  readonly title: string;
  readonly slug: string;
  readonly subHeading: string;
  /** Image address as given (https or site-relative), or null when the row has none. */
  readonly image: string | null;
  /** Sanitised HTML description. */
  readonly descriptionHtml: SafeHtml;
  /** Plain-text length of the description (the expand checkbox shows above 200). */
  readonly descriptionLength: number;
  readonly shortDescription: string;
  readonly sortOrder: number;
  /** Where the card title links (canonical path in this locale), or null. */
  readonly href: string | null;
  /** Card title links for container items, events, documents and announcements open in a new tab. */
  readonly newTab: boolean;
  readonly button: ButtonModel | null;
  /** For news and events: formatted date; '' otherwise. */
  readonly dateLabel: string;
  /** Numbering marker from the section's orderingType ('01', 'II', 'b', '•', '' …). */
  readonly marker: string;
}

export interface TeamMemberModel {
  readonly id: string;
  readonly name: string;
  readonly designation: string;
  readonly aboutHtml: SafeHtml;
  readonly image: string | null;
  /** Professional-network link (SocialMediaInformation), or null. */
  readonly profileUrl: string | null;
  readonly email: string | null;
  readonly sortOrder: number;
}

/** A news item (Announcements) or an event (Events), as listed and on its detail page. */
export interface DatedItemModel {
  readonly id: string;
  readonly kind: DatedKind;
  readonly title: string;
  readonly slug: string;
  /** Canonical detail path in this locale, e.g. /NewsHome/{slug} or /veranstaltungen/{slug}. */
  readonly path: string;
  /** ISO date (yyyy-mm-dd) or null when the date is missing or invalid. */
  readonly isoDate: string | null;
  /** Formatted date, or 'Invalid Date' / 'Ungültiges Datum'. */
  readonly dateLabel: string;
  /** Year for the tab view ('' when the date is invalid). */
  readonly year: string;
  readonly image: string | null;
  readonly descriptionHtml: SafeHtml;
  /** Plain text of the description, for search and meta descriptions. */
  readonly descriptionText: string;
}

export interface SectionModel {
  readonly id: string;
  /** Slug of the section title: the element id and the #hash that scrolls to it. */
  readonly anchor: string;
  readonly title: string;
  readonly heading: string;
  readonly subHeading: string;
  readonly descriptionHtml: SafeHtml;
  readonly aboutHtml: SafeHtml;
  readonly template: TemplateName | null;
  readonly type: SectionType | null;
  readonly dataSource: CardTable;
  readonly cardType: string;
  readonly orderingType: OrderingType;
  readonly imagePosition: ImagePosition;
  readonly button: ButtonModel | null;
  /** AdditionalImageSource → ImageSlider rows, sorted by SortOrder (missing = 0), de-duplicated by id. */
  readonly images: readonly CardModel[];
  /** AdditionalContentSource resolved through dataSource, plus Documents and SmartPages lists. */
  readonly cards: readonly CardModel[];
  readonly team: readonly TeamMemberModel[];
  readonly news: readonly DatedItemModel[];
  readonly events: readonly DatedItemModel[];
}

export interface PageModel {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  /**
   * Title key (titleKey.ts) of the English Title: the page's identity, the same in both locales
   * (like the slug), so 'home' and other fixed pages are recognised on German pages too.
   */
  readonly key: string;
  /** Canonical path in this locale. */
  readonly path: string;
  readonly metaDescription: string;
  /** Image of the first BackgroundImage section, for the page header and social cards. */
  readonly image: string | null;
  /** Sanitised PageContent, shown when the page has no sections. */
  readonly contentHtml: SafeHtml;
  readonly sections: readonly SectionModel[];
}

/** An item a card links to, rendered at /ContentPage/{slug} when a link targets it (linkedItemSlugs). */
export interface DetailItemModel {
  readonly table: CardTable;
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly image: string | null;
  readonly descriptionHtml: SafeHtml;
  readonly descriptionText: string;
  readonly dateLabel: string;
}

export interface LocalizedSite {
  readonly locale: Locale;
  readonly nav: readonly NavItem[];
  readonly footer: FooterModel;
  /** Every SmartMetaData page with a distinct slug; home is the page titled 'home'. */
  readonly pages: readonly PageModel[];
  readonly home: PageModel | null;
  /** Newest first. */
  readonly news: readonly DatedItemModel[];
  /** Newest first. */
  readonly events: readonly DatedItemModel[];
  /** Items a card may link to at /ContentPage/{slug}, distinct slugs (pages only for linkedItemSlugs). */
  readonly items: readonly DetailItemModel[];
}

export interface SiteModel {
  readonly en: LocalizedSite;
  readonly de: LocalizedSite;
  readonly warnings: readonly ContentWarning[];
}
