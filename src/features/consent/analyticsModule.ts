/**
 * How the consent directive starts Matomo for a returning visitor who accepted it. Inlined into the
 * page, it cannot import a bundled chunk, so Consent.astro puts the resumeAnalytics module's
 * `<script>` in an inert `<template>` and the directive loads that address only for such a visitor.
 */
export function loadAnalyticsModule(doc: Document): void {
  const template = doc.querySelector<HTMLTemplateElement>('template[data-consent-analytics]');
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
