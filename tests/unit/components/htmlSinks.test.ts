import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every HTML field from the back end goes through one sanitiser configuration; no other path may
 * inject HTML. Each raw-HTML sink in a component must take a model field the content model filled
 * from sanitizeHtml (named *Html), JSON from one of the two serialisers that escape `<`, or a
 * variable of a type only one module makes — nothing else.
 */
const ALLOWED_SINK = /set:html=\{(?:[\w.]+Html|scriptJson\([\w.]+\)|consentJson)\}/;

/**
 * Bare variables a sink may take, with what their file must say of them. `markup`: RenderedMarkup,
 * made by renderOnce alone from the slots of its one caller, RenderedOnce.astro. It is neither
 * sanitiser output nor a constant: it is what Astro rendered of that component's children (the
 * footer, the menu), every value escaped by Astro and every raw part through a sink this check
 * allows, written again as it was. A name alone is never enough: it would let any variable so named
 * through.
 */
const TYPED_SINKS: Readonly<Record<string, RegExp>> = {
  markup: /\bconst markup = await renderOnce\(of, variant, Astro\.slots,/,
};

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

  it("take only sanitiser output, escaped JSON or Astro's own rendering", () => {
    const typed = ({ file, sink }: { file: string; sink: string }) => {
      const name = /^set:html=\{(\w+)\}$/.exec(sink)?.[1];
      const rule = name === undefined ? undefined : TYPED_SINKS[name];
      return rule?.test(readFileSync(file, 'utf8')) ?? false;
    };
    expect(sinks.filter((found) => !ALLOWED_SINK.test(found.sink) && !typed(found))).toEqual([]);
    // The typed sink is in use, so its rule is not left allowing what no file needs.
    expect(sinks.filter(typed).map(({ sink }) => sink)).toEqual(['set:html={markup}']);
  });

  it('RenderedMarkup is made only by renderOnce, after its check', () => {
    const minted = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|astro)$/.test(f))
      .filter((f) => /as RenderedMarkup/.test(readFileSync(join('src', f), 'utf8')));
    expect(minted).toEqual([join('components', 'layout', 'renderOnce.ts')]);
  });

  it("renderOnce has one caller, which hands it that component's own slots", () => {
    const calls = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx|astro)$/.test(f) && !f.endsWith('renderOnce.ts'))
      .flatMap((f) =>
        [
          ...readFileSync(join('src', f), 'utf8').matchAll(/\brenderOnce\(([^,]*,[^,]*,[^,]*),/g),
        ].map((m) => `${f}: ${m[1]}`),
      );
    expect(calls).toEqual([
      `${join('components', 'layout', 'RenderedOnce.astro')}: of, variant, Astro.slots`,
    ]);
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
