import type { ElectricityCustomer } from '../../shared/contracts/electricity.ts';
import { LoadState as KitLoadState } from '../../shared/elements/LoadState.tsx';
import type { Load } from '../../shared/elements/useLoad.ts';
import type { ElectricityCalls } from './api.ts';
import { errorText } from './errors.ts';
import type { ElectricityRouteId } from './paths.ts';
import { elementContext } from '../../shared/elements/elementContext.ts';
import type { AreaPortal } from '../../shared/elements/portal.ts';
import { t } from './t.ts';

/** What every screen shares: the portal, the calls, navigation, the customer. */
export interface ElectricityContextValue {
  portal: AreaPortal;
  calls: ElectricityCalls;
  go(id: ElectricityRouteId): void;
  customer: Load<ElectricityCustomer> & { reload(): void; refresh(): void };
}

export const [ElectricityContext, useElectricity] = elementContext<ElectricityContextValue>(
  'useElectricity outside the electricity element',
);

/** The kit's LoadState in this element's words; `failure` for a text of the screen's own. */
export function LoadState({
  load,
  failure = errorText,
}: {
  load: { state: string; error?: unknown; reload(): void };
  failure?: (error: unknown) => string;
}) {
  return <KitLoadState load={load} texts={{ loading: t('loading'), failure, retry: t('retry') }} />;
}
