/**
 * Brings CarouselFrame's static slides to life with swiper (SPEC §2 section types, §4, §9):
 * the BackgroundImage hero, Slider-1 (numbered tab strip), Slider-2 (autoplay with a pause/play
 * control, none under prefers-reduced-motion) and Slider-3 (1/2/3 cards by width). Arrows exist only
 * above 3 items (the frame renders them then); swiper's Navigation disables previous at the first
 * position and next at the last. Keyboard (arrow keys, for the carousel holding focus) and A11y
 * (slide labels, live region) modules make every carousel operable and announced. Loaded only on pages with a carousel.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import type { SwiperModule } from 'swiper/types';
import { carouselOptions, type CarouselKind } from '../features/carousels/carouselOptions.ts';

const KINDS: readonly string[] = ['hero', 'slider-1', 'slider-2', 'slider-3'];
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function initCarousel(frame: HTMLElement): void {
  const kind = frame.dataset['carousel'] ?? '';
  const container = frame.querySelector<HTMLElement>('.swiper');
  if (!KINDS.includes(kind) || !container) return;
  const slideCount = container.querySelectorAll('.swiper-slide').length;
  const prev = frame.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = frame.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const options = carouselOptions(kind as CarouselKind, { slideCount, reducedMotion });
  const modules: SwiperModule[] = [Keyboard, A11y];
  if (prev && next) modules.push(Navigation);
  if (kind === 'slider-2') modules.push(Autoplay);

  const swiper = new Swiper(container, {
    ...options,
    modules,
    keyboard: { enabled: false, onlyInViewport: true },
    a11y: {
      enabled: true,
      prevSlideMessage: prev?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '',
      nextSlideMessage: next?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '',
      slideLabelMessage: frame.dataset['labelSlide'] ?? '{{index}} / {{slidesLength}}',
      itemRoleDescriptionMessage: frame.dataset['labelItem'] ?? null,
    },
    ...(prev && next ? { navigation: { prevEl: prev, nextEl: next } } : {}),
  });

  // Arrow keys move the carousel that holds keyboard focus, not every carousel on screen.
  frame.addEventListener('focusin', () => swiper.keyboard.enable());
  frame.addEventListener('focusout', (event) => {
    if (!frame.contains(event.relatedTarget as Node | null)) swiper.keyboard.disable();
  });

  const arrows = frame.querySelector<HTMLElement>('[data-carousel-arrows]');
  if (arrows) arrows.hidden = false;
  // A disabled button drops keyboard focus to the page; hand it to the other arrow instead.
  for (const [button, other] of [
    [prev, next],
    [next, prev],
  ] as const) {
    button?.addEventListener('click', () =>
      requestAnimationFrame(() => {
        if (button.disabled && other && !other.disabled) other.focus();
      }),
    );
  }

  const tabStrip = frame.querySelector<HTMLElement>('[data-carousel-tabs]');
  if (tabStrip) {
    const tabs = [...tabStrip.querySelectorAll<HTMLButtonElement>('[data-slide-to]')];
    const mark = () =>
      tabs.forEach((tab, i) => {
        if (i === swiper.realIndex) tab.setAttribute('aria-current', 'true');
        else tab.removeAttribute('aria-current');
      });
    tabs.forEach((tab) =>
      tab.addEventListener('click', () => swiper.slideTo(Number(tab.dataset['slideTo'] ?? 0))),
    );
    swiper.on('slideChange', mark);
    mark();
    tabStrip.hidden = false;
  }

  const pause = frame.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  if (pause && kind === 'slider-2' && slideCount > 1) {
    // The visitor's choice; focus inside the carousel also holds it still while it lasts.
    let playing = swiper.autoplay.running;
    const label = () => {
      pause.textContent =
        (playing ? pause.dataset['labelPause'] : pause.dataset['labelPlay']) ?? '';
    };
    pause.addEventListener('click', () => {
      playing = !playing;
      if (playing) swiper.autoplay.start();
      else swiper.autoplay.stop();
      label();
    });
    frame.addEventListener('focusin', (event) => {
      if (event.target !== pause && swiper.autoplay.running) swiper.autoplay.stop();
    });
    frame.addEventListener('focusout', (event) => {
      if (playing && !frame.contains(event.relatedTarget as Node | null)) swiper.autoplay.start();
    });
    label();
    pause.hidden = false;
  }
}

for (const frame of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  initCarousel(frame);
}
