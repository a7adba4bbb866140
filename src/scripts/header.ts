/**
 * Header behaviour (SPEC §2, §4): the header shrinks once the page is scrolled (vertical scroll
 * above zero); the mobile menu button and the sub-menu toggles keep aria-expanded in step, and
 * Escape closes an open sub-menu and returns focus to its toggle.
 */

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  header.dataset['enhanced'] = '';
  const update = () => header.classList.toggle('is-shrunk', window.scrollY > 0);
  update();
  window.addEventListener('scroll', update, { passive: true });

  const menuButton = header.querySelector<HTMLButtonElement>('[data-menu-button]');
  const nav = header.querySelector<HTMLElement>('[data-site-nav]');
  if (menuButton && nav) {
    // Without JavaScript the menu is simply always open; with it, small screens get a toggle.
    menuButton.hidden = false;
    nav.dataset['collapsible'] = '';
    menuButton.addEventListener('click', () => {
      const open = menuButton.getAttribute('aria-expanded') !== 'true';
      menuButton.setAttribute('aria-expanded', String(open));
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
      open.setAttribute('aria-expanded', 'false');
      open.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!header.contains(event.target as Node)) closeAll();
  });
}
