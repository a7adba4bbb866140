/**
 * The Astro integration that registers `client:consent` (consentDirective.ts), used as
 * `<ConsentManager client:consent />`; astro.config.mjs adds it.
 */
import type { AstroIntegration } from 'astro';
import { clientDirectiveIntegration } from '../shared/clientDirectiveIntegration.ts';

export function consentIntegration(): AstroIntegration {
  return clientDirectiveIntegration('consent', new URL('./consentDirective.ts', import.meta.url));
}
