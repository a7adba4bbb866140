import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN failure policy: "Every HTML field from the back end goes through one sanitiser
 * configuration; no other path may inject HTML." Each raw-HTML sink in a component must take a
 * model field the content model filled from sanitizeHtml (named *Html), or JSON from one of the
 * two serialisers that escape `<` — nothing else.
 */
const ALLOWED_SINK = /set:html=\{(?:[\w.]+Html|html|scriptJson\([\w.]+\)|consentJson)\}/;

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.astro'))
    .map((f) => join(dir, f));
}

describe('raw HTML sinks', () => {
  const sinks = astroFiles('src').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/set:html=\{[^}]*\}/g)].map((m) => ({
      file,
      sink: m[0],
    })),
  );

  it('exist (the check is looking at the right files)', () => {
    expect(sinks.length).toBeGreaterThan(5);
  });

  it('take only sanitiser output or escaped JSON', () => {
    expect(sinks.filter(({ sink }) => !ALLOWED_SINK.test(sink))).toEqual([]);
  });

  it('include no innerHTML assignments or dangerouslySetInnerHTML in source', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx|astro)$/.test(f))
      .map((f) => join('src', f));
    const offenders = files.filter((f) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML/.test(
        readFileSync(f, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the model types every HTML field as SafeHtml, which only sanitizeHtml produces', () => {
    const types = readFileSync('src/content/types.ts', 'utf8');
    const htmlFields = [...types.matchAll(/readonly (\w+Html): (\w+);/g)];
    expect(htmlFields.length).toBeGreaterThan(5);
    for (const [, field, type] of htmlFields)
      expect(`${field}: ${type}`).toBe(`${field}: SafeHtml`);
    expect(readFileSync('src/components/cards/Expandable.astro', 'utf8')).toMatch(
      /html: SafeHtml;/,
    );
    const minted = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|astro)$/.test(f))
      .filter((f) => /as SafeHtml/.test(readFileSync(join('src', f), 'utf8')));
    expect(minted).toEqual(['content/sanitizeHtml.ts']);
  });

  it('Expandable receives sanitiser output from every caller', () => {
    const callers = astroFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Expandable[^>]*html=\{([^}]*)\}/g)].map(
        (m) => m[1],
      ),
    );
    expect(callers.length).toBeGreaterThan(0);
    for (const expression of callers) expect(expression).toMatch(/Html$/);
  });
});
