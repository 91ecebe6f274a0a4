import { TradeLink } from './context.tsx';
import type { TradeRouteId } from './paths.ts';
import { t } from './t.ts';

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
  return (
    <nav aria-label={t('nav.label')} className="trade-nav">
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <TradeLink to={page.to} current={page.to === current || !!page.also?.includes(current)}>
              {page.label()}
            </TradeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
