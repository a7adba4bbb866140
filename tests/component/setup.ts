/**
 * Component tests: unmount what a test rendered, so one test's DOM never leaks into the next, and
 * never run a frame callback against an unmounted island.
 *
 * swiper schedules work on the next animation frame (its a11y module, on focus entering a slide
 * that is not the active one, reads `swiper.params` there). In a browser an island stays mounted
 * for the life of the page, so the frame always finds a live swiper. A test, though, ends and
 * unmounts at once; the frame then ran after `swiper.destroy()` had deleted the instance's
 * properties and threw "Cannot read properties of undefined (reading 'loop')" inside whichever test
 * ran next. So teardown first lets the frames a test left scheduled run, as the page would, and
 * only then unmounts; and it fails loudly if anything is still scheduled after the unmount, instead
 * of leaving it to fire later. (Islands here are never unmounted for a visitor: the site has no
 * client-side router, so the fix belongs to the tests' teardown.)
 */
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { WAIT_BUDGET_MS } from '../support/waitBudget.ts';

// Testing Library's waitFor and findBy* give up after 1 s by default: the shared budget instead.
configure({ asyncUtilTimeout: WAIT_BUDGET_MS });

/** Frame callbacks requested and neither run nor cancelled yet. */
const pendingFrames = new Set<number>();
/** How many frames teardown lets pass while callbacks keep scheduling new ones. */
const MAX_FRAMES = 10;

beforeAll(() => {
  const request = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    const id = request((time) => {
      pendingFrames.delete(id);
      callback(time);
    });
    pendingFrames.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    pendingFrames.delete(id);
    cancel(id);
  };
});

const nextFrame = () => new Promise<void>((resolve) => void requestAnimationFrame(() => resolve()));

afterEach(async () => {
  // A test that switched to fake timers may have left them on; frames must really pass here.
  vi.useRealTimers();
  for (let frame = 0; frame < MAX_FRAMES && pendingFrames.size > 0; frame += 1) {
    await act(nextFrame);
  }
  cleanup();
  const left = pendingFrames.size;
  if (left > 0) {
    pendingFrames.forEach((id) => cancelAnimationFrame(id));
    throw new Error(
      `${left} animation-frame callback(s) still scheduled after the test's islands were unmounted ` +
        `(or after ${MAX_FRAMES} frames of teardown): cancel them on unmount`,
    );
  }
});
