import { useId, useRef } from 'react';
import { useModalDialog } from '../elements/useModalDialog.ts';
import { t } from './t.ts';

/**
 * "Vill du stänga utan att spara?" over a dialog whose form has unsaved changes (APG alert
 * dialog): focus starts on the safe choice, "Fortsätt fylla i"; Escape means the same.
 * Render it inside the dialog while useFormDialog's `confirming` is true:
 *   <ConfirmClose open={dialog.confirming} onStay={dialog.keepOpen} onLeave={dialog.close} />
 */
export function ConfirmClose({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}) {
  return open ? <ConfirmCloseDialog onStay={onStay} onLeave={onLeave} /> : null;
}

function ConfirmCloseDialog({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  const titleId = useId();
  const textId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const left = useRef(false);
  const { close, ...dialogProps } = useModalDialog(() => {
    if (!left.current) onStay();
  }, stay);
  return (
    <dialog
      {...dialogProps}
      role="alertdialog"
      className="dialog form-confirm"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <h2 id={titleId} className="form-confirm-title">
        {t('confirm.title')}
      </h2>
      <p id={textId}>{t('confirm.text')}</p>
      <div className="form-footer">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            left.current = true;
            onLeave();
          }}
        >
          {t('confirm.leave')}
        </button>
        <button ref={stay} type="button" className="button" onClick={close}>
          {t('confirm.stay')}
        </button>
      </div>
    </dialog>
  );
}
