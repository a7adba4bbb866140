/**
 * The tab a key moves to in a tab strip (WAI-ARIA tabs pattern, automatic activation), wrapping
 * around; null for other keys. The carousels' tabs and the lists' year tabs both follow it.
 */
export function tabKeyIndex(key: string, index: number, count: number): number | null {
  if (count < 1) return null;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
