/**
 * The site address {site}: the origin of the page being viewed, except that local
 * development uses the configured site (SITE_URL) instead. Told by the page whether `astro dev`
 * rendered it (`devServer`), not guessed from the port: dev runs on 3000 by default but wherever
 * `--port` puts it, and a built site may be served on 3000 too.
 */
export function siteOrigin(
  location: Pick<Location, 'origin'>,
  siteUrl: string,
  devServer: boolean,
): string {
  return devServer ? siteUrl.replace(/\/+$/, '') : location.origin;
}
