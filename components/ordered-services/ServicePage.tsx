import { useEffect, useId, useRef, useState } from 'react';
import type {
  ServiceOrderDetails,
  TreatmentUnit,
} from '../../shared/contracts/ordered-services.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { formatDate } from '../../shared/format/index.ts';
import { errorText, type OrderedServicesCalls } from './api.ts';
import {
  formatCount,
  formatHa,
  formatM3fub,
  formatM3fubPerHa,
  stepStatusOf,
  treatmentLabel,
} from './format.ts';
import { listPath, measuredTimberPath, unitsMapPath } from './paths.ts';
import { Steps } from './ServiceList.tsx';
import { t } from './t.ts';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

export interface ServicePageProps {
  calls: OrderedServicesCalls;
  profileKey: string | null;
  serviceOrderNumber: string;
  go(path: string): void;
  /** The member's usage of a related link (§7 openLink). */
  onOpenLink(): void;
  flags: { measuredTimber: boolean; map: boolean };
}

function UnitFacts({ unit }: { unit: TreatmentUnit }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="services-unit">
      <h4 id={headingId}>{t('service.unit', { number: unit.number })}</h4>
      {unit.draft && <p className="alert services-draft">{t('service.unitDraft')}</p>}
      <LabelValueList
        rows={[
          [t('unit.type'), unit.unitType],
          [t('unit.treatment'), treatmentLabel(unit.treatmentType)],
          [t('unit.area'), formatHa(unit.areaHa)],
          [t('unit.season'), unit.season && t(`season.${unit.season}`)],
          [t('unit.seedlingSize'), unit.seedlingSize],
          [t('unit.plantTreatment'), unit.treatment],
          [t('unit.provenance'), unit.provenance],
          [t('unit.productionSystem'), unit.productionSystem],
          [t('unit.species'), unit.species],
          [
            t('unit.totalSeedlings'),
            unit.totalSeedlings !== null && formatCount(unit.totalSeedlings),
          ],
          [
            t('unit.seedlingsPerHa'),
            unit.seedlingsPerHa !== null && formatCount(unit.seedlingsPerHa),
          ],
          [
            t('unit.volumePerHa'),
            unit.volumePerHaM3fub !== null && formatM3fubPerHa(unit.volumePerHaM3fub),
          ],
          [t('unit.startEarliest'), unit.startEarliest && formatDate(unit.startEarliest)],
        ]}
        className="services-facts"
      />
    </section>
  );
}

function ServiceDetails({
  order,
  go,
  onOpenLink,
  flags,
}: { order: ServiceOrderDetails } & Pick<ServicePageProps, 'go' | 'onOpenLink' | 'flags'>) {
  const unitsId = useId();
  const status = stepStatusOf(order);
  return (
    <>
      <LabelValueList
        rows={[
          [t('service.treatment'), treatmentLabel(order.treatmentType)],
          [t('service.worker'), order.worker ?? t('service.noWorker')],
          [t('service.area'), formatHa(order.totalAreaHa)],
          [t('service.number'), order.serviceOrderNumber],
          [t('service.subProject'), order.subProject],
          [t('service.signed'), formatDate(order.signedOn)],
          [
            t('service.volume'),
            order.totalVolumeM3fub !== null ? formatM3fub(order.totalVolumeM3fub) : null,
          ],
          [t('service.steps'), <Steps key="steps" order={order} />],
          [t('service.status'), `${t(`state.${order.state}`)}, ${t(`stepStatus.${status}`)}`],
          [t('service.modified'), formatDate(order.lastModifiedAt)],
          [
            t('service.manager'),
            order.responsibleManager.phone
              ? `${order.responsibleManager.name}, ${order.responsibleManager.phone}`
              : order.responsibleManager.name,
          ],
        ]}
        className="services-facts"
      />
      {(order.relatedLinks.length > 0 ||
        (flags.measuredTimber && order.hasMeasuredTimber) ||
        flags.map) && (
        <ul className="services-links">
          {flags.measuredTimber && order.hasMeasuredTimber && (
            <li>
              <PortalLink href={measuredTimberPath(order.serviceOrderNumber)} navigate={go}>
                {t('service.measuredTimber')}
              </PortalLink>
            </li>
          )}
          {flags.map && order.treatmentUnits.length > 0 && (
            <li>
              <PortalLink href={unitsMapPath(order.serviceOrderNumber)} navigate={go}>
                {t('service.map')}
              </PortalLink>
            </li>
          )}
          {order.relatedLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} onClick={onOpenLink}>
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h3 id={unitsId}>{t('service.units')}</h3>
      {order.treatmentUnits.length === 0 ? (
        <p>{t('service.noUnits')}</p>
      ) : (
        order.treatmentUnits.map((unit) => <UnitFacts key={unit.id} unit={unit} />)
      )}
    </>
  );
}

/**
 * A work order (§2.2 `tjanst/{serviceOrderNumber}`, §3): its facts and treatment units. A
 * finished order shows only after the member chooses to, under a warning (§4: closed
 * services are shown only by override with a warning).
 */
export function ServicePage(props: ServicePageProps) {
  const { calls, profileKey, serviceOrderNumber, go } = props;
  const [override, setOverride] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The override's button goes away: focus moves to the service it revealed.
  useEffect(() => {
    if (override) headingRef.current?.focus();
  }, [override]);
  const key = profileKey === null ? null : `${profileKey}|${serviceOrderNumber}`;
  const order = useLoad(key, (signal) =>
    calls.getServiceOrder({ params: { serviceOrderNumber }, signal }),
  );
  const back = (
    <p>
      <PortalLink
        href={listPath(order.state === 'loaded' ? order.data.state : 'active')}
        navigate={go}
      >
        {t('backToList')}
      </PortalLink>
    </p>
  );
  if (order.state === 'loading') return <LoadingStatus>{t('loadingService')}</LoadingStatus>;
  if (order.state === 'error')
    return (
      <>
        {back}
        <LoadFailure
          message={errorText(order.error)}
          retryLabel={t('retry')}
          onRetry={order.reload}
        />
      </>
    );
  const heading = (
    <h2 ref={headingRef} tabIndex={-1}>
      {t('service.heading', {
        treatment: treatmentLabel(order.data.treatmentType),
        estate: order.data.estate,
      })}
    </h2>
  );
  if (order.data.state === 'finished' && !override)
    return (
      <>
        {back}
        {heading}
        <div className="alert services-warning">
          <p>{t('service.finishedWarning')}</p>
          <button type="button" className="button" onClick={() => setOverride(true)}>
            {t('service.showFinished')}
          </button>
        </div>
      </>
    );
  return (
    <>
      {back}
      {heading}
      {order.data.state === 'finished' && (
        <p className="alert services-warning">{t('service.finishedWarning')}</p>
      )}
      <ServiceDetails
        order={order.data}
        go={go}
        onOpenLink={props.onOpenLink}
        flags={props.flags}
      />
    </>
  );
}
