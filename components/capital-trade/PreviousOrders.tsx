import { useRef, useState } from 'react';
import type { TradeOrder } from '../../shared/contracts/capital-trade.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';
import { LoadState, useTrade } from './context.tsx';
import { OrderTable } from './OrderTable.tsx';
import { t } from './t.ts';

/** The member's orders, newest first. */
export function useOrders() {
  const { calls, portal } = useTrade();
  return useLoad(portal.profileKey && `${portal.profileKey}:orders`, (signal) =>
    calls.listTradeOrders({ signal }),
  );
}

/**
 * tidigare-ordrar/: the member's orders with status Aktiv or Avbruten; an active order can
 * be cancelled in a modal, after which the list loads again.
 */
export function PreviousOrders() {
  const { portal } = useTrade();
  const orders = useOrders();
  const [canceling, setCanceling] = useState<TradeOrder | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  return (
    <div>
      <h3>{t('previous.heading')}</h3>
      <p ref={statusRef} role="status" tabIndex={-1} className="trade-status">
        {done ? t('previous.canceled', { orderNumber: done }) : ''}
      </p>
      <LoadState load={orders} loadingText={t('previous.loading')} />
      {orders.state === 'loaded' &&
        (orders.data.orders.length === 0 ? (
          <p>{t('previous.none')}</p>
        ) : (
          <OrderTable
            orders={orders.data.orders}
            caption={t('previous.caption')}
            onCancel={
              portal.canWrite
                ? (order, button) => {
                    opener.current = button;
                    setDone(null);
                    setCanceling(order);
                  }
                : undefined
            }
          />
        ))}
      {canceling && (
        <CancelOrderDialog
          order={canceling}
          onClose={(canceled) => {
            setCanceling(null);
            if (canceled) {
              setDone(canceled.orderNumber);
              orders.refresh();
              statusRef.current?.focus();
            } else {
              opener.current?.focus();
            }
          }}
        />
      )}
    </div>
  );
}
