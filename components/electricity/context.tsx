import { createContext, useContext } from 'react';
import type { ElectricityCustomer } from '../../shared/contracts/electricity.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import type { Load } from '../../shared/elements/useLoad.ts';
import type { ElectricityCalls } from './api.ts';
import { errorText } from './errors.ts';
import type { ElectricityRouteId } from './paths.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { t } from './t.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';

/** What every screen shares: the portal, the calls, navigation, the customer. */
export interface ElectricityContextValue {
  portal: AreaPortal;
  calls: ElectricityCalls;
  go(id: ElectricityRouteId): void;
  customer: Load<ElectricityCustomer> & { reload(): void; refresh(): void };
}

export const ElectricityContext = createContext<ElectricityContextValue | null>(null);

export function useElectricity(): ElectricityContextValue {
  const value = useContext(ElectricityContext);
  if (!value) throw new Error('useElectricity outside the electricity element');
  return value;
}

/** The loading state, or the failure with a retry, of something the element loads. */
export function LoadState({
  load,
  failure,
}: {
  load: { state: string; error?: unknown; reload(): void };
  failure?: (error: unknown) => string;
}) {
  if (load.state === 'loading') return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (load.state === 'error')
    return (
      <LoadFailure
        message={(failure ?? errorText)(load.error)}
        retryLabel={t('retry')}
        onRetry={load.reload}
        spaced
      />
    );
  return null;
}
