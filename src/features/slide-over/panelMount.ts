/** Build time: which DetailPanelMount of a page renders the island (the first one; see there). */
const mounted = new WeakSet<object>();

/** Whether the page rendering with `locals` (Astro.locals, one object per page) has no panel yet; claims it. */
export function claimPanelMount(locals: object): boolean {
  if (mounted.has(locals)) return false;
  mounted.add(locals);
  return true;
}
