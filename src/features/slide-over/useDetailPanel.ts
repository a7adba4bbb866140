/**
 * The slide-over as a native modal <dialog>, focus on its close button. Closing (cross, Escape,
 * backdrop) plays the slide-out, then clears the selection and gives focus back to the opener.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { POPUP_CLOSE_MS } from '../../content/constants.ts';
import { closeDetail } from './detailStore.ts';

const FOCUSABLE = 'button, a[href], [tabindex]:not([tabindex="-1"])';

function finish(dialog: HTMLDialogElement | null): void {
  // Close first: while the modal dialog is open the page is inert and cannot take focus.
  if (dialog?.open) dialog.close();
  const opener = closeDetail();
  if (opener?.isConnected) opener.focus();
}

export function useDetailPanel() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [closing, setClosing] = useState(false);
  const finished = useRef(false);

  const end = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    finish(dialogRef.current);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    closeRef.current?.focus();
    // Should the browser close the dialog itself (it may, on a repeated Escape), tidy up at once.
    dialog.addEventListener('close', end);
    return () => {
      dialog.removeEventListener('close', end);
      if (dialog.open) dialog.close();
    };
  }, [end]);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(end, POPUP_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closing, end]);

  const close = useCallback(() => setClosing(true), []);

  return {
    dialogRef,
    closeRef,
    closing,
    close,
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Escape') {
        // Our own close, so Escape also plays the slide-out instead of the dialog's instant close.
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        // A modal dialog makes the page inert but lets Tab leave for the browser's toolbar; keep
        // keyboard focus cycling inside the panel instead.
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0,
        );
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
    },
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      close();
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      // A click on the backdrop targets the dialog itself; its content sits in an inner element.
      if (event.target === event.currentTarget) close();
    },
  };
}
