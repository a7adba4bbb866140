/**
 * The Carousel island in jsdom (React Testing Library): which controls it renders and how they
 * behave (WCAG 2.5.3 label in name, 2.2.2 pause), what the server renders and that hydrating it
 * matches, and a Slider-3 card opening the slide-over. jsdom has no layout, so every element
 * reports a 1000 px wide box for swiper to measure; the slide geometry itself is the browser tests'
 * business.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from '../../../src/features/carousels/Carousel.tsx';
import { CAROUSEL_LABEL_KEYS } from '../../../src/features/carousels/carouselLabels.ts';
import type { CarouselKind } from '../../../src/features/carousels/carouselOptions.ts';
import { DetailPanel } from '../../../src/features/slide-over/DetailPanel.tsx';
import { DETAIL_PANEL_LABEL_KEYS } from '../../../src/features/slide-over/detailPanelLabels.ts';
import { $detail, closeDetail } from '../../../src/features/slide-over/detailStore.ts';
import { listenForTitleClicks } from '../../../src/features/slide-over/listenForTitleClicks.ts';
import { uiLabels } from '../../../src/i18n/ui/index.ts';
import { installDialogStandIn } from '../slide-over/dialogStandIn.ts';

const labels = uiLabels('en', CAROUSEL_LABEL_KEYS);

/** Slide contents as Astro's named slots arrive: props slide0 … slide{n-1}. */
function slotsFor(
  count: number,
  slide: (i: number) => ReactNode = (i) => <p>{`Slide body ${i + 1}`}</p>,
) {
  const slots: Record<`slide${number}`, ReactNode> = {};
  for (let i = 0; i < count; i += 1) slots[`slide${i}`] = slide(i);
  return slots;
}

function carousel(kind: CarouselKind, count: number, slide?: (i: number) => ReactNode) {
  const props: CarouselProps = {
    kind,
    count,
    label: 'Our story',
    labels,
    ...slotsFor(count, slide),
  };
  return <Carousel {...props} />;
}

/** The swiper instance swiper keeps on its container element. */
function swiperOf(container: HTMLElement): SwiperClass {
  const el = container.querySelector('.swiper') as (HTMLElement & { swiper?: SwiperClass }) | null;
  if (!el?.swiper) throw new Error('swiper did not initialise');
  return el.swiper;
}

let reducedMotion = false;
const motionListeners = new Set<() => void>();

beforeEach(() => {
  reducedMotion = false;
  // jsdom has neither matchMedia nor layout: a stand-in media query and a 1000 px box.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      get matches() {
        return query.includes('prefers-reduced-motion') && reducedMotion;
      },
      addEventListener: (_type: string, listener: () => void) => motionListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        motionListeners.delete(listener),
    })),
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  motionListeners.clear();
  closeDetail();
});

describe('arrows', () => {
  it('appear only when there are more than 3 items', () => {
    const { unmount } = render(carousel('slider-3', 3));
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    unmount();
    render(carousel('slider-3', 4));
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });

  it('disable previous at the first position and next at the last, keeping keyboard focus', async () => {
    const user = userEvent.setup();
    render(carousel('slider-1', 4));
    const previous = screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    await user.click(next);
    expect(previous.disabled).toBe(false);
    await user.click(next);
    await user.click(next);
    expect(next.disabled).toBe(true);
    // The disabled arrow would drop focus to the page; it goes to the other arrow instead.
    expect(document.activeElement).toBe(previous);
    expect(screen.getByText('Slide 4 of 4', { selector: '[aria-live]' })).toBeTruthy();

    await user.click(previous);
    await user.click(previous);
    await user.click(previous);
    expect(previous.disabled).toBe(true);
    expect(document.activeElement).toBe(next);
  });
});

describe('numbered tabs (Slider-1; WCAG 2.5.3 label in name; WAI-ARIA tabs pattern)', () => {
  const tabsOf = () => within(screen.getByRole('tablist', { name: 'Slides' })).getAllByRole('tab');
  const selected = () => tabsOf().map((tab) => tab.getAttribute('aria-selected') === 'true');
  const tabStops = () => tabsOf().map((tab) => tab.tabIndex);

  it('shows 01, 02 … with accessible names that start with the visible number', () => {
    render(carousel('slider-1', 3));
    const tabs = tabsOf();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['01', '02', '03']);
    tabs.forEach((tab, i) => {
      const name = tab.getAttribute('aria-label') ?? '';
      expect(name.startsWith(tab.textContent)).toBe(true);
      expect(name).toBe(`0${i + 1}: slide ${i + 1} of 3`);
    });
    expect(selected()).toEqual([true, false, false]);
  });

  it('ties each tab to its slide, which is the tab panel', () => {
    const { container } = render(carousel('slider-1', 3));
    tabsOf().forEach((tab, i) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-label')).toBe(`Slide ${i + 1} of 3`);
      expect(swiperOf(container).slides.indexOf(panel as HTMLElement)).toBe(i);
    });
  });

  it('moves to the chosen slide and selects its tab', async () => {
    const user = userEvent.setup();
    const { container } = render(carousel('slider-1', 3));
    await user.click(screen.getByRole('tab', { name: /^02/ }));
    expect(swiperOf(container).activeIndex).toBe(1);
    expect(selected()).toEqual([false, true, false]);
  });

  it('gives the hero a way to every slide, and none to a single slide', () => {
    const { unmount } = render(carousel('hero', 3));
    expect(screen.getAllByRole('tab', { name: /^0\d: slide/ })).toHaveLength(3);
    unmount();
    render(carousel('hero', 1));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is one stop in the Tab order: the selected tab (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        {carousel('slider-1', 3)}
      </>,
    );
    expect(tabStops()).toEqual([0, -1, -1]);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(tabsOf()[0]);
    await user.click(tabsOf()[2] as HTMLElement);
    expect(tabStops()).toEqual([-1, -1, 0]);
    await user.tab({ shift: true });
    await user.tab();
    expect(document.activeElement).toBe(tabsOf()[2]);
  });

  it('arrow keys move focus and selection together, wrapping; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    const { container } = render(carousel('slider-1', 4));
    const expectAt = (i: number) => {
      expect(document.activeElement).toBe(tabsOf()[i]);
      expect(selected().indexOf(true)).toBe(i);
      expect(tabStops().indexOf(0)).toBe(i);
      expect(swiperOf(container).activeIndex).toBe(i);
    };
    act(() => tabsOf()[0]?.focus());
    await user.keyboard('{ArrowRight}');
    expectAt(1);
    expect(screen.getByText('Slide 2 of 4', { selector: '[aria-live]' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expectAt(2);
    await user.keyboard('{ArrowLeft}');
    expectAt(1);
    await user.keyboard('{End}');
    expectAt(3);
    await user.keyboard('{ArrowRight}');
    expectAt(0);
    await user.keyboard('{ArrowLeft}');
    expectAt(3);
    await user.keyboard('{Home}');
    expectAt(0);
    // A modified arrow is the browser's or the screen reader's, not the strip's.
    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    expectAt(0);
  });

  it('arrow keys on other controls still step the carousel', () => {
    const { container } = render(carousel('slider-1', 4));
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(swiperOf(container).activeIndex).toBe(1);
    fireEvent.keyDown(next, { key: 'ArrowRight', ctrlKey: true });
    expect(swiperOf(container).activeIndex).toBe(1);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(swiperOf(container).activeIndex).toBe(0);
  });
});

describe('Slider-2 slideshow (WCAG 2.2.2)', () => {
  it('plays, and the pause control stops and restarts it', async () => {
    const user = userEvent.setup();
    const { container } = render(carousel('slider-2', 3));
    const swiper = swiperOf(container);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.autoplay.running).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(swiper.autoplay.running).toBe(false);
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    expect(document.activeElement).toBe(play);

    await user.click(play);
    expect(swiper.autoplay.running).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
  });

  it('holds still while keyboard focus is inside, and plays on when it leaves', () => {
    render(
      <>
        {carousel('slider-2', 3, (i) => (
          <a href={`#s${i}`}>Link {i + 1}</a>
        ))}
        <button type="button">Outside</button>
      </>,
    );
    const swiper = swiperOf(document.body);
    act(() => screen.getByRole('link', { name: 'Link 1' }).focus());
    expect(swiper.autoplay.running).toBe(false);
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).focus());
    expect(swiper.autoplay.running).toBe(true);
    act(() => screen.getByRole('link', { name: 'Link 2' }).focus());
    expect(swiper.autoplay.running).toBe(false);
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(swiper.autoplay.running).toBe(true);
  });

  it('does not play for a visitor who prefers reduced motion, until asked to', async () => {
    reducedMotion = true;
    const user = userEvent.setup();
    const { container } = render(carousel('slider-2', 3));
    const swiper = swiperOf(container);
    expect(swiper.autoplay.running).toBe(false);
    expect(swiper.params.speed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('follows a change of the motion preference while the page is open', () => {
    const { container } = render(carousel('slider-2', 3));
    const swiper = swiperOf(container);
    expect(swiper.autoplay.running).toBe(true);
    reducedMotion = true;
    act(() => motionListeners.forEach((listener) => listener()));
    expect(swiper.autoplay.running).toBe(false);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('has no pause control where nothing plays', () => {
    const { unmount } = render(carousel('slider-2', 1));
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
    unmount();
    render(carousel('slider-1', 3));
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
  });
});

describe('server render and hydration', () => {
  it('puts every slide and every control in the HTML, controls waiting for hydration', () => {
    const html = renderToString(carousel('slider-1', 5));
    for (let i = 1; i <= 5; i += 1) expect(html).toContain(`Slide body ${i}`);
    expect(html).toMatch(/data-carousel="slider-1" data-count="5"/);
    expect(html).toMatch(/<button[^>]*data-carousel-prev=""[^>]*disabled=""/);
    expect(html).toContain('aria-label="Slide 3 of 5"');
    expect(html).not.toContain('data-ready');
  });

  it('makes the slide strip a named Tab stop while it scrolls; hydrated, focusable but no stop', async () => {
    const element = carousel('slider-1', 3);
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    document.body.append(host);
    const strip = host.querySelector<HTMLElement>('.swiper-wrapper');
    expect(strip?.getAttribute('tabindex')).toBe('0');
    expect(strip?.getAttribute('role')).toBe('group');
    expect(strip?.getAttribute('aria-label')).toBe('Slides');
    // A visitor who focused the strip before hydration keeps focus there.
    strip?.focus();
    const root = await act(async () => hydrateRoot(host, element));
    const hydrated = host.querySelector<HTMLElement>('.swiper-wrapper');
    expect(hydrated).toBe(strip);
    expect(hydrated?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(strip);
    act(() => root.unmount());
    host.remove();
  });

  it('hydrates the server HTML without a mismatch, then shows its controls', async () => {
    reducedMotion = true;
    const element = carousel('slider-2', 3);
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    document.body.append(host);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args);
    });
    const root = await act(async () =>
      hydrateRoot(host, element, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    consoleError.mockRestore();
    const frame = host.querySelector('[data-carousel]');
    expect(frame?.hasAttribute('data-ready')).toBe(true);
    // The motion preference is known only in the browser: applied after hydration.
    expect(within(host).getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
    act(() => root.unmount());
    host.remove();
  });
});

describe('Slider-3 news and event cards (open the detail panel)', () => {
  beforeAll(installDialogStandIn);
  // The page script DetailPanelMount adds beside the panel: it takes clicks on static titles.
  let stopListening: () => void = () => undefined;
  beforeEach(() => {
    stopListening = listenForTitleClicks(document);
  });
  afterEach(() => {
    stopListening();
    act(() => void closeDetail());
  });

  /** The carousel with the page's slide-over beside it, as a Slider-3 section renders them. */
  const withPanel = (ui: ReactNode) => (
    <>
      {ui}
      <DetailPanel labels={uiLabels('en', DETAIL_PANEL_LABEL_KEYS)} siteUrl="https://example.org" />
    </>
  );
  const card = (i: number) => (
    <article>
      <h3>
        <a
          href={`/NewsHome/item-${i}`}
          data-open-item={String(600 + i)}
          data-kind="news"
          data-slug={`item-${i}`}
          data-date="05 Mar 2024"
          data-iso="2024-03-05"
          data-image=""
        >
          Item {i}
        </a>
      </h3>
    </article>
  );

  it('opens the slide-over on a plain click, remembering the card to return focus to', () => {
    // The panel loads the item's description; that answer does not matter here.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    render(withPanel(carousel('slider-3', 4, card)));
    const link = screen.getByRole('link', { name: 'Item 2' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect($detail.get()).toEqual({
      kind: 'news',
      slug: 'item-2',
      path: '/NewsHome/item-2',
      title: 'Item 2',
      dateLabel: '05 Mar 2024',
      isoDate: '2024-03-05',
      image: null,
    });
    let returnTo: HTMLElement | null = null;
    act(() => {
      returnTo = closeDetail();
    });
    expect(returnTo).toBe(link);
  });

  it('leaves a modified click to the link itself (new tab, and so on)', () => {
    render(withPanel(carousel('slider-3', 4, card)));
    // What the page saw after the island had its turn; then jsdom is kept from navigating.
    let preventedByIsland: boolean | null = null;
    document.addEventListener(
      'click',
      (event) => {
        preventedByIsland = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Item 1' }).dispatchEvent(click);
    expect(preventedByIsland).toBe(false);
    expect($detail.get()).toBeNull();
  });
});
