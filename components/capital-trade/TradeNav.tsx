import { useTrade } from './context.tsx';
import { tradePath, type TradeRouteId } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

const pages: { to: TradeRouteId; label: () => string; also?: TradeRouteId[] }[] = [
  { to: 'tradeHome', label: () => t('nav.home') },
  { to: 'tradePeriods', label: () => t('nav.periods') },
  {
    to: 'tradeNewOrder',
    label: () => t('nav.orders'),
    also: ['tradeOrders', 'tradePreviousOrders'],
  },
  { to: 'tradeHistory', label: () => t('nav.history') },
  { to: 'tradeHowItWorks', label: () => t('nav.howItWorks') },
];

/** The element's own pages, the one shown marked (aria-current). */
export function TradeNav({ current }: { current: TradeRouteId }) {
  const { slug } = useTrade().portal;
  return (
    <nav aria-label={t('nav.label')} className="trade-nav">
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <PortalLink
              href={tradePath(page.to, slug)}
              aria-current={
                page.to === current || !!page.also?.includes(current) ? 'page' : undefined
              }
            >
              {page.label()}
            </PortalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
