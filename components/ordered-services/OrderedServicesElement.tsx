import { useEffect } from 'react';
import { trackUsageEvent } from '../../shared/api/postUsageEvent.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useRoute } from '../../shared/elements/portal.ts';
import { useOrderedServicesCalls } from './api.ts';
import { ServiceMapPage } from './lazy.tsx';
import { MeasuredTimberPage } from './MeasuredTimberPage.tsx';
import { useOrderedServicesPortal } from './portal.ts';
import { unitsMapPath } from './paths.ts';
import { ServiceList } from './ServiceList.tsx';
import { ServicePage } from './ServicePage.tsx';
import { t } from './t.ts';

/**
 * portal-ordered-services (timber-production-map §2.2): the list's tabs, a service, its
 * measured timber and its map, chosen by the route the host matched. The bare base shows the
 * active tab; `karta` redirects to the treatment unit list `karta/atgardsobjekt` in place of
 * the address (so Back leaves the map), the query passed on as §2.2 says.
 */
export function OrderedServicesElement(_props: ServiceElementProps) {
  const portal = useOrderedServicesPortal();
  const route = useRoute();
  const calls = useOrderedServicesCalls(portal.api);
  const { api, navigate, profileKey, search } = portal;
  const serviceOrderNumber = route.params.serviceOrderNumber;
  const mapRedirect =
    route.id === 'productionMap' && serviceOrderNumber !== undefined
      ? `${unitsMapPath(serviceOrderNumber)}${search}`
      : null;
  useEffect(() => {
    if (mapRedirect) navigate(mapRedirect, { replace: true });
  }, [mapRedirect, navigate]);

  // §7: opening the measured timber report is counted once per visit.
  const onReport = route.id === 'productionMeasuredTimber';
  useEffect(() => {
    if (onReport) trackUsageEvent(api, 'openAssortmentPowerBiReportPage');
  }, [onReport, api]);

  // What every screen is given.
  const common = { calls, profileKey, go: navigate };
  let screen;
  if (portal.profile.state !== 'loaded' || mapRedirect) {
    screen = <LoadingStatus>{t('loading')}</LoadingStatus>;
  } else if (route.id === 'productionMeasuredTimber' && serviceOrderNumber !== undefined) {
    screen = (
      <MeasuredTimberPage
        key={serviceOrderNumber}
        {...common}
        serviceOrderNumber={serviceOrderNumber}
      />
    );
  } else if (
    (route.id === 'productionMapUnits' || route.id === 'productionMapUnit') &&
    serviceOrderNumber !== undefined
  ) {
    screen = (
      <ServiceMapPage
        key={serviceOrderNumber}
        {...common}
        serviceOrderNumber={serviceOrderNumber}
        unitId={route.params.unitId ?? null}
        search={search}
      />
    );
  } else if (route.id === 'productionService' && serviceOrderNumber !== undefined) {
    screen = (
      <ServicePage
        key={serviceOrderNumber}
        {...common}
        serviceOrderNumber={serviceOrderNumber}
        onOpenLink={() => trackUsageEvent(api, 'openLink')}
        flags={{
          measuredTimber: portal.isFlagOn('AssortmentReport'),
          map: portal.isFlagOn('MemberProductionMap'),
        }}
      />
    );
  } else {
    screen = (
      <ServiceList {...common} tab={route.id === 'productionFinished' ? 'finished' : 'active'} />
    );
  }
  return <div className="services">{screen}</div>;
}
