import { useId, useRef } from 'react';
import { ModalDialog } from '../elements/ModalDialog.tsx';
import { useModalDialog } from '../elements/useModalDialog.ts';
import { t } from './t.ts';

/**
 * "Vill du stänga utan att spara?" over a dialog whose form has unsaved changes (APG alert
 * dialog): focus starts on the safe choice, "Fortsätt fylla i"; Escape means the same.
 * useFormDialog gives it to ModalDialog (`confirmation`) while its `confirming` is true.
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
  const textId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const left = useRef(false);
  const dialog = useModalDialog(() => {
    if (!left.current) onStay();
  }, stay);
  return (
    <ModalDialog dialog={dialog} title={t('confirm.title')} role="alertdialog" describedBy={textId}>
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
        <button ref={stay} type="button" className="button" onClick={dialog.close}>
          {t('confirm.stay')}
        </button>
      </div>
    </ModalDialog>
  );
}
