/**
 * The `devServer` prop of an island whose {site} is SITE_URL in local development:
 * `{ devServer: true }` when `astro dev` renders the page, nothing in a build, so a built page's
 * island props (and its bytes) do not carry it.
 */
export function devServerProp(dev: boolean = import.meta.env.DEV): { devServer?: true } {
  return dev ? { devServer: true } : {};
}
