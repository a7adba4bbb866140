/** The site address {site}: the page's origin, but SITE_URL under local development (port 3000). */
export function siteOrigin(location: Pick<Location, 'origin' | 'port'>, siteUrl: string): string {
  return location.port === '3000' ? siteUrl.replace(/\/+$/, '') : location.origin;
}
