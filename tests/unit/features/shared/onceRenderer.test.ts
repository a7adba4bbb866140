import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, useId } from 'react';
import { describe, expect, it } from 'vitest';
import onceRenderer from '../../../../src/features/shared/onceRenderer.ts';
import {
  ONCE_RENDERER,
  REACT_RENDERER,
  renderWith,
} from '../../../../src/features/shared/islandRenderer.ts';
import { taggedRenderer } from '../../../../src/build/astro/rendererTag.ts';

const render = onceRenderer.renderToStaticMarkup;

describe('onceRenderer: a component the same on every page is rendered once', () => {
  it('renders each distinct set of props once and gives every later page the same HTML', async () => {
    let renders = 0;
    function Badge({ text }: { text: string }) {
      renders += 1;
      return createElement('b', null, text);
    }
    const first = await render(Badge, { text: 'a' }, {});
    const again = await render(Badge, { text: 'a' }, {});
    const other = await render(Badge, { text: 'b' }, {});
    expect(first.html).toBe('<b>a</b>');
    expect(again).toEqual(first);
    expect(other.html).toBe('<b>b</b>');
    expect(renders).toBe(2);
  });

  it("ignores Astro's class attribute, as @astrojs/react does", async () => {
    function Plain(props: Record<string, unknown>) {
      return createElement('i', null, Object.keys(props).join(','));
    }
    expect((await render(Plain, { class: 'x', a: 1 }, {})).html).toBe('<i>a</i>');
  });

  it('renders React ids with the prefix it gives the island, the same for the same props', async () => {
    function Labelled() {
      return createElement('span', { id: useId() });
    }
    const { html, attrs } = await render(Labelled, {}, {}, { componentUrl: '/x/Labelled.tsx' });
    expect(attrs.prefix).toMatch(/^o[0-9a-z]+$/);
    // React 19 writes an id as `_{prefix}R_…_`.
    expect(html).toContain(`id="_${attrs.prefix}R`);
    function Other() {
      return createElement('span', { id: useId() });
    }
    const elsewhere = await render(Other, {}, {}, { componentUrl: '/x/Labelled.tsx' });
    // Another function from the same module and props (an edit in `astro dev`): same prefix.
    expect(elsewhere.attrs.prefix).toBe(attrs.prefix);
    function Third() {
      return createElement('span', { id: useId() });
    }
    const otherModule = await render(Third, {}, {}, { componentUrl: '/x/Third.tsx' });
    expect(otherModule.attrs.prefix).not.toBe(attrs.prefix);
  });

  it('renders a component edited in astro dev (a new function) afresh', async () => {
    const v1 = () => createElement('p', null, 'old');
    const v2 = () => createElement('p', null, 'new');
    expect((await render(v1, {}, {}, { componentUrl: '/x/P.tsx' })).html).toBe('<p>old</p>');
    expect((await render(v2, {}, {}, { componentUrl: '/x/P.tsx' })).html).toBe('<p>new</p>');
  });

  it('refuses children and slots, which differ from page to page', async () => {
    const Box = () => createElement('div');
    await expect(render(Box, {}, { default: '<p>x</p>' }, { displayName: 'Box' })).rejects.toThrow(
      /Box is rendered once .* takes no children/,
    );
    await expect(render(Box, { children: 'x' }, {})).rejects.toThrow(/takes no children/);
  });

  it('is chosen only by the tag: its probe claims no component', async () => {
    expect(await onceRenderer.check()).toBe(false);
  });
});

describe('renderWith', () => {
  it("sets Astro's renderer tag, so Astro skips the renderers' probe", () => {
    const Component = renderWith(() => null, ONCE_RENDERER);
    expect(taggedRenderer(Component)).toBe(ONCE_RENDERER);
  });
});

describe('every React component an Astro file renders names its renderer', () => {
  /** Each `.astro` file's imports of React components: `[names, module]`. */
  function astroImports(dir: string): { file: string; names: string[]; module: string }[] {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
      .flatMap((entry) => {
        const file = join(entry.parentPath, entry.name);
        const source = readFileSync(file, 'utf8');
        return [...source.matchAll(/^import (\w+|\{[^}]+\}) from '([^']+\.tsx)';$/gm)].map(
          ([, what = '', spec = '']) => ({
            file,
            names: what.startsWith('{')
              ? what
                  .slice(1, -1)
                  .split(',')
                  .map((part) => part.trim().split(/\s+as\s+/)[0]!)
              : ['default'],
            module: join(entry.parentPath, spec),
          }),
        );
      });
  }

  it('finds the components and each carries a renderer tag', async () => {
    const imports = astroImports('src');
    expect(imports.length).toBeGreaterThanOrEqual(8);
    for (const { file, names, module } of imports) {
      const loaded = (await import(`../../../../${module}`)) as Record<string, unknown>;
      for (const name of names) {
        expect(
          [REACT_RENDERER, ONCE_RENDERER],
          `${name} from ${module}, rendered by ${file}`,
        ).toContain(taggedRenderer(loaded[name]));
      }
    }
  });
});
