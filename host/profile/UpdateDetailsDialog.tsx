import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { t } from '../../shared/i18n/t.ts';

/** The update-details prompt's dialog (platform §4); when it shows: UpdateDetailsModal.tsx. */
export function UpdateDetailsDialog({
  reason,
  confirmPath,
  onClose,
}: {
  reason: 'never' | 'old';
  confirmPath: string;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const dialog = useModalDialog(onClose);
  const titleId = useId();
  const textId = useId();
  return (
    <dialog
      ref={dialog.ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={dialog.onClose}
      onKeyDown={dialog.onKeyDown}
    >
      <h2 id={titleId}>{t('updateDetails.title')}</h2>
      <p id={textId}>{t(reason === 'never' ? 'updateDetails.never' : 'updateDetails.old')}</p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            dialog.close();
            void navigate(confirmPath);
          }}
        >
          {t('updateDetails.update')}
        </button>
        <button type="button" className="button" onClick={dialog.close}>
          {t('updateDetails.notNow')}
        </button>
      </div>
    </dialog>
  );
}
