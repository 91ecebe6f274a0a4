import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';

const focusable =
  'button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside this dialog (not inside a dialog nested in it). */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) =>
      element.closest('dialog') === dialog &&
      !element.matches(':disabled') &&
      element.getClientRects().length > 0,
  );
}

/**
 * A native modal <dialog> (APG dialog pattern), for the host and the elements alike:
 * opened with showModal() when it mounts, so the browser makes the page behind inert and
 * closes it on Escape. Tab and Shift+Tab wrap around inside it (the browser would let focus
 * leave to its own toolbar). `onClose` runs once the dialog has really closed (Escape or
 * close()), never for a nested dialog's close event that React passes up the tree.
 *
 * With `initialFocus`, focus goes there on opening (else to the first field); without it
 * the browser's own choice stands. Whoever opened the dialog puts focus back.
 *
 * With `confirmClose` (e.g. "the form in it has unsaved changes"), a close by Escape or by
 * `requestClose` (the close button, "Avbryt") asks first: `confirming` turns true, render
 * the question (shared/forms/ConfirmClose.tsx) and call `close` to leave or `keepOpen` to
 * stay, which puts focus back where it was.
 *
 * Spread `ref`, `onClose`, `onCancel` and `onKeyDown` on the <dialog>; `close` closes it.
 */
export function useModalDialog(
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
  options: { confirmClose?: () => boolean } = {},
) {
  const ref = useRef<HTMLDialogElement>(null);
  const [confirming, setConfirming] = useState(false);
  const focusBeforeConfirm = useRef<HTMLElement | null>(null);
  const confirmClose = options.confirmClose;

  const askFirst = () => {
    if (!confirmClose?.()) return false;
    focusBeforeConfirm.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirming(true);
    return true;
  };
  // What to focus is decided when the dialog opens, once.
  const focusOnOpen = useRef(initialFocus);

  useEffect(() => {
    const dialog = ref.current;
    // Guarded, and not closed on cleanup: React's strict mode runs effects twice, and a
    // close() there would fire a late close event after the dialog reopened.
    if (!dialog || dialog.open) return;
    dialog.showModal();
    const target = focusOnOpen.current;
    if (target) (target.current ?? tabStops(dialog)[0])?.focus();
  }, []);

  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || ref.current?.open) return;
    onClose();
  };

  // Escape with unsaved changes: the browser would close the dialog; ask instead.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    if (askFirst()) event.preventDefault();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || (event.target as Element).closest('dialog') !== dialog) return;
    if (event.key === 'Escape') {
      // Cancelling the key stops the browser's close request (and its cancel event).
      if (confirming || askFirst()) event.preventDefault();
      return;
    }
    if (event.key !== 'Tab') return;
    const stops = tabStops(dialog);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return {
    ref,
    onClose: handleClose,
    onCancel: handleCancel,
    onKeyDown: handleKeyDown,
    close: () => {
      setConfirming(false);
      ref.current?.close();
    },
    /** Close, asking first when `confirmClose` says so. */
    requestClose: () => {
      if (!askFirst()) ref.current?.close();
    },
    confirming,
    keepOpen: () => {
      setConfirming(false);
      const back = focusBeforeConfirm.current;
      focusBeforeConfirm.current = null;
      if (back?.isConnected) back.focus();
    },
  };
}
