/**
 * The site address {site}: the page's origin, or SITE_URL on a page `astro dev` rendered
 * (`devServer`, told by the page, not guessed from the port: dev runs wherever `--port` puts it,
 * and a built site may be served on dev's port too).
 */
export function siteOrigin(
  location: Pick<Location, 'origin'>,
  siteUrl: string,
  devServer: boolean,
): string {
  return devServer ? siteUrl.replace(/\/+$/, '') : location.origin;
}
