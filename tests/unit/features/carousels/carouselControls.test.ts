import { describe, expect, it } from 'vitest';
import {
  arrowsDisabled,
  autoplayRuns,
  autoplayWanted,
  initialPosition,
  keyStep,
  showsArrows,
  showsPauseControl,
  showsTabs,
  stripTabIndex,
  tabKeyTarget,
  tabMarker,
} from '../../../../src/features/carousels/carouselControls.ts';

const key = (
  name: string,
  modifiers: Partial<Record<'alt' | 'ctrl' | 'meta' | 'shift', boolean>> = {},
) => ({
  key: name,
  altKey: modifiers.alt ?? false,
  ctrlKey: modifiers.ctrl ?? false,
  metaKey: modifiers.meta ?? false,
  shiftKey: modifiers.shift ?? false,
});

describe('carousel arrows', () => {
  it('appear only when the item count exceeds 3', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(showsArrows)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('disable previous at the first position and next at the last', () => {
    expect(arrowsDisabled({ index: 0, isBeginning: true, isEnd: false })).toEqual({
      previous: true,
      next: false,
    });
    expect(arrowsDisabled({ index: 2, isBeginning: false, isEnd: false })).toEqual({
      previous: false,
      next: false,
    });
    expect(arrowsDisabled({ index: 4, isBeginning: false, isEnd: true })).toEqual({
      previous: false,
      next: true,
    });
  });

  it('start at the first slide: the server and the hydration render agree on it', () => {
    expect(initialPosition(5)).toEqual({ index: 0, isBeginning: true, isEnd: false });
    expect(initialPosition(1)).toEqual({ index: 0, isBeginning: true, isEnd: true });
  });
});

describe('numbered tabs (Slider-1, the hero)', () => {
  it('exist for Slider-1 and the hero when there is more than one slide', () => {
    expect(showsTabs('slider-1', 3)).toBe(true);
    expect(showsTabs('hero', 3)).toBe(true);
    expect(showsTabs('hero', 1)).toBe(false);
    expect(showsTabs('slider-2', 3)).toBe(false);
    expect(showsTabs('slider-3', 3)).toBe(false);
  });

  it('are numbered with two digits, as the spec number ordering', () => {
    expect([0, 1, 8, 9, 99].map(tabMarker)).toEqual(['01', '02', '09', '10', '100']);
  });
});

describe('Slider-2 slideshow (WCAG 2.2.2)', () => {
  it('has a pause control only where something autoplays', () => {
    expect(showsPauseControl('slider-2', 3)).toBe(true);
    expect(showsPauseControl('slider-2', 1)).toBe(false);
    expect(showsPauseControl('slider-1', 3)).toBe(false);
  });

  it('plays unless the visitor prefers reduced motion; their own choice wins', () => {
    expect(autoplayWanted(null, false)).toBe(true);
    expect(autoplayWanted(null, true)).toBe(false);
    expect(autoplayWanted(true, true)).toBe(true);
    expect(autoplayWanted(false, false)).toBe(false);
  });

  it('holds while keyboard focus is inside', () => {
    expect(autoplayRuns({ choice: null, reducedMotion: false, focusHeld: false })).toBe(true);
    expect(autoplayRuns({ choice: null, reducedMotion: false, focusHeld: true })).toBe(false);
    expect(autoplayRuns({ choice: true, reducedMotion: true, focusHeld: false })).toBe(true);
    expect(autoplayRuns({ choice: false, reducedMotion: false, focusHeld: false })).toBe(false);
  });
});

describe('arrow keys', () => {
  it('move back and forward, and nothing else does', () => {
    expect(keyStep(key('ArrowLeft'), false)).toBe(-1);
    expect(keyStep(key('ArrowRight'), false)).toBe(1);
    expect(keyStep(key('ArrowUp'), false)).toBe(0);
    expect(keyStep(key('Enter'), false)).toBe(0);
  });

  it('leave modified keys and typing in a field alone', () => {
    expect(keyStep(key('ArrowRight', { alt: true }), false)).toBe(0);
    expect(keyStep(key('ArrowRight', { ctrl: true }), false)).toBe(0);
    expect(keyStep(key('ArrowLeft', { meta: true }), false)).toBe(0);
    expect(keyStep(key('ArrowLeft', { shift: true }), false)).toBe(0);
    expect(keyStep(key('ArrowRight'), true)).toBe(0);
  });
});

describe('tab strip keys (WAI-ARIA tabs pattern)', () => {
  it('ArrowRight and ArrowLeft move to the next and previous tab, wrapping around', () => {
    expect(tabKeyTarget(key('ArrowRight'), 0, 3)).toBe(1);
    expect(tabKeyTarget(key('ArrowRight'), 2, 3)).toBe(0);
    expect(tabKeyTarget(key('ArrowLeft'), 1, 3)).toBe(0);
    expect(tabKeyTarget(key('ArrowLeft'), 0, 3)).toBe(2);
  });

  it('Home and End move to the first and the last tab', () => {
    expect(tabKeyTarget(key('Home'), 2, 5)).toBe(0);
    expect(tabKeyTarget(key('End'), 0, 5)).toBe(4);
  });

  it('leaves other keys, modified keys and an empty strip alone', () => {
    expect(tabKeyTarget(key('ArrowDown'), 0, 3)).toBeNull();
    expect(tabKeyTarget(key('Enter'), 0, 3)).toBeNull();
    for (const modifier of ['alt', 'ctrl', 'meta', 'shift'] as const) {
      expect(tabKeyTarget(key('ArrowRight', { [modifier]: true }), 0, 3)).toBeNull();
      expect(tabKeyTarget(key('End', { [modifier]: true }), 0, 3)).toBeNull();
    }
    expect(tabKeyTarget(key('Home'), 0, 0)).toBeNull();
  });
});

describe('the slide strip in the Tab order (a scrollable region a keyboard can reach)', () => {
  it('is a Tab stop while it is a scrolling strip, focusable but out of the Tab order after', () => {
    expect(stripTabIndex(2, false)).toBe(0);
    expect(stripTabIndex(9, false)).toBe(0);
    expect(stripTabIndex(2, true)).toBe(-1);
  });

  it('one slide overflows nothing: no stop', () => {
    expect(stripTabIndex(1, false)).toBeUndefined();
    expect(stripTabIndex(1, true)).toBeUndefined();
  });
});
