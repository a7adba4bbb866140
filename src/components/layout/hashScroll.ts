/**
 * Hash scroll: when the URL hash equals a section's slug, that section is scrolled into view
 * smoothly; the scroll waits up to 10 000 ms for the target to exist (islands may render late).
 */
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
  if (target) {
    go(target);
    return;
  }
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
