/**
 * The site address {site}: the origin of the page being viewed, except that local development on
 * port 3000 uses the production site (SITE_URL) instead.
 */
export function siteOrigin(location: Pick<Location, 'origin' | 'port'>, siteUrl: string): string {
  return location.port === '3000' ? siteUrl.replace(/\/+$/, '') : location.origin;
}
