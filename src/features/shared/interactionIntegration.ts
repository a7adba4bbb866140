/**
 * The Astro integration that registers `client:interaction` (interactionDirective.ts), used as
 * `<Carousel client:interaction />`; astro.config.mjs adds it.
 */
import type { AstroIntegration } from 'astro';
import { clientDirectiveIntegration } from './clientDirectiveIntegration.ts';

export function interactionIntegration(): AstroIntegration {
  return clientDirectiveIntegration(
    'interaction',
    new URL('./interactionDirective.ts', import.meta.url),
  );
}
