import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { useRoute } from '../../shared/elements/portal.ts';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { useTradeCalls } from './api.ts';
import { TradeContext, type TradeContextValue } from './context.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { OrderPages } from './OrderPages.tsx';
import { tradePath, type TradeRouteId } from './paths.ts';
import { useTradePortal } from './portal.ts';
import { SigningCallback } from './SigningCallback.tsx';
import { TradeHistory } from './TradeHistory.tsx';
import { TradeHome } from './TradeHome.tsx';
import { TradeNav } from './TradeNav.tsx';
import { TradePeriods } from './TradePeriods.tsx';

/**
 * portal-capital-trade, "Handel med insatskapital" (economy-membership §2): home,
 * handelsperioder, orderlaggning (ny-order, tidigare-ordrar), the signing callback
 * ny-order/slutfor, historik and sa-fungerar-det, chosen by the route the host matched
 * (shared/contracts/capital-trade/element.ts). It follows the effective profile: a profile
 * switch loads that profile's periods, figures and orders.
 */
export function CapitalTradeElement(_props: ServiceElementProps) {
  const portal = useTradePortal();
  const route = useRoute();
  const calls = useTradeCalls(portal.api);
  const overview = useLoad(portal.profileKey && `${portal.profileKey}:overview`, (signal) =>
    calls.getTradeOverview({ signal }),
  );
  const id = (route.id ?? 'tradeHome') as TradeRouteId;
  const { navigate, slug } = portal;

  const value: TradeContextValue = {
    portal,
    calls,
    overview,
    go: (to) => navigate(tradePath(to, slug)),
  };

  return (
    <TradeContext.Provider value={value}>
      <div className="trade">
        {id !== 'tradeOrderDone' && <TradeNav current={id} />}
        <Page id={id} />
      </div>
    </TradeContext.Provider>
  );
}

function Page({ id }: { id: TradeRouteId }) {
  switch (id) {
    case 'tradePeriods':
      return <TradePeriods />;
    case 'tradeOrders':
    case 'tradeNewOrder':
    case 'tradePreviousOrders':
      return <OrderPages tab={id === 'tradePreviousOrders' ? 'previous' : 'new'} />;
    case 'tradeOrderDone':
      return <SigningCallback />;
    case 'tradeHistory':
      return <TradeHistory />;
    case 'tradeHowItWorks':
      return <HowItWorks />;
    default:
      return <TradeHome />;
  }
}
