import { platformProblems } from '../../shared/contracts/problem.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useRoute } from '../../shared/elements/portal.ts';
import { timberDeliveriesElement } from '../../shared/contracts/timber-deliveries/element.ts';
import { useDeliveryCalls } from './api.ts';
import { DeliveriesView } from './DeliveriesView.tsx';
import { LandingList } from './LandingList.tsx';
import { LandingView } from './LandingView.tsx';
import { OngoingLandings } from './OngoingLandings.tsx';
import type { DeliveriesRouteId } from './paths.ts';
import { useDeliveriesPortal } from './portal.ts';
import { t } from './t.ts';

const isDeliveriesRoute = (id: string | null): id is DeliveriesRouteId =>
  id !== null && id in timberDeliveriesElement.routes;

/**
 * portal-timber-deliveries (timber-production-map §2.1 deliveries): the agreement's
 * notifications, a notification's landings with the map and origin, and one landing, by the
 * manifest's route the host matched (shared/contracts/timber-deliveries/element.ts). It shares
 * the Leveransvirke page with the agreements' element and shows nothing on their routes.
 */
export function TimberDeliveriesElement(_props: ServiceElementProps) {
  const portal = useDeliveriesPortal();
  const route = useRoute();
  const calls = useDeliveryCalls(portal.api);
  const { id } = route;
  if (!isDeliveriesRoute(id)) return null;
  if (!portal.profile.data) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (!portal.mayOpen)
    return <p className="alert alert-error">{platformProblems.forbidden.message}</p>;
  const { agreementId = '', deliveryId = '', landingId = '' } = route.params;
  const common = {
    calls,
    profileKey: portal.profileKey,
    agreementId,
    canWrite: portal.canWrite,
    eudr: portal.eudr,
    navigate: portal.navigate,
  };
  switch (id) {
    case 'timberManagerOngoingLandings':
      return <OngoingLandings {...common} search={portal.search} />;
    case 'timberManagerLandings':
      return <LandingList key={deliveryId} {...common} deliveryId={deliveryId} />;
    case 'timberManagerLanding':
      return (
        <LandingView
          key={`${deliveryId}|${landingId}`}
          {...common}
          deliveryId={deliveryId}
          landingId={landingId}
        />
      );
    default:
      // virkesordrar/, a child the element does not know (timberManagerDeliveriesOther) and
      // the bare anmalan/ until the host has put virkesordrar/ in its place (its redirect).
      return <DeliveriesView {...common} />;
  }
}
