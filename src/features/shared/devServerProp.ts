/**
 * The `devServer` prop of an island whose {site} is SITE_URL in local development: set only when
 * `astro dev` renders the page, so a built page's island props (and bytes) do not carry it.
 */
export function devServerProp(dev: boolean = import.meta.env.DEV): { devServer?: true } {
  return dev ? { devServer: true } : {};
}
