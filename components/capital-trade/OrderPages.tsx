import { useId } from 'react';

import { NewOrder } from './NewOrder.tsx';
import { PreviousOrders } from './PreviousOrders.tsx';
import { useTrade } from './context.tsx';
import { tradePath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/** orderlaggning/ 'Lägg ny order': the tabs ny-order/ and tidigare-ordrar/ as links. */
export function OrderPages({ tab }: { tab: 'new' | 'previous' }) {
  const headingId = useId();
  const { slug } = useTrade().portal;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('orders.heading')}</h2>
      <nav aria-label={t('orders.tabs')} className="trade-tabs">
        <ul>
          <li>
            <PortalLink
              href={tradePath('tradeNewOrder', slug)}
              aria-current={tab === 'new' ? 'page' : undefined}
            >
              {t('orders.tab.new')}
            </PortalLink>
          </li>
          <li>
            <PortalLink
              href={tradePath('tradePreviousOrders', slug)}
              aria-current={tab === 'previous' ? 'page' : undefined}
            >
              {t('orders.tab.previous')}
            </PortalLink>
          </li>
        </ul>
      </nav>
      {tab === 'new' ? <NewOrder /> : <PreviousOrders />}
    </section>
  );
}
