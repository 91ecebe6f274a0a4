import { createElement, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import {
  useModalDialog,
  type InitialFocus,
  type ModalDialogState,
} from '../elements/useModalDialog.ts';
import { ConfirmClose } from './ConfirmClose.tsx';

/**
 * useModalDialog (shared/elements) for a dialog holding a form: with `confirmClose` (e.g.
 * "the form has unsaved changes"), closing by Escape or by `requestClose` (the close button,
 * "Avbryt") asks "Vill du stänga utan att spara?" first; ModalDialog shows the question
 * (`confirmation`). Staying puts focus back where it was; `close` closes for good. Kept
 * apart from useModalDialog so the host's own dialogs do not carry the question.
 *
 * Render it with <ModalDialog dialog={dialog} title={...}>.
 */
export function useFormDialog(
  onClose: () => void,
  initialFocus: InitialFocus | undefined,
  confirmClose: () => boolean,
) {
  const modal = useModalDialog(onClose, initialFocus);
  const [confirming, setConfirming] = useState(false);
  const focusBefore = useRef<HTMLElement | null>(null);

  const askFirst = () => {
    if (!confirmClose()) return false;
    focusBefore.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirming(true);
    return true;
  };
  const ownEvent = (event: SyntheticEvent<HTMLDialogElement>) =>
    (event.target as Element).closest('dialog') === modal.dialogProps.ref.current;

  /** Close for good (the member chose to leave, or the form is done). */
  const close = () => {
    setConfirming(false);
    modal.close();
  };
  /** Stay: the question goes, focus returns to where it was. */
  const keepOpen = () => {
    setConfirming(false);
    const back = focusBefore.current;
    focusBefore.current = null;
    if (back?.isConnected) back.focus();
  };

  return {
    dialogProps: {
      ...modal.dialogProps,
      // Escape: cancelling the key stops the browser's close request (and its cancel event).
      onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key === 'Escape' && ownEvent(event)) {
          if (confirming || askFirst()) event.preventDefault();
          return;
        }
        modal.dialogProps.onKeyDown(event);
      },
      // A close request the key did not carry (the browser's own): ask all the same.
      onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
        if (event.target === event.currentTarget && askFirst()) event.preventDefault();
      },
    },
    /** Close, asking first when there is something to lose. */
    requestClose: () => {
      if (!askFirst()) close();
    },
    close,
    confirming,
    keepOpen,
    confirmation: createElement(ConfirmClose, {
      open: confirming,
      onStay: keepOpen,
      onLeave: close,
    }),
  } satisfies ModalDialogState & { confirming: boolean; keepOpen(): void };
}
