import { useId, useRef, useState, type ReactNode } from 'react';
import { ModalDialog } from '../elements/ModalDialog.tsx';
import { useModalDialog } from '../elements/useModalDialog.ts';
import { FormFooter } from './FormFooter.tsx';
import { t } from './t.ts';

export interface ConfirmDialogProps<T> {
  /** The question, as the dialog's heading (its accessible name). */
  title: ReactNode;
  /** What it means, as the dialog's description. */
  text: ReactNode;
  /** The confirming button (first, primary). */
  confirmLabel: string;
  /** The confirming button's text while `onConfirm` runs; default: `confirmLabel`. */
  busyLabel?: string | undefined;
  /** The safe choice: focus starts on it, and Escape means the same. */
  cancelLabel: string;
  /**
   * The action. A value closes the dialog at once; a promise shows the busy state (the
   * button aria-disabled, a second press ignored) until it settles: resolved, the dialog
   * closes; rejected, the failure is shown inside it (role=alert) and the member may try
   * again or cancel.
   */
  onConfirm(): T | PromiseLike<T>;
  /** The Swedish text for a failed action (the area's problems); default: a general one. */
  failureText?: ((error: unknown) => string) | undefined;
  /** After the dialog has closed, with what `onConfirm` gave. */
  onConfirmed(value: T): void;
  /** After the dialog has closed on the safe choice or Escape. */
  onCancel(): void;
}

const isPromiseLike = <T,>(value: T | PromiseLike<T>): value is PromiseLike<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * "Ask first" (APG alert dialog), for an action the member should not take by mistake
 * (cancel an order, end a proxy, buy for more than the account holds): a modal
 * role=alertdialog named by `title` and described by `text`, with the confirming button and
 * the safe choice, on which focus starts; Escape cancels. Whoever opened it puts focus back.
 */
export function ConfirmDialog<T>({
  title,
  text,
  confirmLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
  failureText = () => t('failure.general'),
  onConfirmed,
  onCancel,
}: ConfirmDialogProps<T>) {
  const textId = useId();
  const safe = useRef<HTMLButtonElement>(null);
  const done = useRef<{ value: T } | null>(null);
  const dialog = useModalDialog(
    () => (done.current ? onConfirmed(done.current.value) : onCancel()),
    safe,
  );
  const { close } = dialog;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = (value: T) => {
    done.current = { value };
    close();
  };
  const fail = (failure: unknown) => {
    setError(failureText(failure));
    setBusy(false);
  };

  const confirm = () => {
    if (busy) return;
    let outcome: T | PromiseLike<T>;
    try {
      outcome = onConfirm();
    } catch (failure) {
      fail(failure);
      return;
    }
    if (!isPromiseLike(outcome)) {
      finish(outcome);
      return;
    }
    setBusy(true);
    setError(null);
    outcome.then(finish, fail);
  };

  return (
    <ModalDialog dialog={dialog} title={title} role="alertdialog" describedBy={textId}>
      <p id={textId}>{text}</p>
      {error && (
        <p role="alert" className="alert alert-error alert-spaced">
          {error}
        </p>
      )}
      <FormFooter
        submitLabel={confirmLabel}
        submittingLabel={busyLabel ?? confirmLabel}
        submitting={busy}
        onConfirm={confirm}
        onCancel={close}
        cancelLabel={cancelLabel}
        cancelRef={safe}
      />
    </ModalDialog>
  );
}
