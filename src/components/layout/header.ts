/**
 * The header shrinks once scrolled; sub-menu toggles keep aria-expanded, and Escape closes an open
 * sub-menu. The phone menu needs no script (a popover); this closes it past the phone layout.
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
