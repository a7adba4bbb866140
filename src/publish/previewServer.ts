/**
 * The previews' server (PREVIEW_PORT): the site server, serving each request the preview whose
 * token its address (`/?preview=<token>`) or its cookie carries. The first visit sets the cookie
 * and redirects to the address without the token, so the site's own links work on this origin;
 * without a valid token no byte of a page is sent. Every answer says `X-Robots-Tag: noindex`.
 */
import { createSiteServer, type SiteServer } from '../server/siteServer.ts';

const COOKIE = /(?:^|;)\s*site_preview=([\w-]+)/;

/** The token a request carries: its address's `preview` parameter, else its cookie's, else null. */
export function previewToken(url: URL, cookie = ''): { token: string | null; inUrl: boolean } {
  const inUrl = url.searchParams.get('preview');
  return { token: inUrl ?? COOKIE.exec(cookie)?.[1] ?? null, inUrl: inUrl !== null };
}

/** The server; `folderOf` gives the folder of the preview a token opens (null: none). */
export function createPreviewServer(
  folderOf: (token: string | null) => string | null,
  secure: boolean,
): SiteServer {
  return createSiteServer({
    distDir: '',
    release(req, res) {
      res.setHeader('x-robots-tag', 'noindex');
      const url = new URL(req.url ?? '/', 'http://preview.invalid');
      const { token, inUrl } = previewToken(url, req.headers.cookie);
      const folder = folderOf(token);
      if (folder !== null && !inUrl) return folder;
      const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
      if (folder === null) {
        const [status, text] =
          token === null
            ? [403, 'Open a preview through its link on the status page.']
            : [404, 'No such preview: newer ones replace old ones. Make a new preview.'];
        res.writeHead(status, headers).end(text);
        return null;
      }
      url.searchParams.delete('preview');
      // One leading slash: `//host` would send the visitor to another site.
      const location = `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
      const cookie = `site_preview=${token}; HttpOnly; SameSite=Lax; Path=/${secure ? '; Secure' : ''}`;
      res.writeHead(303, { ...headers, location, 'set-cookie': cookie }).end();
      return null;
    },
  });
}
