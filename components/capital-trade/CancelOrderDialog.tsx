import type { TradeOrder } from '../../shared/contracts/capital-trade.ts';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog.tsx';
import { useTrade } from './context.tsx';
import { errorText } from './errors.ts';
import { t } from './t.ts';

/**
 * "Avbryt order" asks first (the kit's ConfirmDialog; cancelling is irreversible): focus
 * starts on "Nej, behåll ordern"; Escape means the same. A failed cancel says why inside the
 * modal. `onClose` gets the cancelled order, or null when the member kept it.
 */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: TradeOrder;
  onClose(canceled: TradeOrder | null): void;
}) {
  const { calls } = useTrade();
  return (
    <ConfirmDialog
      title={t('cancel.title', { orderNumber: order.orderNumber })}
      text={t('cancel.text')}
      confirmLabel={t('cancel.confirm')}
      busyLabel={t('cancel.canceling')}
      cancelLabel={t('cancel.keep')}
      onConfirm={() => calls.cancelTradeOrder({ params: { orderId: order.id } })}
      failureText={errorText}
      onConfirmed={onClose}
      onCancel={() => onClose(null)}
    />
  );
}
