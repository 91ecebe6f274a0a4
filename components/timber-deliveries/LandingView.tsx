import { useId, useState } from 'react';
import { assortmentLabels } from '../../shared/contracts/price-model.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberScreenMessages } from '../../shared/contracts/timber/screenMessages.ts';
import {
  availabilityLabels,
  carryingClassLabels,
  fellingWeekLabel,
  landingClassNames,
  originLabels,
  passabilityLabels,
  plowedRoadLabels,
  reloadingLabels,
  stripRoadLabels,
  turningPointLabels,
  type LandingAssortmentView,
} from '../../shared/contracts/timber-deliveries.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { errorText } from './api.ts';
import { AssortmentDialog } from './AssortmentDialog.tsx';
import { InitError } from './InitError.tsx';
import { LandingDialog } from './LandingDialog.tsx';
import { deliveryLocks } from './locks.ts';
import { DeliveryPending, useDeliveryDetail, type ScreenProps } from './LandingList.tsx';
import { landingsPath } from './paths.ts';
import { t } from './t.ts';
import { unitSymbols } from '../../shared/format/units.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

type Open =
  | null
  | { kind: 'edit' | 'delete' | 'add' }
  | { kind: 'assortment' | 'removeAssortment'; assortment: LandingAssortmentView };

/**
 * One landing (§2.1 `upplag/{landingGisGuid}`): its information, edit, delete (refused while
 * it carries assortments: the conflict message), and its assortments, added and changed in a
 * dialog. Read from the delivery's one answer.
 */
export function LandingView(props: ScreenProps & { landingId: string }) {
  const { calls, agreementId, deliveryId, landingId, canWrite, navigate } = props;
  const data = useDeliveryDetail(props);
  const [open, setOpen] = useState<Open>(null);
  const infoId = useId();
  const assortmentsId = useId();

  if (data.state !== 'loaded') return <DeliveryPending data={data} navigate={navigate} />;
  const detail = data.data;
  const back = (
    <p>
      <PortalLink href={landingsPath(agreementId, deliveryId)} navigate={navigate}>
        {t('backToLandings')}
      </PortalLink>
    </p>
  );
  const landing = detail.landings.find((l) => l.id === landingId);
  if (!landing)
    return (
      <div className="deliveries">
        {back}
        <p className="alert alert-error">{t('view.notFound')}</p>
      </div>
    );
  const writable = canWrite && detail.delivery.status !== 'Closed';
  // What the server refuses meanwhile is not offered (locks.ts).
  const locks = deliveryLocks(detail.delivery);
  const landingWritable = writable && !locks.landingsLocked;
  const assortmentsWritable = writable && !locks.assortmentsLocked;
  const onLanding = new Set(landing.assortments.map((a) => a.assortment));
  const addable = detail.agreementAssortments.filter((a) => !onLanding.has(a));
  const done = (changed: boolean) => {
    setOpen(null);
    if (changed) data.refresh();
  };

  const info: [string, string][] = [
    [t('landing.comment'), landing.comment || '–'],
    [
      t('landing.position'),
      `N ${Math.round(landing.position.n)} E ${Math.round(landing.position.e)} (SWEREF 99 TM)`,
    ],
    [landingClassNames.carryingCapacityClass, carryingClassLabels[landing.carryingCapacityClass]],
    [landingClassNames.availabilityClass, availabilityLabels[landing.availabilityClass]],
    [landingClassNames.passabilityClass, passabilityLabels[landing.passabilityClass]],
    [landingClassNames.turningPointClass, turningPointLabels[landing.turningPointClass]],
    [landingClassNames.reloadingClass, reloadingLabels[landing.reloadingClass]],
    [landingClassNames.plowedRoadClass, plowedRoadLabels[landing.plowedRoadClass]],
    [landingClassNames.stripRoadClass, stripRoadLabels[landing.stripRoadClass]],
  ];

  return (
    <div className="deliveries">
      {back}
      <h2>{landing.name}</h2>
      {locks.reason && <p className="alert banner-info">{t(locks.reason)}</p>}
      {detail.estates === null && (
        <InitError
          error={null}
          reload={data.reload}
          navigate={navigate}
          fallback={timberScreenMessages.estatesFetchFailed}
        />
      )}
      <h3 id={infoId}>{t('view.info')}</h3>
      <LabelValueList rows={info} className="deliveries-info" aria-labelledby={infoId} />
      {landing.positionLocked && <p className="alert banner-info">{t('landing.positionLocked')}</p>}
      {landingWritable && (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setOpen({ kind: 'edit' })}>
            {t('view.edit')}
          </button>
          {landing.assortments.length === 0 && (
            <button type="button" className="button" onClick={() => setOpen({ kind: 'delete' })}>
              {t('view.delete')}
            </button>
          )}
        </div>
      )}
      {/* The server refuses removing a landing with assortments (LandingHasAssortments). */}
      {landingWritable && landing.assortments.length > 0 && (
        <p className="alert banner-info">{timberProblems.LandingHasAssortments.message}</p>
      )}

      <h3 id={assortmentsId}>{t('view.assortments')}</h3>
      {assortmentsWritable && addable.length > 0 && (
        <p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setOpen({ kind: 'add' })}
          >
            {t('view.addAssortment')}
          </button>
        </p>
      )}
      {landing.assortments.length === 0 ? (
        <p>{t('view.noAssortments')}</p>
      ) : (
        <DataTable
          name={{ labelledBy: assortmentsId }}
          className="data-table"
          columns={[
            { label: t('assortment.assortment') },
            { label: t('col.volume', { unit: unitSymbols.m3fub }), className: 'numeric' },
            { label: t('col.fellingWeek') },
            { label: t('col.spruce'), className: 'numeric' },
            { label: t('col.origin') },
            { label: t('col.stacks'), className: 'numeric' },
            { label: t('col.final') },
            assortmentsWritable && { label: t('col.actions') },
          ]}
        >
          {landing.assortments.map((a) => {
            const name = assortmentLabels[a.assortment];
            return (
              <tr key={a.id}>
                <th scope="row">{name}</th>
                <td className="numeric">{a.volume}</td>
                <td>{fellingWeekLabel(a.fellingWeek)}</td>
                <td className="numeric">{a.sprucePercentage}</td>
                <td>{a.origin ? originLabels[a.origin] : '–'}</td>
                <td className="numeric">{a.numberOfStacks}</td>
                <td>{a.final ? t('yes') : t('no')}</td>
                {assortmentsWritable && (
                  <td>
                    <div className="button-row">
                      <button
                        type="button"
                        className="button"
                        onClick={() => setOpen({ kind: 'assortment', assortment: a })}
                      >
                        {t('view.editAssortment', { name })}
                      </button>
                      <button
                        type="button"
                        className="button"
                        onClick={() => setOpen({ kind: 'removeAssortment', assortment: a })}
                      >
                        {t('view.removeAssortment', { name })}
                      </button>
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </DataTable>
      )}

      {open?.kind === 'edit' && (
        <LandingDialog
          calls={calls}
          deliveryId={deliveryId}
          landings={detail.landings}
          borders={(detail.estates ?? []).map((e) => e.geometry)}
          landing={landing}
          onClose={done}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('view.deleteTitle')}
          text={t('view.deleteText', { name: landing.name })}
          confirmLabel={t('view.delete')}
          busyLabel={t('view.deleting')}
          cancelLabel={t('cancel')}
          onConfirm={() => calls.deleteLanding({ params: { deliveryId, landingId } })}
          failureText={errorText}
          onConfirmed={() => navigate(landingsPath(agreementId, deliveryId))}
          onCancel={() => setOpen(null)}
        />
      )}
      {(open?.kind === 'add' || open?.kind === 'assortment') && (
        <AssortmentDialog
          calls={calls}
          deliveryId={deliveryId}
          landingId={landingId}
          assortments={addable}
          existing={open.kind === 'assortment' ? open.assortment : null}
          onClose={done}
        />
      )}
      {open?.kind === 'removeAssortment' && (
        <ConfirmDialog
          title={t('view.removeAssortmentTitle')}
          text={t('view.removeAssortmentText', {
            name: assortmentLabels[open.assortment.assortment],
          })}
          confirmLabel={t('view.removeAssortment', {
            name: assortmentLabels[open.assortment.assortment],
          })}
          busyLabel={t('view.deleting')}
          cancelLabel={t('cancel')}
          onConfirm={() =>
            calls.deleteAssortment({
              params: { deliveryId, landingId, assortmentId: open.assortment.id },
            })
          }
          failureText={errorText}
          onConfirmed={() => done(true)}
          onCancel={() => setOpen(null)}
        />
      )}
    </div>
  );
}
