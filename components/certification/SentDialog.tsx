import { useId, useRef } from 'react';
import type { CertificateType } from '../../shared/contracts/certification.ts';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { t } from './t.ts';

/** The sign-sent modal (§2): the application is signed and under processing. */
export function SentDialog({ type, onClose }: { type: CertificateType; onClose(): void }) {
  const titleId = useId();
  const textId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const { close, ...dialogProps } = useModalDialog(onClose, closeButton);
  return (
    <dialog
      {...dialogProps}
      className="dialog form-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <h2 id={titleId} className="form-dialog-title">
        {t('sent.title')}
      </h2>
      <p id={textId}>{t('sent.text', { type: t(`type.${type}`) })}</p>
      <div className="form-footer">
        <button ref={closeButton} type="button" className="button button-primary" onClick={close}>
          {t('sent.close')}
        </button>
      </div>
    </dialog>
  );
}
