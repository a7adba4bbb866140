import { describe, expect, it } from 'vitest';
import { renderOnce } from '../../../src/components/layout/renderOnce.ts';

/** A component's slots whose default slot renders as `html`, counting its renders. */
function counted(html: string) {
  const slots = {
    calls: 0,
    render: () => {
      slots.calls += 1;
      return Promise.resolve(html);
    },
  };
  return slots;
}

describe('renderOnce', () => {
  it('renders once per object and variant, and gives every later page the same markup', async () => {
    const footer = {};
    const en = counted('<footer>Privacy settings</footer>');
    const de = counted('<footer>Datenschutzeinstellungen</footer>');
    for (let page = 0; page < 5; page++) {
      expect(await renderOnce(footer, 'en', en)).toBe('<footer>Privacy settings</footer>');
      expect(await renderOnce(footer, 'de', de)).toBe('<footer>Datenschutzeinstellungen</footer>');
    }
    expect([en.calls, de.calls]).toEqual([1, 1]);
  });

  it('renders again for another object: a new build’s content', async () => {
    const render = counted('<ul></ul>');
    await renderOnce({}, 'en', render);
    await renderOnce({}, 'en', render);
    expect(render.calls).toBe(2);
  });

  it('renders once for pages rendered at the same time', async () => {
    const nav = {};
    const render = counted('<ul></ul>');
    const pages = await Promise.all([1, 2, 3].map(() => renderOnce(nav, 'en', render)));
    expect(pages).toEqual(['<ul></ul>', '<ul></ul>', '<ul></ul>']);
    expect(render.calls).toBe(1);
  });

  it('forgets a failed render, so the next page renders it again', async () => {
    const nav = {};
    let calls = 0;
    const flaky = {
      render: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('model fault'))
          : Promise.resolve('<ul></ul>');
      },
    };
    await expect(renderOnce(nav, 'en', flaky)).rejects.toThrow('model fault');
    expect(await renderOnce(nav, 'en', flaky)).toBe('<ul></ul>');
    expect(calls).toBe(2);
  });

  it.each(['<astro-island uid="x">', '<script type="module">', '<STYLE>'])(
    'refuses markup holding %s, which Astro writes into each page itself',
    async (bound) => {
      await expect(renderOnce({}, 'en', counted(`<div>${bound}</div>`))).rejects.toThrow(
        /rendered once for every page holds/,
      );
    },
  );

  it('takes a "<script>" or "<Style>" inside an attribute value, where content may put it', async () => {
    const markup = '<a aria-label="Follow A <Style> B" href="https://x.example/?q=<script>">A</a>';
    expect(await renderOnce({}, 'en', counted(markup))).toBe(markup);
  });

  it('with remember: false (astro dev) renders every time, and still refuses an island', async () => {
    const footer = {};
    const render = counted('<footer></footer>');
    await renderOnce(footer, 'en', render, { remember: false });
    await renderOnce(footer, 'en', render, { remember: false });
    expect(render.calls).toBe(2);
    await expect(
      renderOnce({}, 'en', counted('<astro-island>'), { remember: false }),
    ).rejects.toThrow(/rendered once for every page holds/);
  });
});
