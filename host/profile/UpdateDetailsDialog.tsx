import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
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
  const textId = useId();
  return (
    <ModalDialog dialog={dialog} title={t('updateDetails.title')} describedBy={textId}>
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
    </ModalDialog>
  );
}
