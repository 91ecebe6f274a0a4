import { useEffect } from 'react';
import { platformProblems } from '../../shared/contracts/problem.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useRoute } from '../../shared/elements/portal.ts';
import { isRequirementMet } from '../../shared/access/requirements.ts';
import { deliveriesReadWrite } from '../../shared/contracts/timber-deliveries/routes.ts';
import { useDeliveryCalls } from './api.ts';
import { DeliveriesView } from './DeliveriesView.tsx';
import { LandingList } from './LandingList.tsx';
import { LandingView } from './LandingView.tsx';
import { OngoingLandings } from './OngoingLandings.tsx';
import { defaultChildPath, replaceAddress, screenOf } from './paths.ts';
import { useDeliveriesPortal } from './portal.ts';
import { t } from './t.ts';

/**
 * portal-timber-deliveries (timber-production-map §2.1 deliveries): the agreement's
 * notifications, a notification's landings with the map and origin, and one landing, by the
 * route the host matched (`avtal/{agreementId}/anmalan/*`). It shares the Leveransvirke page
 * with the agreements' element and shows nothing on their routes.
 */
export function TimberDeliveriesElement(_props: ServiceElementProps) {
  const portal = useDeliveriesPortal();
  const route = useRoute();
  const calls = useDeliveryCalls(portal.api);
  const onDeliveries = route.id === 'timberManagerDeliveries';
  // The bare `anmalan/` shows its default child and the address bar says so (§2.1).
  const defaultPath = onDeliveries
    ? defaultChildPath(route.params.agreementId ?? '', route.params['*'])
    : null;
  useEffect(() => {
    if (defaultPath) replaceAddress(defaultPath);
  }, [defaultPath]);
  if (!onDeliveries) return null;
  if (!portal.profile.data) return <LoadingStatus>{t('loading')}</LoadingStatus>;
  // The page's own rule (§2.1: read and write), as the host's guard and every call need.
  if (!isRequirementMet(deliveriesReadWrite, portal.profile.data.roles))
    return <p className="alert alert-error">{platformProblems.forbidden.message}</p>;
  const agreementId = route.params.agreementId ?? '';
  const screen = screenOf(route.params['*']);
  const common = {
    calls,
    profileKey: portal.profileKey,
    agreementId,
    canWrite: portal.canWrite,
    eudr: portal.eudr,
    navigate: portal.navigate,
  };
  if (screen.kind === 'ongoingLandings') return <OngoingLandings {...common} />;
  if (screen.kind === 'landings')
    return <LandingList key={screen.deliveryId} {...common} deliveryId={screen.deliveryId} />;
  if (screen.kind === 'landing')
    return (
      <LandingView
        key={`${screen.deliveryId}|${screen.landingId}`}
        {...common}
        deliveryId={screen.deliveryId}
        landingId={screen.landingId}
      />
    );
  return <DeliveriesView {...common} />;
}
