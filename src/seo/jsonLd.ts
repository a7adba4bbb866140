/**
 * Structured data (schema.org JSON-LD) for search engines: Organization on home, NewsArticle on
 * news details, Event on event details. Pure builders plus one safe serialiser.
 */
import { withoutSoftHyphens } from '../content/softHyphen.ts';
import type { DatedItemModel, FooterModel } from '../content/types.ts';

/** Organization data from the footer's brand, address, e-mail, phone and social links. */
export function organizationJsonLd(footer: FooterModel, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: footer.brandName,
    url: siteUrl,
    logo: new URL('/images/logo.png', siteUrl).href,
    ...(footer.email ? { email: footer.email } : {}),
    ...(footer.phone ? { telephone: footer.phone } : {}),
    ...(footer.address ? { address: footer.address } : {}),
    sameAs: footer.social.map((s) => s.href),
  };
}

/** NewsArticle (news) or Event (events) data for a detail page. */
export function datedItemJsonLd(
  item: DatedItemModel,
  siteUrl: string,
  footer: FooterModel,
  image: string,
): object {
  const brand = footer.brandName;
  const url = new URL(item.path, siteUrl).href;
  // Search engines read whole words: no soft hyphens of German display text.
  const title = withoutSoftHyphens(item.title);
  const common = {
    '@context': 'https://schema.org',
    name: title,
    url,
    image: [new URL(image, siteUrl).href],
    description: item.descriptionText.slice(0, 300),
  };
  if (item.kind === 'news') {
    return {
      ...common,
      '@type': 'NewsArticle',
      headline: title.slice(0, 110),
      ...(item.isoDate ? { datePublished: item.isoDate } : {}),
      publisher: { '@type': 'Organization', name: brand },
      mainEntityOfPage: url,
    };
  }
  return {
    ...common,
    '@type': 'Event',
    ...(item.isoDate ? { startDate: item.isoDate } : {}),
    organizer: { '@type': 'Organization', name: brand, url: siteUrl },
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: brand, address: footer.address || brand },
  };
}
