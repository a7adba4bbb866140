/**
 * The carousels as one island over swiper/react: the slides are Astro's static HTML in the slots
 * `slide0` …, which React only arranges. The controls take their space in the server HTML from the
 * first paint and show once hydrated.
 */
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { A11yOptions, SwiperModule } from 'swiper/types';
import { Icon } from '../shared/Icon.tsx';
import { formatLabel } from '../../i18n/ui/labels.ts';
import {
  arrowsDisabled,
  keyStep,
  showsArrows,
  showsPauseControl,
  showsTabs,
  stripTabIndex,
  tabKeyTarget,
  tabMarker,
  type CarouselPosition,
} from './carouselControls.ts';
import { carouselOptions, type CarouselKind } from './carouselOptions.ts';
import { CarouselStrip } from './CarouselStrip.tsx';
import { CarouselStripContext } from './carouselStripContext.ts';
import { useAutoplay } from './useAutoplay.ts';
import { useCarousel } from './useCarousel.ts';
import { useHydrated } from './useHydrated.ts';
import { useReducedMotion } from './useReducedMotion.ts';
import type { CarouselLabels } from './carouselLabels.ts';
import './Carousel.css';
import { REACT_RENDERER, renderWith } from '../shared/islandRenderer.ts';

export interface CarouselProps {
  readonly kind: CarouselKind;
  /** The region's accessible name (the section's heading). */
  readonly label: string;
  readonly count: number;
  readonly labels: CarouselLabels;
  readonly [slide: `slide${number}`]: ReactNode;
}

const MODULES: SwiperModule[] = [A11y];
/** Slider-2's: the only one that plays by itself. */
const SLIDESHOW_MODULES: SwiperModule[] = [A11y, Autoplay];

/** An element that takes typed text: arrow keys there move the caret, not the carousel. */
function isEditable(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function Carousel(props: CarouselProps) {
  const { kind, label, count, labels } = props;
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const { swiper, position, swiperEvents, step, goTo } = useCarousel(count);
  const autoplay = useAutoplay(swiper, showsPauseControl(kind, count));
  const [announcement, setAnnouncement] = useState('');
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // HTML ids begin with a letter; React's own ids do not.
  const idPrefix = `carousel${useId()}`;
  const tabs = showsTabs(kind, count);

  const options = useMemo(
    () => carouselOptions(kind, { slideCount: count, reducedMotion }),
    [kind, count, reducedMotion],
  );
  const strip = useMemo(
    () => ({ label: labels['carousel.slides'], tabIndex: stripTabIndex(count, hydrated) }),
    [labels, count, hydrated],
  );
  const a11y = useMemo<A11yOptions>(
    () => ({
      enabled: true,
      slideLabelMessage: formatLabel(labels['carousel.slideOf'], {
        n: '{{index}}',
        total: '{{slidesLength}}',
      }),
      itemRoleDescriptionMessage: labels['carousel.slide'],
      // With a tab strip each slide is the panel of its tab (WAI-ARIA tabbed carousel).
      slideRole: tabs ? 'tabpanel' : 'group',
    }),
    [labels, tabs],
  );

  const announce = (moved: CarouselPosition | null) => {
    if (moved) {
      setAnnouncement(
        formatLabel(labels['carousel.slideOf'], { n: moved.index + 1, total: count }),
      );
    }
  };
  const move = (direction: -1 | 1) => {
    const [from, to] = direction < 0 ? [prevRef, nextRef] : [nextRef, prevRef];
    const hadFocus = document.activeElement === from.current;
    // Rendered at once, so the other arrow is enabled before it is given focus below.
    const moved = flushSync(() => step(direction));
    announce(moved);
    // A disabled button drops keyboard focus to the page; hand it to the other arrow instead.
    const atEnd = direction < 0 ? moved?.isBeginning : moved?.isEnd;
    if (atEnd && hadFocus) to.current?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabKeyTarget(event, position.index, count);
    if (target === null) return;
    // Handled here; the carousel's own arrow-key step below must not move it a second time.
    event.preventDefault();
    // Selection follows focus: the chosen tab is rendered selected (tabindex 0) before it is
    // focused, so focus and the roving tabindex never disagree.
    const moved = flushSync(() => goTo(target));
    tabRefs.current[target]?.focus();
    announce(moved);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    const direction = keyStep(event, isEditable(event.target));
    if (direction === 0) return;
    event.preventDefault();
    announce(step(direction));
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // React types the target as the listening element; it is whatever inside got focus.
    const target: EventTarget = event.target;
    autoplay.holdForFocus(target !== pauseRef.current);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) autoplay.holdForFocus(false);
  };

  const disabled = arrowsDisabled(position);
  const slides = Array.from({ length: count }, (_, i) => props[`slide${i}`]);

  return (
    // A named section is a region landmark, which the role description turns into a carousel.
    <section
      className={`carousel carousel--${kind}`}
      data-carousel={kind}
      data-count={count}
      data-ready={hydrated ? '' : undefined}
      aria-roledescription={labels['carousel.roleDescription']}
      aria-label={label || labels['carousel.roleDescription']}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {tabs && (
        // WAI-ARIA tabs pattern: one tab in the Tab order (roving tabindex).
        <div className="carousel__tabs" role="tablist" aria-label={labels['carousel.slides']}>
          {slides.map((_, i) => {
            const marker = tabMarker(i);
            const selected = i === position.index;
            return (
              <button
                key={i}
                ref={(element) => {
                  tabRefs.current[i] = element;
                }}
                type="button"
                role="tab"
                className="carousel__tab"
                data-slide-to={i}
                aria-controls={`${idPrefix}slide${i}`}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                onKeyDown={onTabKeyDown}
                aria-label={formatLabel(labels['carousel.tab'], { marker, n: i + 1, total: count })}
                onClick={() => announce(goTo(i))}
              >
                {marker}
              </button>
            );
          })}
        </div>
      )}
      <CarouselStripContext value={strip}>
        <Swiper
          modules={kind === 'slider-2' ? SLIDESHOW_MODULES : MODULES}
          {...options}
          a11y={a11y}
          // swiper/react types it as a tag name; it renders any component there.
          wrapperTag={CarouselStrip as unknown as string}
          {...swiperEvents}
        >
          {slides.map((slide, i) => (
            <SwiperSlide
              key={i}
              className={kind === 'hero' ? 'hero__slide' : `slide--${kind}`}
              id={tabs ? `${idPrefix}slide${i}` : undefined}
              role={tabs ? 'tabpanel' : 'group'}
              aria-roledescription={labels['carousel.slide']}
              aria-label={formatLabel(labels['carousel.slideOf'], { n: i + 1, total: count })}
            >
              {slide}
            </SwiperSlide>
          ))}
        </Swiper>
      </CarouselStripContext>
      {showsArrows(count) && (
        <div className="carousel__arrows">
          <button
            ref={prevRef}
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            data-carousel-prev=""
            aria-label={labels['carousel.previous']}
            disabled={disabled.previous}
            onClick={() => move(-1)}
          >
            <Icon name="arrowLeft" />
          </button>
          <button
            ref={nextRef}
            type="button"
            className="carousel__arrow carousel__arrow--next"
            data-carousel-next=""
            aria-label={labels['carousel.next']}
            disabled={disabled.next}
            onClick={() => move(1)}
          >
            <Icon name="arrowRight" />
          </button>
        </div>
      )}
      {showsPauseControl(kind, count) && (
        <button
          ref={pauseRef}
          type="button"
          className="carousel__pause"
          data-carousel-pause=""
          onClick={autoplay.toggle}
        >
          {autoplay.wanted ? labels['carousel.pause'] : labels['carousel.play']}
        </button>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}

renderWith(Carousel, REACT_RENDERER);
