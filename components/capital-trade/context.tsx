import type { TradeOverview } from '../../shared/contracts/capital-trade.ts';
import type { Load } from '../../shared/elements/useLoad.ts';
import type { TradeCalls } from './api.ts';
import { errorText } from './errors.ts';
import type { TradeRouteId } from './paths.ts';
import { elementContext } from '../../shared/elements/elementContext.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { t } from './t.ts';
import { LoadState as KitLoadState } from '../../shared/elements/LoadState.tsx';

/** What every screen of the element shares: the portal, the calls, navigation, the overview. */
export interface TradeContextValue {
  portal: AreaPortal;
  calls: TradeCalls;
  /** Goes to one of the element's pages (the host navigates; the route follows). */
  go(id: TradeRouteId): void;
  overview: Load<TradeOverview> & { reload(): void };
}

export const [TradeContext, useTrade] = elementContext<TradeContextValue>(
  'useTrade outside the capital trade element',
);

/** The kit's LoadState in this element's words. */
export function LoadState({
  load,
  loadingText = t('loading'),
}: {
  load: { state: string; error?: unknown; reload(): void };
  loadingText?: string;
}) {
  return (
    <KitLoadState
      load={load}
      texts={{ loading: loadingText, failure: errorText, retry: t('retry') }}
    />
  );
}
