import { useId } from 'react';

import { NewOrder } from './NewOrder.tsx';
import { PreviousOrders } from './PreviousOrders.tsx';
import { useTrade } from './context.tsx';
import { tradePath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

const orderTabs = [
  ['new', 'tradeNewOrder', 'orders.tab.new'],
  ['previous', 'tradePreviousOrders', 'orders.tab.previous'],
] as const;

/** orderlaggning/ 'Lägg ny order': the tabs ny-order/ and tidigare-ordrar/ as links. */
export function OrderPages({ tab }: { tab: 'new' | 'previous' }) {
  const headingId = useId();
  const { slug } = useTrade().portal;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('orders.heading')}</h2>
      <nav aria-label={t('orders.tabs')} className="trade-tabs">
        <ul>
          {orderTabs.map(([id, route, text]) => (
            <li key={id}>
              <PortalLink
                href={tradePath(route, slug)}
                aria-current={tab === id ? 'page' : undefined}
              >
                {t(text)}
              </PortalLink>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'new' ? <NewOrder /> : <PreviousOrders />}
    </section>
  );
}
