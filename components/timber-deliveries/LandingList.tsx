import { getBridge } from '@portal/bridge';
import { useId, useState } from 'react';
import { timberScreenMessages } from '../../shared/contracts/timber/screenMessages.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { deliveryLimits, type DeliveryDetail } from '../../shared/contracts/timber-deliveries.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { errorText, type DeliveryCalls } from './api.ts';
import { CompleteDialog } from './CompleteDialog.tsx';
import { InitError } from './InitError.tsx';
import { LandingDialog } from './LandingDialog.tsx';
import { deliveryLocks, sendRefusal } from './locks.ts';
import { assortmentList, statusText } from './labels.ts';
import { DeliveryMap, OriginEditor } from './lazy.tsx';
import { OriginSummary } from './OriginSummary.tsx';
import { deliveriesPath, landingPath } from './paths.ts';
import { StackTagDialog } from './StackTagDialog.tsx';
import { t } from './t.ts';
import { formatQuantity } from '../../shared/format/units.ts';

export interface ScreenProps {
  calls: DeliveryCalls;
  profileKey: string | null;
  agreementId: string;
  deliveryId: string;
  canWrite: boolean;
  /** The flag Eudr: with it off, no origin areas or review are shown or asked for. */
  eudr: boolean;
  navigate(path: string): void;
}

/** The delivery's one answer (getDelivery), which the landing list and one landing both read. */
export function useDeliveryDetail({ calls, profileKey, deliveryId }: ScreenProps) {
  return useLoad(profileKey && `${profileKey}|${deliveryId}`, (signal) =>
    calls.getDelivery({ params: { deliveryId }, signal }),
  );
}

/** What a landing screen shows until the delivery is there: loading, or the init error. */
export function DeliveryPending({
  data,
  navigate,
}: {
  data: ReturnType<typeof useDeliveryDetail>;
  navigate(path: string): void;
}) {
  return data.state === 'error' ? (
    <InitError
      error={data.error}
      reload={data.reload}
      navigate={navigate}
      fallback={timberScreenMessages.landingsFetchFailed}
    />
  ) : (
    <LoadingStatus>{t('loadingDelivery')}</LoadingStatus>
  );
}

type Open = null | 'landing' | 'tags' | 'complete' | 'origin';

/**
 * The landing list (§2.1 `{deliveryGuid}/upplag`): the notification's landings in a panel and
 * on the map side by side (choosing in one chooses in the other; on a phone one at a time
 * with a toggle), create a landing, the EUDR origin summary, order stack tags, send and
 * complete the delivery. Everything in one call (getDelivery).
 */
export function LandingList(props: ScreenProps) {
  const { calls, agreementId, deliveryId, canWrite, eudr, navigate } = props;
  const data = useDeliveryDetail(props);
  const [selected, setSelected] = useState<string | null>(null);
  const [phoneView, setPhoneView] = useState<'list' | 'map'>('list');
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();

  if (data.state !== 'loaded') return <DeliveryPending data={data} navigate={navigate} />;
  const detail: DeliveryDetail = data.data;
  const { delivery } = detail;
  // §8 "estates fetch failed": the landings stay usable, the estates' borders and drawing
  // the origin (which needs them) wait for a reload.
  const borders = (detail.estates ?? []).map((e) => e.geometry);
  const estatesMissing = detail.estates === null;
  const closed = delivery.status === 'Closed';
  const writable = canWrite && !closed;
  const locks = deliveryLocks(delivery);
  const sendable = delivery.status === 'Draft' && !locks.landingsLocked;
  const completable = !locks.assortmentsLocked;
  // The server takes at most landingsMax landings (MaximumLandingsReached).
  const full = detail.landings.length >= deliveryLimits.landingsMax;
  // Offered only when the server would take them; else one reason why (requireReady).
  const refusal = writable && (sendable || completable) ? sendRefusal(detail, eudr) : null;

  const notify = async () => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      await calls.notifyDelivery({ params: { deliveryId } });
      // Confirmed by the portal's toast (platform §9); a failure stays here and is one too.
      getBridge().toasts.show({ message: t('landings.notified') });
      data.refresh();
    } catch (error) {
      setNotice({ ok: false, text: errorText(error) });
      getBridge().toasts.show({ message: errorText(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const done = (changed: boolean) => {
    setOpen(null);
    if (changed) data.refresh();
  };

  return (
    <div className="deliveries">
      <p>
        <PortalLink href={deliveriesPath(agreementId)} navigate={navigate}>
          {t('backToDeliveries')}
        </PortalLink>
      </p>
      <h2>{t('landings.heading')}</h2>
      <p>
        {t('landings.order', { order: delivery.timberOrderNumber })}. {statusText(delivery, eudr)}
      </p>
      {closed && <p className="alert banner-info">{t('closedReadOnly')}</p>}
      {!canWrite && <p className="alert banner-info">{t('readOnly')}</p>}
      {locks.reason && <p className="alert banner-info">{t(locks.reason)}</p>}
      {estatesMissing && (
        <InitError
          error={null}
          reload={data.reload}
          navigate={navigate}
          fallback={timberScreenMessages.estatesFetchFailed}
        />
      )}

      {writable && (
        <div className="button-row">
          {!locks.landingsLocked && !full && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setOpen('landing')}
            >
              {t('landings.new')}
            </button>
          )}
          {!delivery.stackTags && (
            <button type="button" className="button" onClick={() => setOpen('tags')}>
              {t('action.stackTags', { order: delivery.timberOrderNumber })}
            </button>
          )}
          {sendable && !refusal && (
            <button
              type="button"
              className="button"
              aria-disabled={busy || undefined}
              onClick={notify}
            >
              {busy ? t('landings.notifying') : t('landings.notify')}
            </button>
          )}
          {completable && !refusal && (
            <button type="button" className="button" onClick={() => setOpen('complete')}>
              {t('landings.complete')}
            </button>
          )}
        </div>
      )}
      {writable && !locks.landingsLocked && full && (
        <p className="alert banner-info">{timberProblems.MaximumLandingsReached.message}</p>
      )}
      {refusal && <p className="alert banner-info">{refusal}</p>}
      {writable && delivery.status === 'Draft' && <p>{t('landings.succeeds')}</p>}
      <div role="status">
        {notice && (
          <p className={notice.ok ? 'alert alert-success' : 'alert alert-error'}>{notice.text}</p>
        )}
      </div>

      <p className="deliveries-phone-toggle">
        <button
          type="button"
          className="button"
          aria-pressed={phoneView === 'map'}
          onClick={() => setPhoneView(phoneView === 'map' ? 'list' : 'map')}
        >
          {phoneView === 'map' ? t('landings.showList') : t('landings.showMap')}
        </button>
      </p>
      <div className={`deliveries-split deliveries-split-${phoneView}`}>
        <div className="deliveries-panel">
          <h3 id={listId}>{t('landings.panel')}</h3>
          {detail.landings.length === 0 ? (
            <p>{t('landings.none')}</p>
          ) : (
            <ul className="deliveries-landing-list" aria-labelledby={listId}>
              {detail.landings.map((landing) => {
                const volume = landing.assortments.reduce((sum, a) => sum + a.volume, 0);
                return (
                  <li
                    key={landing.id}
                    className={landing.id === selected ? 'deliveries-landing-current' : undefined}
                  >
                    <PortalLink
                      href={landingPath(agreementId, deliveryId, landing.id)}
                      navigate={navigate}
                    >
                      {landing.name}
                    </PortalLink>
                    <div>
                      {t('landings.assortmentsOn', {
                        count: landing.assortments.length,
                        volume: formatQuantity(volume, 'm3fub'),
                      })}
                      {landing.assortments.length > 0 &&
                        `: ${assortmentList(landing.assortments.map((a) => a.assortment))}`}
                    </div>
                    <button
                      type="button"
                      className="link-button"
                      aria-pressed={landing.id === selected}
                      onClick={() => setSelected(landing.id === selected ? null : landing.id)}
                    >
                      {t('landings.select', { name: landing.name })}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="deliveries-map-column">
          {open === 'origin' ? null : (
            <DeliveryMap
              label={t('landings.mapLabel', { order: delivery.timberOrderNumber })}
              borders={borders}
              landings={detail.landings}
              selectedLandingId={selected}
              areas={eudr ? detail.originAreas.map((a) => a.geometry.coordinates[0] ?? []) : []}
              drawing={[]}
              picked={null}
              selectLanding={setSelected}
              point={() => undefined}
            />
          )}
        </div>
      </div>

      {!eudr ? null : open === 'origin' ? (
        <OriginEditor calls={calls} detail={detail} onClose={(saved) => done(saved)} />
      ) : (
        <>
          {detail.delivery.eudrStatus === 'Returned' && !closed && (
            <ReturnedOrigin note={detail.originReturnNote} />
          )}
          <OriginSummary
            calls={calls}
            detail={detail}
            canEdit={writable && !detail.originLocked && !locks.landingsLocked && !estatesMissing}
            onEdit={() => setOpen('origin')}
          />
        </>
      )}

      {open === 'landing' && (
        <LandingDialog
          calls={calls}
          deliveryId={deliveryId}
          landings={detail.landings}
          borders={borders}
          landing={null}
          onClose={done}
        />
      )}
      {open === 'tags' && (
        <StackTagDialog
          calls={calls}
          deliveryId={deliveryId}
          assortments={detail.agreementAssortments}
          address={detail.address}
          onClose={done}
        />
      )}
      {open === 'complete' && (
        <CompleteDialog calls={calls} detail={detail} eudr={eudr} onClose={done} />
      )}
    </div>
  );
}

/** The cooperative sent the origin back ("Skicka tillbaka"): its note, and what to do next. */
function ReturnedOrigin({ note }: { note: string | null }) {
  return (
    <div className="alert alert-warning">
      <p>
        <strong>{t('origin.returned')}</strong>
      </p>
      {note && <p>{t('origin.returnedNote', { note })}</p>}
      <p>{t('origin.returnedAgain')}</p>
    </div>
  );
}
