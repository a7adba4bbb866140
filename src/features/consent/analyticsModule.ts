/**
 * How the consent directive starts Matomo for a returning visitor who accepted it, without a
 * dynamic import: the directive is inlined into the page by Astro and cannot import a bundled
 * chunk, so Consent.astro renders the bundled resumeAnalytics module's `<script>` inside an inert
 * `<template>`, and the directive loads that address only for such a visitor. Every other visitor
 * downloads none of it (and the page carries no module-preload helper for a dynamic import).
 */

/** The inert template holding the analytics module's script tag (Consent.astro). */
export const ANALYTICS_MODULE_TEMPLATE = 'template[data-consent-analytics]';

/** Loads the page's analytics module; a missing template or a failed load is logged. */
export function loadAnalyticsModule(doc: Document): void {
  const template = doc.querySelector<HTMLTemplateElement>(ANALYTICS_MODULE_TEMPLATE);
  const src = template?.content.querySelector('script[src]')?.getAttribute('src');
  if (!src) {
    console.error('[consent] The analytics module is missing from the page; nothing is tracked.');
    return;
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = src;
  script.onerror = () =>
    console.error(`[consent] The analytics module failed to load from ${src}.`);
  doc.head.append(script);
}
