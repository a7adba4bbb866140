/**
 * Header behaviour: the header shrinks once the page is scrolled (vertical scroll above zero); the
 * sub-menu toggles keep aria-expanded in step, and Escape closes an open sub-menu and returns focus
 * to its toggle. The phone menu itself needs no script (a popover, see Header.astro); this only
 * closes it when the window grows past the phone layout.
 */

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  header.dataset['enhanced'] = '';
  const update = () => header.classList.toggle('is-shrunk', window.scrollY > 0);
  update();
  window.addEventListener('scroll', update, { passive: true });

  const nav = header.querySelector<HTMLElement>('[data-site-nav]');
  const menuButton = header.querySelector<HTMLElement>('[data-menu-button]');
  if (nav && menuButton) {
    // The wide layout shows the navigation inline; an open popover would sit in the top layer.
    const phone = () => getComputedStyle(menuButton).display !== 'none';
    window.addEventListener('resize', () => {
      if (!phone() && nav.matches(':popover-open')) nav.hidePopover();
    });
  }

  const toggles = header.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]');
  const closeAll = (except?: HTMLButtonElement) => {
    for (const t of toggles) if (t !== except) t.setAttribute('aria-expanded', 'false');
  };
  for (const toggle of toggles) {
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      closeAll(toggle);
      toggle.setAttribute('aria-expanded', String(open));
    });
  }
  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...toggles].find((t) => t.getAttribute('aria-expanded') === 'true');
    if (open) {
      // Only the sub-menu closes: a cancelled Escape leaves the phone menu (popover) open.
      event.preventDefault();
      open.setAttribute('aria-expanded', 'false');
      open.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!header.contains(event.target as Node)) closeAll();
  });
}
