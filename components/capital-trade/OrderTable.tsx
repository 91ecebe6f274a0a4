import type { TradeOrder } from '../../shared/contracts/capital-trade.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { formatDate, formatOre } from '../../shared/format/index.ts';
import { accountTypeLabel, orderTypeLabel, rateLabel, statusLabel } from './labels.ts';
import { t } from './t.ts';

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
    <DataTable
      name={{ caption }}
      className="trade-table"
      columns={[
        { label: t('column.orderNumber') },
        { label: t('column.date') },
        { label: t('column.capital') },
        { label: t('column.orderType') },
        { label: t('column.amount'), className: 'trade-numeric' },
        { label: t('column.rate'), className: 'trade-numeric' },
        { label: t('column.sum'), className: 'trade-numeric' },
        { label: t('column.status') },
        onCancel && { label: t('column.actions') },
      ]}
    >
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
    </DataTable>
  );
}
