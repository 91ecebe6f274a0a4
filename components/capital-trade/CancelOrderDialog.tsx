import { useId, useRef, useState } from 'react';
import type { TradeOrder } from '../../shared/contracts/capital-trade.ts';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';
import { useTrade } from './context.tsx';
import { errorText } from './errors.ts';
import { t } from './t.ts';

/**
 * "Avbryt order" asks first (APG alert dialog; cancelling is irreversible): focus starts on
 * "Nej, behåll ordern"; Escape means the same. A failed cancel says why inside the modal.
 * `onClose` gets the cancelled order, or null when the member kept it.
 */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: TradeOrder;
  onClose(canceled: TradeOrder | null): void;
}) {
  const { calls } = useTrade();
  const titleId = useId();
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const canceled = useRef<TradeOrder | null>(null);
  const { close, ...dialogProps } = useModalDialog(() => onClose(canceled.current), keep);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      canceled.current = await calls.cancelTradeOrder({ params: { orderId: order.id } });
      close();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <dialog
      {...dialogProps}
      role="alertdialog"
      className="dialog form-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <h2 id={titleId} className="form-dialog-title">
        {t('cancel.title', { orderNumber: order.orderNumber })}
      </h2>
      <p id={textId}>{t('cancel.text')}</p>
      {error && (
        <p ref={errorRef} role="alert" className="alert alert-error alert-spaced">
          {error}
        </p>
      )}
      <div className="form-footer">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? t('cancel.canceling') : t('cancel.confirm')}
        </button>
        <button ref={keep} type="button" className="button" onClick={close}>
          {t('cancel.keep')}
        </button>
      </div>
    </dialog>
  );
}
