/**
 * Astro's own Content-Security-Policy support (`security.csp`, used by astro.config.mjs and the
 * island test fixture). With it Astro hashes, at their source, exactly the inline code it puts
 * into pages: its island runtime (`astro-island`), the client directives' runtimes (client:load,
 * client:idle, client:visible, and custom ones registered with addClientDirective), the scripts
 * it inlines from our templates, and its inline styles (the island style among them). It declares
 * them per page in a `<meta http-equiv="content-security-policy">` in the head.
 *
 * Those declarations are the only inline code the build accepts (auditInlineCode), and the header
 * policy is made from them (writeHeadersFile). Nothing is allowed by being found in the output.
 * The meta policy is enforced too, so its script-src names the same external origin as the
 * header's: the configured Matomo.
 */
import type { AstroUserConfig } from 'astro';
import { matomoOriginOf } from './securityHeaders.ts';

type AstroCsp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/** Astro's `security.csp` for a site with this Matomo (or none). */
export function astroCsp(options: { readonly matomoUrl: string | null }): AstroCsp {
  const matomo = options.matomoUrl === null ? [] : [matomoOriginOf(options.matomoUrl)];
  return {
    algorithm: 'SHA-256',
    scriptDirective: { resources: ["'self'", ...matomo] },
  };
}
