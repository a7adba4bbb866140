/**
 * The first-visit consent box as a region of the page, not a modal dialog: it forces no choice,
 * so a keyboard user must not be held in a box a mouse user may ignore. The library (v3) makes it
 * modal regardless (aria-modal, focus on an empty `tabindex="-1"`, Tab trapped on #cc-main) with
 * no option against it, so `box` (its `.cm`) is released here once the library has built it.
 */
export function releaseConsentBox(box: HTMLElement): void {
  box.setAttribute('role', 'region');
  box.removeAttribute('aria-modal');
  // The library's focus target: without a tabindex, its `focus()` calls do nothing.
  box.querySelector(':scope > [tabindex="-1"]')?.removeAttribute('tabindex');
  // A capturing listener on the window runs before the library's trap on #cc-main, so Tab moves
  // on in document order, in the box or out of it.
  box.ownerDocument.defaultView?.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab' && event.target instanceof Node && box.contains(event.target)) {
        event.stopPropagation();
      }
    },
    true,
  );
}
