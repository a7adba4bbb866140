/** Scrolls to the section the URL hash names, waiting for it a while (islands may render late). */
import { HASH_SCROLL_WAIT_MS } from '../../content/constants.ts';
import { decodeTitleSegment } from '../../content/decodeTitleSegment.ts';

function scrollToHash(): void {
  const raw = window.location.hash.slice(1);
  if (!raw) return;
  const { title, warning } = decodeTitleSegment(raw);
  if (warning) console.warn(warning);
  const find = () => document.getElementById(title);
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const go = (target: HTMLElement) =>
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });

  const target = find();
  if (target) return go(target);
  const observer = new MutationObserver(() => {
    const found = find();
    if (found) {
      observer.disconnect();
      clearTimeout(timer);
      go(found);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), HASH_SCROLL_WAIT_MS);
}

scrollToHash();
window.addEventListener('hashchange', scrollToHash);
