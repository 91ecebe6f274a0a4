import { useId } from 'react';
import { TradeLink } from './context.tsx';
import { NewOrder } from './NewOrder.tsx';
import { PreviousOrders } from './PreviousOrders.tsx';
import { t } from './t.ts';

/** orderlaggning/ 'Lägg ny order': the tabs ny-order/ and tidigare-ordrar/ as links. */
export function OrderPages({ tab }: { tab: 'new' | 'previous' }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('orders.heading')}</h2>
      <nav aria-label={t('orders.tabs')} className="trade-tabs">
        <ul>
          <li>
            <TradeLink to="tradeNewOrder" current={tab === 'new'}>
              {t('orders.tab.new')}
            </TradeLink>
          </li>
          <li>
            <TradeLink to="tradePreviousOrders" current={tab === 'previous'}>
              {t('orders.tab.previous')}
            </TradeLink>
          </li>
        </ul>
      </nav>
      {tab === 'new' ? <NewOrder /> : <PreviousOrders />}
    </section>
  );
}
