import { useId, useRef } from 'react';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { formatOre } from '../../shared/format/index.ts';
import { t } from './t.ts';

/**
 * Buying for more than the member account holds (§4): a warning, never a refusal. Focus
 * starts on "Ändra ordern", the safe choice; Escape means the same; "Fortsätt ändå" goes on
 * to the confirm modal.
 */
export function BalanceWarningDialog({
  sumOre,
  availableOre,
  onProceed,
  onBack,
}: {
  sumOre: number;
  availableOre: number;
  onProceed(): void;
  onBack(): void;
}) {
  const titleId = useId();
  const textId = useId();
  const backButton = useRef<HTMLButtonElement>(null);
  const proceed = useRef(false);
  const { close, ...dialogProps } = useModalDialog(
    () => (proceed.current ? onProceed() : onBack()),
    backButton,
  );
  return (
    <dialog
      {...dialogProps}
      role="alertdialog"
      className="dialog form-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <h2 id={titleId} className="form-dialog-title">
        {t('warning.title')}
      </h2>
      <p id={textId}>
        {t('warning.text', { sum: formatOre(sumOre), available: formatOre(availableOre) })}
      </p>
      <div className="form-footer">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            proceed.current = true;
            close();
          }}
        >
          {t('warning.proceed')}
        </button>
        <button ref={backButton} type="button" className="button" onClick={close}>
          {t('warning.back')}
        </button>
      </div>
    </dialog>
  );
}
