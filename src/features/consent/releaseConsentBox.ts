/**
 * The first-visit consent box as a region of the page, not a modal dialog: it does not force a
 * choice, so the page stays usable behind it, by mouse and keyboard.
 *
 * vanilla-cookieconsent 3 draws the box as a modal dialog whatever `disablePageInteraction` says
 * (that option only decides whether the page behind can be clicked): `role="dialog"` with
 * `aria-modal="true"`, focus moved into it as it shows (onto an empty `tabindex="-1"` element, on
 * a timer and again when its fade-in ends), and Tab held inside it (a capturing keydown listener on
 * #cc-main that wraps from the last control to the first). A keyboard user would be held in a box
 * a mouse user may ignore. The library has no option for any of this, so the box is released here,
 * once, as the library reports it built (`onModalReady`, before it is shown).
 *
 * What the box becomes: a region landmark named by its title ("Privacy Settings") and described
 * by its text, placed first in the page (consentConfig.ts `root`, ConsentRoot.astro), so it is the
 * first thing a keyboard or screen-reader user meets and passes, and a landmark to return to.
 * The preferences window the visitor opens on purpose stays a modal dialog (see consentConfig.ts).
 */

/**
 * Removes the library's modality from the consent box `box` (its `.cm` element): no aria-modal,
 * nothing for the library to move focus to, and Tab leaves the box like any other part of the
 * page.
 */
export function releaseConsentBox(box: HTMLElement): void {
  box.setAttribute('role', 'region');
  box.removeAttribute('aria-modal');
  // The library's focus target. Without a tabindex, its `focus()` calls do nothing.
  box.querySelector(':scope > [tabindex="-1"]')?.removeAttribute('tabindex');
  // A Tab pressed inside the box does not reach the library's trap on #cc-main: a capturing
  // listener on the window runs first on the way down, and the browser then moves focus to the
  // next stop in document order, in the box or out of it. Nothing else listens for Tab there.
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
