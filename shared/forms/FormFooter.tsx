import type { ReactNode, Ref } from 'react';
import { t } from './t.ts';

/**
 * The submit button and, with `onCancel`, "Avbryt". While submitting, the button says so
 * and is aria-disabled (still focusable, so focus is not lost); the form ignores the
 * second press. With `form`, the end of most forms in one piece: the form's failure (an
 * alert, FormFailure) just above the footer, and `submitting` taken from the form.
 */
export function FormFooter({
  form,
  submitLabel,
  submittingLabel = t('footer.submitting'),
  submitting = form?.submitting ?? false,
  onConfirm,
  onCancel,
  cancelLabel = t('footer.cancel'),
  cancelRef,
  children,
}: {
  form?: { failure: string | null; submitting: boolean };
  submitLabel: string;
  submittingLabel?: string;
  submitting?: boolean;
  /** Outside a form (a dialog's confirming step): the button runs this instead of submitting. */
  onConfirm?: () => void;
  onCancel?: (() => void) | undefined;
  cancelLabel?: string;
  cancelRef?: Ref<HTMLButtonElement>;
  /** More buttons after these. */
  children?: ReactNode;
}) {
  return (
    <>
      {form && <FormFailure message={form.failure} />}
      <div className="form-footer">
        <button
          type={onConfirm ? 'button' : 'submit'}
          className="button button-primary"
          aria-disabled={submitting || undefined}
          onClick={onConfirm}
        >
          {submitting ? submittingLabel : submitLabel}
        </button>
        {onCancel && (
          <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
            {cancelLabel}
          </button>
        )}
        {children}
      </div>
    </>
  );
}

/** A failed submit that is not about one field (network, refused): an alert above the footer. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="alert alert-error form-failure">
      {message}
    </p>
  );
}

/**
 * A footer with one button that closes (a dialog's outcome, or a form that cannot be used
 * now); `primary` when it is the step's main action, `buttonRef` when focus starts on it.
 */
export function CloseFooter({
  label,
  onClose,
  primary = false,
  buttonRef,
}: {
  label: string;
  onClose(): void;
  primary?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="form-footer">
      <button
        ref={buttonRef}
        type="button"
        className={primary ? 'button button-primary' : 'button'}
        onClick={onClose}
      >
        {label}
      </button>
    </div>
  );
}
