/**
 * Why a build did not take its fast path (carried files, the kept renderer): a code and a sentence
 * in the log and status page, as a silent fallback would hide a site quietly turned slow.
 */

/** The codes of a decline, each naming the check that failed. */
export const DECLINE_CODES = [
  'requested', // the caller asked for a full build (FULL_BUILD=1)
  'no-release', // no live release to carry files from
  'no-keys', // the live release has no readable record of its files' keys
  'code-changed', // the live release was built by other code, dependencies, Node or settings
  'renderer-differs', // the kept renderer rendered a carried page unlike the live release
  'renderer-failed', // the kept renderer failed or answered a page it could not write
  'renderer-unknown', // Astro's prerenderer is not as this code knows it: none is kept
] as const;

export type DeclineCode = (typeof DECLINE_CODES)[number];

/** One decline: its code and a sentence for whoever reads the log (may name files). */
export interface FastPathDecline {
  readonly code: DeclineCode;
  readonly detail: string;
}

/** Whether a value is a decline as the build worker sends it (the service checks what it gets). */
export function isFastPathDecline(value: unknown): value is FastPathDecline {
  const v = (value ?? {}) as Partial<Record<keyof FastPathDecline, unknown>>;
  return (DECLINE_CODES as readonly unknown[]).includes(v.code) && typeof v.detail === 'string';
}

/** Whether a decline made the build render every file (a renderer not kept still does not). */

export function rendersEverything(code: DeclineCode): boolean {
  return code !== 'renderer-unknown';
}

/** The build log's line for a decline, found by its start and counted by its code (the bench). */
export function declineLine(decline: FastPathDecline): string {
  const kind = rendersEverything(decline.code) ? 'Full build' : 'Slower build';
  return `${kind}: ${decline.detail.replace(/\s+/g, ' ')} [${decline.code}]`;
}

/** The codes of the decline lines in a build's output, in order. */
export function declinesInLog(log: string): DeclineCode[] {
  return [...log.matchAll(/^(?:Full|Slower) build: .* \[([a-z-]+)\]$/gm)]
    .map(([, code]) => code as DeclineCode)
    .filter((code) => DECLINE_CODES.includes(code));
}

/** Why a build cannot carry files by their keys (kept by one code version only), or null. */

export function keysDecline(input: {
  readonly incremental: boolean;
  readonly liveExists: boolean;
  readonly liveCode: string | null;
  readonly code: string;
}): FastPathDecline | null {
  if (!input.incremental) {
    return { code: 'requested', detail: 'a full build was asked for (FULL_BUILD=1)' };
  }
  if (!input.liveExists) {
    return { code: 'no-release', detail: 'there is no live release to carry pages from' };
  }
  if (input.liveCode === null) {
    return {
      code: 'no-keys',
      detail: 'the live release has no readable record of its pages’ keys',
    };
  }
  if (input.liveCode !== input.code) {
    return {
      code: 'code-changed',
      detail: `the live release was built by other code (version ${input.liveCode.slice(0, 12)}, now ${input.code.slice(0, 12)}): code, dependencies, Node or settings baked into pages changed`,
    };
  }
  return null;
}
