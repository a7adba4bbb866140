/**
 * `client:interaction` (islands whose server HTML works hydrate when a visitor reaches for them,
 * never at load), driven as Astro drives it: the directive gets `load`, which resolves to the
 * island's hydrate function, and the island element. Hydrating removes `ssr`, as Astro does.
 */
import type { ClientDirective } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import interactionDirective from '../../../src/features/shared/interactionDirective.ts';
import { isInteraction } from '../../../src/features/shared/isInteraction.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** An island in the page with a button inside, a link outside, and a title link elsewhere. */
function page() {
  document.body.innerHTML = `
    <a href="/elsewhere" id="outside">Elsewhere</a>
    <astro-island ssr><button type="button" id="inside">Next</button></astro-island>
    <a href="/NewsHome/x" data-open-item="1" id="title"><span id="title-text">Title</span></a>`;
  const island = document.querySelector('astro-island') as HTMLElement;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { island, inside: byId('inside'), outside: byId('outside'), title: byId('title-text') };
}

/** Runs the directive on `island`; `hydrations` counts the island's hydrate calls. */
function start(island: HTMLElement, value: unknown = true, fail = 0) {
  let failures = fail;
  const hydrate = vi.fn(async () => {
    if (failures > 0) {
      failures -= 1;
      return;
    }
    island.removeAttribute('ssr');
  });
  const load = vi.fn(async () => hydrate);
  const options = { name: 'interaction', value } as Parameters<ClientDirective>[1];
  void interactionDirective(load, options, island);
  const settle = () => new Promise((done) => setTimeout(done));
  return { hydrate, load, settle };
}

describe('client:interaction on the island itself (the carousels)', () => {
  it('does not hydrate at load, nor for what happens elsewhere on the page', async () => {
    const { island, outside } = page();
    const { load, settle } = start(island);
    outside.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    outside.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    outside.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(island.hasAttribute('ssr')).toBe(true);
  });

  it.each([
    ['a pointer over it', () => new PointerEvent('pointerover', { bubbles: true })],
    ['a pointer pressed on it', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['a touch', () => new TouchEvent('touchstart', { bubbles: true })],
    ['focus inside', () => new FocusEvent('focusin', { bubbles: true })],
    ['a key inside', () => new KeyboardEvent('keydown', { bubbles: true, key: 'ArrowRight' })],
    ['a click', () => new MouseEvent('click', { bubbles: true })],
  ])('hydrates once on %s', async (_, event) => {
    const { island, inside } = page();
    const { hydrate, settle } = start(island);
    inside.dispatchEvent(event());
    inside.dispatchEvent(event());
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(island.hasAttribute('ssr')).toBe(false);
    inside.dispatchEvent(event());
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('a Tab press anywhere hydrates it, so its controls are there when focus arrives', async () => {
    const { island, outside } = page();
    const { hydrate, settle } = start(island);
    outside.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when focus is already inside it', async () => {
    const { island, inside } = page();
    inside.focus();
    const { hydrate, settle } = start(island);
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('a hydration that failed is tried again on the next interaction', async () => {
    const { island, inside } = page();
    const { hydrate, settle } = start(island, true, 1);
    inside.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(island.hasAttribute('ssr')).toBe(true);
    inside.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(2);
    expect(island.hasAttribute('ssr')).toBe(false);
  });
});

describe('client:interaction="<selector>" (the slide-over and the page’s titles)', () => {
  it('hydrates on an interaction with a matching element anywhere, not with others', async () => {
    const { island, outside, title } = page();
    const { hydrate, settle } = start(island, 'a[data-open-item]');
    outside.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    title.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('leaves the click to the page: it never prevents or stops it', async () => {
    const { island, title } = page();
    const { settle } = start(island, 'a[data-open-item]');
    const seen = vi.fn();
    document.addEventListener('click', seen);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    title.dispatchEvent(click);
    await settle();
    document.removeEventListener('click', seen);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(false);
    expect(island.hasAttribute('ssr')).toBe(false);
  });
});

describe('isInteraction', () => {
  it('counts targets inside the island, or matching the selector, and a Tab press anywhere', () => {
    const { island, inside, outside, title } = page();
    expect(isInteraction({ type: 'pointerover', target: inside }, island, null)).toBe(true);
    expect(isInteraction({ type: 'pointerover', target: outside }, island, null)).toBe(false);
    expect(isInteraction({ type: 'focusin', target: title }, island, 'a[data-open-item]')).toBe(
      true,
    );
    expect(isInteraction({ type: 'focusin', target: inside }, island, 'a[data-open-item]')).toBe(
      false,
    );
    expect(isInteraction({ type: 'keydown', target: outside, key: 'Tab' }, island, null)).toBe(
      true,
    );
    expect(isInteraction({ type: 'keydown', target: outside, key: 'a' }, island, null)).toBe(false);
    expect(isInteraction({ type: 'click', target: null }, island, null)).toBe(false);
  });
});
