// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { readConfig } from './src/config/readConfig.ts';
import { astroCsp } from './src/security/astroCsp.ts';
import { clientDirectiveIntegration } from './src/features/shared/clientDirectiveIntegration.ts';
import { onceRendererIntegration } from './src/features/shared/onceRendererIntegration.ts';

const config = readConfig(process.env);

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: config.siteUrl,
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? 'dist',
  trailingSlash: 'ignore',
  // Stylesheets stay files: inlined, the islands' CSS would be downloaded again on every page
  // view instead of once (Astro inlines chunks under 4 KB by default).
  build: { format: 'directory', inlineStylesheets: 'never' },
  server: { port: 3000 },
  devToolbar: { enabled: false },
  // Astro hashes the inline code it emits (island and directive runtimes, inlined scripts, its
  // styles) at the source and declares it per page; the build allows that and nothing else
  // (src/security/astroCsp.ts, writeHeadersFile). No Markdown here: no Shiki and its inline styles.
  security: { csp: astroCsp(config) },
  markdown: { syntaxHighlight: false },
  vite: {
    // astro dev watches the project for edits; what the project writes itself (build snapshots,
    // test output, the demo back end's database, releases, benchmarks) is no edit: watching it
    // costs a watch per folder (a release has hundreds) and reports every write.
    server: {
      watch: {
        ignored: ['**/.cache/**', '**/.data/**', '**/releases/**', '**/bench-out/**', '**/dist/**'],
      },
    },
    build: {
      rollupOptions: {
        output: {
          // React's runtime (react, react-dom, scheduler) in one long-cached chunk that every
          // island shares, instead of wherever the bundler happens to split it.
          manualChunks(id) {
            return /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
              ? 'react'
              : undefined;
          },
        },
      },
    },
  },
  integrations: [
    // React islands: lists, slide-over, carousels, contact form, consent (src/features/). Their
    // server HTML is made with React's renderToString, not a stream read through web streams:
    // nothing here suspends, the HTML is the same, and a build spends less CPU time. The island's
    // id prefix reaches renderToString through patches/@astrojs+react+*.patch (@astrojs/react 7.0.0
    // drops it there, and useId ids would not match on hydration).
    react({ experimentalDisableStreaming: true }),
    // Components whose server HTML is the same wherever they appear (icons, the consent island),
    // rendered once per build (src/features/shared/islandRenderer.ts).
    onceRendererIntegration(),
    // client:consent, the consent island's directive: hydrates only without a stored choice.
    clientDirectiveIntegration(
      'consent',
      new URL('./src/features/consent/consentDirective.ts', import.meta.url),
    ),
    // client:interaction: islands whose server HTML works hydrate when a visitor reaches for them.
    clientDirectiveIntegration(
      'interaction',
      new URL('./src/features/shared/interactionDirective.ts', import.meta.url),
    ),
  ],
});
