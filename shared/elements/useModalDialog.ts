import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
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

/** Where focus goes as a dialog opens (useModalDialog). */
export type InitialFocus = RefObject<HTMLElement | null> | 'first';

/** What useModalDialog (and useFormDialog, useSigningDialog on top of it) gives ModalDialog. */
export interface ModalDialogState {
  /** Spread on the <dialog> (ModalDialog does). */
  dialogProps: {
    ref: RefObject<HTMLDialogElement | null>;
    onClose(event: SyntheticEvent<HTMLDialogElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void;
    onCancel?(event: SyntheticEvent<HTMLDialogElement>): void;
  };
  /** Close for good (done, or nothing to lose). */
  close(): void;
  /** Close as the member asks ("Stäng", "Avbryt"): a form dialog asks first. */
  requestClose(): void;
  /** The unsaved-changes question while it is asked (useFormDialog), rendered by ModalDialog. */
  confirmation?: ReactNode;
}

/**
 * A native modal <dialog> (APG dialog pattern), for the host and the elements alike:
 * opened with showModal() when it mounts, so the browser makes the page behind inert and
 * closes it on Escape. Tab and Shift+Tab wrap around inside it (the browser would let focus
 * leave to its own toolbar). `onClose` runs once the dialog has really closed (Escape or
 * close()), never for a nested dialog's close event that React passes up the tree.
 *
 * With `initialFocus`, focus goes there on opening: an element's ref (when it is not there,
 * the first field) or 'first' (the first field: the dialog's first tab stop); without it the
 * browser's own choice stands. Whoever opened the dialog puts focus back.
 *
 * Render it with <ModalDialog dialog={...} title={...}> (ModalDialog.tsx: the one dialog
 * frame). A dialog holding a form uses shared/forms/useFormDialog.ts on top of this: it asks
 * "Vill du stänga utan att spara?" before Escape, "Avbryt" or the close button drop unsaved
 * changes; kept apart so the host's own dialogs do not carry the question.
 */
export function useModalDialog(onClose: () => void, initialFocus?: InitialFocus): ModalDialogState {
  const ref = useRef<HTMLDialogElement>(null);
  // What to focus is decided when the dialog opens, once.
  const focusOnOpen = useRef(initialFocus);

  useEffect(() => {
    const dialog = ref.current;
    // Guarded, and not closed on cleanup: React's strict mode runs effects twice, and a
    // close() there would fire a late close event after the dialog reopened.
    if (!dialog || dialog.open) return;
    dialog.showModal();
    const target = focusOnOpen.current;
    if (target) ((target !== 'first' && target.current) || tabStops(dialog)[0])?.focus();
  }, []);

  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || ref.current?.open) return;
    onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (event.key !== 'Tab' || !dialog) return;
    if ((event.target as Element).closest('dialog') !== dialog) return;
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

  const close = () => ref.current?.close();
  return {
    dialogProps: { ref, onClose: handleClose, onKeyDown: handleKeyDown },
    close,
    requestClose: close,
  };
}
