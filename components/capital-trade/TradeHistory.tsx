import { useId } from 'react';
import type { TradeOrder, TradePeriod } from '../../shared/contracts/capital-trade.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { LoadState, useTrade } from './context.tsx';
import { periodValues } from './labels.ts';
import { OrderTable } from './OrderTable.tsx';
import { t } from './t.ts';

interface PeriodGroup {
  periodId: string;
  period: TradePeriod | null;
  orders: TradeOrder[];
}

/**
 * historik/: the member's orders grouped by trade period, the latest period first. Periods
 * no longer in the overview (past ones) are read one by one (GET periods/{periodId}).
 */
export function TradeHistory() {
  const { calls, portal } = useTrade();
  const headingId = useId();
  const history = useLoad(portal.profileKey && `${portal.profileKey}:history`, async (signal) => {
    const [{ orders }, overview] = await Promise.all([
      calls.listTradeOrders({ signal }),
      calls.getTradeOverview({ signal }),
    ]);
    const known = new Map(overview.periods.map((period) => [period.id, period]));
    const groups = new Map<string, PeriodGroup>();
    for (const order of orders) {
      const group = groups.get(order.periodId) ?? {
        periodId: order.periodId,
        period: known.get(order.periodId) ?? null,
        orders: [],
      };
      group.orders.push(order);
      groups.set(order.periodId, group);
    }
    await Promise.all(
      [...groups.values()]
        .filter((group) => group.period === null)
        .map(async (group) => {
          group.period = await calls
            .getTradePeriod({ params: { periodId: group.periodId }, signal })
            .catch(() => null);
        }),
    );
    return [...groups.values()].sort((a, b) =>
      (b.period?.opensOn ?? '').localeCompare(a.period?.opensOn ?? ''),
    );
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.heading')}</h2>
      <p>{t('history.intro')}</p>
      <LoadState load={history} loadingText={t('previous.loading')} />
      {history.state === 'loaded' &&
        (history.data.length === 0 ? (
          <p>{t('previous.none')}</p>
        ) : (
          history.data.map((group) => <HistoryGroup key={group.periodId} group={group} />)
        ))}
    </section>
  );
}

function HistoryGroup({ group }: { group: PeriodGroup }) {
  const headingId = useId();
  const name = group.period
    ? t('history.period', periodValues(group.period))
    : t('history.unknownPeriod');
  return (
    <section aria-labelledby={headingId} className="section-spaced">
      <h3 id={headingId}>{name}</h3>
      <OrderTable orders={group.orders} caption={t('history.caption', { name })} />
    </section>
  );
}
