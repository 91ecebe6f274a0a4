import type { TradeOrder } from '../../shared/contracts/capital-trade.ts';
import { formatDate, formatOre } from '../../shared/format/index.ts';
import { accountTypeLabel, orderTypeLabel, rateLabel, statusLabel } from './labels.ts';
import { t } from './t.ts';
import { TableScroll } from './TableScroll.tsx';

/**
 * The member's orders: number, date, capital, buy or sell, amount, rate, sum, status; an
 * active order has "Avbryt order" when `onCancel` is given (the member may cancel).
 */
export function OrderTable({
  orders,
  caption,
  onCancel,
}: {
  orders: readonly TradeOrder[];
  caption: string;
  onCancel?: ((order: TradeOrder, button: HTMLButtonElement) => void) | undefined;
}) {
  return (
    <TableScroll label={caption}>
      <table className="trade-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('column.orderNumber')}</th>
            <th scope="col">{t('column.date')}</th>
            <th scope="col">{t('column.capital')}</th>
            <th scope="col">{t('column.orderType')}</th>
            <th scope="col" className="trade-numeric">
              {t('column.amount')}
            </th>
            <th scope="col" className="trade-numeric">
              {t('column.rate')}
            </th>
            <th scope="col" className="trade-numeric">
              {t('column.sum')}
            </th>
            <th scope="col">{t('column.status')}</th>
            {onCancel && <th scope="col">{t('column.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">{order.orderNumber}</th>
              <td>{formatDate(order.createdAt)}</td>
              <td>{accountTypeLabel(order.accountType)}</td>
              <td>{orderTypeLabel(order.orderType)}</td>
              <td className="trade-numeric">{formatOre(order.amountOre)}</td>
              <td className="trade-numeric">{rateLabel(order.rateHundredths)}</td>
              <td className="trade-numeric">{formatOre(order.sumOre)}</td>
              <td>{statusLabel(order.status)}</td>
              {onCancel && (
                <td>
                  {order.status === 'Active' && (
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={t('previous.cancelLabel', { orderNumber: order.orderNumber })}
                      onClick={(event) => onCancel(order, event.currentTarget)}
                    >
                      {t('previous.cancel')}
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
