/**
 * Astro's own CSP support (`security.csp`): Astro hashes at their source exactly the inline code it
 * puts into pages and declares them per page in a CSP `<meta>`. Those declarations are the only
 * inline code the build accepts (auditInlineCode) and make the header policy (writeHeadersFile):
 * nothing is allowed by being found in the output. The meta policy is enforced too, so its
 * script-src names the header's external origin: the configured Matomo.
 */
import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';
import { matomoOriginOf } from './securityHeaders.ts';

type AstroCsp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/**
 * Astro's `security.csp` for a site with this Matomo (or none). `inlineScripts`: texts a template
 * writes inline unprocessed (`<script is:inline set:html={…} />`), which Astro does not hash; the
 * template imports the same text, so the text hashed is the text emitted.
 */
export function astroCsp(options: {
  readonly matomoUrl: string | null;
  readonly inlineScripts?: readonly string[];
}): AstroCsp {
  const matomo = options.matomoUrl === null ? [] : [matomoOriginOf(options.matomoUrl)];
  const inline = options.inlineScripts ?? [];
  return {
    algorithm: 'SHA-256',
    scriptDirective: {
      resources: ["'self'", ...matomo],
      hashes: inline.map((text) => cspHash(text) as `sha256-${string}`),
    },
  };
}

/** The CSP hash source (`sha256-…`) of a script or style text, as the browser computes it. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
