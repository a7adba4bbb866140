const mounted = new WeakSet<object>();

/** Build time: whether the page rendering with `locals` has no panel yet; claims it. */
export function claimPanelMount(locals: object): boolean {
  if (mounted.has(locals)) return false;
  mounted.add(locals);
  return true;
}
