/**
 * The detail slide-over (SPEC §2 news list, §4 "News popup", §8): clicking a news or event title
 * (`a[data-open-item]`, in lists, Slider-3 carousels and card grids) opens a modal panel with the
 * date, share buttons (facebook, twitter, linkedin, copy-link), a close cross, the title, the cover
 * and the description. Closing plays a 300 ms slide-out and then removes the panel from the page.
 *
 * The title stays a real link: middle-click, ctrl/cmd/shift-click and visitors without JavaScript
 * reach the detail page. The panel is a native modal <dialog> (aria-modal semantics, focus kept
 * inside, background inert); focus moves into it and back to the title on close; Escape closes.
 */
import { POPUP_CLOSE_MS } from '../content/constants.ts';
import { shareTarget, type ShareItem } from '../features/slide-over/shareTarget.ts';
import { siteOrigin } from '../features/shared/siteOrigin.ts';
import { loadDetailBody } from './detailBody.ts';

const template = document.querySelector<HTMLTemplateElement>('template[data-detail-panel]');

function closest<T extends Element>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? target.closest<T>(selector) : null;
}

function open(link: HTMLAnchorElement, tpl: HTMLTemplateElement): void {
  const dialog = tpl.content.firstElementChild?.cloneNode(true);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const data = link.dataset;
  const item: ShareItem = {
    kind: data['kind'] === 'event' ? 'event' : 'news',
    slug: data['slug'] ?? '',
    title: link.textContent.trim(),
  };
  const site = siteOrigin(window.location, tpl.dataset['siteUrl'] ?? '');
  const part = <T extends Element>(name: string) => dialog.querySelector<T>(`[data-panel-${name}]`);

  const date = part<HTMLTimeElement>('date');
  if (date) {
    date.textContent = data['date'] ?? '';
    if (data['iso']) date.dateTime = data['iso'];
    else date.removeAttribute('datetime');
  }
  const title = part('title');
  if (title) title.textContent = item.title;
  const image = part<HTMLImageElement>('image');
  if (image) image.src = data['image'] || (image.dataset['fallback'] ?? '');
  const body = part<HTMLElement>('body');
  if (body) {
    void loadDetailBody(link.pathname).then((fragment) => {
      body.removeAttribute('aria-busy');
      if (fragment) body.replaceChildren(fragment);
    });
  }

  let closed = false;
  const finish = () => {
    if (dialog.open) dialog.close();
    dialog.remove();
    // Back to the title that opened the panel (it may have gone, e.g. a list re-rendered).
    if (link.isConnected) link.focus();
  };
  const close = () => {
    if (closed) return;
    closed = true;
    dialog.classList.add('is-closing');
    window.setTimeout(finish, POPUP_CLOSE_MS);
  };

  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      // Our own close, so Escape also plays the slide-out instead of the dialog's instant close.
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // A modal dialog makes the page inert but lets Tab leave for the browser's toolbar; keep
      // keyboard focus cycling inside the panel instead.
      const focusable = [
        ...dialog.querySelectorAll<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])'),
      ].filter((el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  // Should the browser close the dialog itself (it may, on a repeated Escape), tidy up at once.
  dialog.addEventListener('close', () => {
    if (!closed) {
      closed = true;
      finish();
    }
  });
  dialog.addEventListener('click', (event) => {
    // A click on the backdrop targets the dialog itself; its content sits in an inner element.
    if (event.target === dialog || closest(event.target, '[data-panel-close]')) {
      close();
      return;
    }
    const button = closest<HTMLButtonElement>(event.target, '[data-share]');
    if (button) share(button.dataset['share'] ?? '', item, site, tpl);
  });

  document.body.append(dialog);
  dialog.showModal();
  part<HTMLElement>('close')?.focus();
}

function share(platform: string, item: ShareItem, site: string, tpl: HTMLTemplateElement): void {
  const action = shareTarget(platform, item, site);
  switch (action.type) {
    case 'open':
      window.open(action.url, '_blank', 'noopener,noreferrer');
      break;
    case 'copy':
      // A failed copy (no permission, insecure origin) is logged only (SPEC §8).
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(action.text))
        .then(
          () => window.alert(tpl.dataset['copied'] ?? ''),
          (error: unknown) => console.error('Could not copy the URL:', error),
        );
      break;
    default:
      window.alert(tpl.dataset['unsupported'] ?? '');
  }
}

if (template) {
  document.addEventListener('click', (event) => {
    const link = closest<HTMLAnchorElement>(event.target, 'a[data-open-item]');
    // Only a plain primary click opens the panel; everything else is the link's own behaviour.
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    open(link, template);
  });
}
