import { createContext, useContext } from 'react';
import type { TradeOverview } from '../../shared/contracts/capital-trade.ts';
import type { Load } from '../../shared/elements/useLoad.ts';
import type { TradeCalls } from './api.ts';
import { errorText } from './errors.ts';
import type { TradeRouteId } from './paths.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { t } from './t.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';

/** What every screen of the element shares: the portal, the calls, navigation, the overview. */
export interface TradeContextValue {
  portal: AreaPortal;
  calls: TradeCalls;
  /** Goes to one of the element's pages (the host navigates; the route follows). */
  go(id: TradeRouteId): void;
  overview: Load<TradeOverview> & { reload(): void };
}

export const TradeContext = createContext<TradeContextValue | null>(null);

export function useTrade(): TradeContextValue {
  const value = useContext(TradeContext);
  if (!value) throw new Error('useTrade outside the capital trade element');
  return value;
}

/** The loading state, or the failure with a retry, of something the element loads. */
export function LoadState({
  load,
  loadingText = t('loading'),
}: {
  load: { state: string; error?: unknown; reload(): void };
  loadingText?: string;
}) {
  if (load.state === 'loading') return <LoadingStatus>{loadingText}</LoadingStatus>;
  if (load.state === 'error')
    return (
      <LoadFailure
        message={errorText(load.error)}
        retryLabel={t('retry')}
        onRetry={load.reload}
        spaced
      />
    );
  return null;
}
