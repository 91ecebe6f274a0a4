import { useEffect, useId, useRef } from 'react';
import type { ServiceMap } from '../../../shared/contracts/ordered-services.ts';
import { useLoad } from '../../../shared/elements/useLoad.ts';
import { LazyMapStatus, useLazyMap } from '../../../shared/map/useLazyMap.tsx';
import { errorText, type OrderedServicesCalls } from '../api.ts';
import { formatHa, treatmentLabel } from '../format.ts';
import { servicePath, unitMapPath } from '../paths.ts';
import { PortalLink } from '../../../shared/elements/PortalLink.tsx';
import { t } from '../t.ts';
import { LoadState } from '../../../shared/elements/LoadState.tsx';

export interface ServiceMapPageProps {
  calls: OrderedServicesCalls;
  profileKey: string | null;
  serviceOrderNumber: string;
  /** The unit chosen (route `atgardsobjekt/{guid}`), or none. */
  unitId: string | null;
  /** The address's query ('' or '?…'), passed on to the unit chosen (§2.2). */
  search?: string;
  go(path: string): void;
}

/**
 * The map of a work order (§2.2 `tjanst/{n}/karta/atgardsobjekt[/{guid}]`): its treatment
 * units on the portal's one map (shared/map, a lazy chunk, with its layers and tools) beside
 * their list, and the harvesting site information. Choosing a unit in either place opens its
 * route, so the list and the map show the same one.
 */
export function ServiceMapPage(props: ServiceMapPageProps) {
  const { calls, profileKey, serviceOrderNumber, unitId, go } = props;
  const key = profileKey === null ? null : `${profileKey}|${serviceOrderNumber}`;
  const data = useLoad(key, (signal) =>
    calls.getServiceMap({ params: { serviceOrderNumber }, signal }),
  );
  return (
    <div className="services-map-page">
      <p>
        <PortalLink href={servicePath(serviceOrderNumber)} navigate={go}>
          {t('backToService')}
        </PortalLink>
      </p>
      <h2>{t('map.heading')}</h2>
      <LoadState
        load={data}
        texts={{ loading: t('loadingMap'), failure: errorText, retry: t('retry') }}
        spaced={false}
      />
      {data.state === 'loaded' && <MapAndList {...props} data={data.data} unitId={unitId} />}
    </div>
  );
}

function MapAndList({
  data,
  unitId,
  serviceOrderNumber,
  search = '',
  go,
}: ServiceMapPageProps & { data: ServiceMap }) {
  const unitsId = useId();
  const sitesId = useId();
  const selected = data.units.find((unit) => unit.id === unitId) ?? null;
  const unitHref = (id: string) => `${unitMapPath(serviceOrderNumber, id)}${search}`;
  const choose = (id: string) => go(unitHref(id));
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  // The map is made once per order's data.
  const { container, state, view } = useLazyMap(() => {
    const first = data.units[0]?.geometry.coordinates[0]?.[0] ?? [480_000, 6_305_000];
    return {
      center: { e: first[0]!, n: first[1]! },
      chunk: () => import('./drawService.ts'),
      draw: ({ map, chunk: { drawService } }) =>
        drawService(
          map.map,
          data,
          {
            unit: (number) => t('map.unitTitle', { number }),
            site: (kind) => t(`site.${kind}`),
            kind: t('map.siteKind'),
            description: t('map.siteDescription'),
            position: t('map.sitePosition'),
          },
          (id) => chooseRef.current(id),
        ),
    };
  }, [data]);

  // The route's unit is the selected one, on the map and in the list alike.
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (state !== 'ready') return;
    view.current?.select(unitId, unitId !== null && fitted.current !== unitId);
    fitted.current = unitId;
  }, [view, state, unitId]);

  return (
    <div className="services-map-layout">
      <div className="services-map-side">
        <h3 id={unitsId}>{t('map.units')}</h3>
        <ul className="services-unit-list" aria-labelledby={unitsId}>
          {data.units.map((unit) => {
            const name = t('map.unitTitle', { number: unit.number });
            const current = unit.id === selected?.id;
            return (
              <li key={unit.id}>
                <PortalLink
                  href={unitHref(unit.id)}
                  aria-current={current ? 'true' : undefined}
                  className={current ? 'services-unit-current' : undefined}
                  navigate={go}
                >
                  {name}
                </PortalLink>
                <span>
                  {' '}
                  {treatmentLabel(unit.treatmentType)}, {formatHa(unit.areaHa)}
                  {unit.draft ? `, ${t('map.draft')}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
        <p role="status" className="services-map-selected">
          {selected
            ? t('map.selected', { name: t('map.unitTitle', { number: selected.number }) })
            : ''}
        </p>
        {data.siteInfo.length > 0 && (
          <>
            <h3 id={sitesId}>{t('map.siteInfo')}</h3>
            <ul className="services-site-list" aria-labelledby={sitesId}>
              {data.siteInfo.map((site) => (
                <li key={site.id}>
                  <button
                    type="button"
                    className="link-button"
                    disabled={state !== 'ready'}
                    onClick={() => view.current?.openSite(site.id)}
                  >
                    {t(`site.${site.kind}`)}
                  </button>
                  <span>: {site.description}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="services-map-main">
        <LazyMapStatus state={state} loading={t('loadingMap')} failed={t('map.failed')} />
        <div ref={container} className="services-map-canvas" />
      </div>
    </div>
  );
}
