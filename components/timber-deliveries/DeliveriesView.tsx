import { useId, useState } from 'react';
import type {
  DeliveriesAnswer,
  DeliverySummary,
} from '../../shared/contracts/timber-deliveries.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog.tsx';
import { formatDate } from '../../shared/format/index.ts';
import { unitSymbols } from '../../shared/format/units.ts';
import { errorText, type DeliveryCalls } from './api.ts';
import { assortmentList, closeReason, statusText } from './labels.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { agreementsHomePath, landingsPath } from './paths.ts';
import { StackTagDialog } from './StackTagDialog.tsx';
import { t } from './t.ts';
import { InitError } from './InitError.tsx';
import { SentSummary } from './SentSummary.tsx';
import { DeliveryMonthsTable } from './DeliveryMonthsTable.tsx';

type Ask =
  | { kind: 'remove' | 'close'; delivery: DeliverySummary }
  | { kind: 'tags'; delivery: DeliverySummary }
  | null;

/**
 * The deliveries view (§2.1 `virkesordrar`): the agreement's ongoing and closed notifications
 * in one call; create a draft, remove a draft, close an ongoing one (asking first), order
 * stack tags. Staff impersonating see the lists without the actions (portal.ts).
 */
export function DeliveriesView({
  calls,
  profileKey,
  agreementId,
  canWrite,
  eudr,
  navigate,
}: {
  calls: DeliveryCalls;
  profileKey: string | null;
  agreementId: string;
  canWrite: boolean;
  eudr: boolean;
  navigate(path: string): void;
}) {
  const data = useLoad(profileKey && `${profileKey}|${agreementId}`, (signal) =>
    calls.listDeliveries({ params: { agreementId }, signal }),
  );
  // Beside the notifications, not after them: two calls at once, no waterfall.
  const months = useLoad(profileKey && `${profileKey}|${agreementId}|months`, (signal) =>
    calls.listDeliveryMonths({ params: { agreementId }, signal }),
  );
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ask, setAsk] = useState<Ask>(null);
  const ongoingId = useId();
  const closedId = useId();

  if (data.state === 'loading') return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (data.state === 'error')
    return <InitError error={data.error} reload={data.reload} navigate={navigate} />;
  const answer: DeliveriesAnswer = data.data;
  const ongoing = answer.deliveries.filter((d) => d.status !== 'Closed');
  const closed = answer.deliveries.filter((d) => d.status === 'Closed');

  const create = async () => {
    if (creating) return;
    setCreating(true);
    setFailure(null);
    try {
      const { id } = await calls.createDelivery({ params: { agreementId } });
      navigate(landingsPath(agreementId, id));
    } catch (error) {
      setFailure(errorText(error));
      setCreating(false);
    }
  };

  const orderLink = (d: DeliverySummary) => (
    <PortalLink href={landingsPath(agreementId, d.id)} navigate={navigate}>
      {d.timberOrderNumber}
    </PortalLink>
  );
  const columns = [
    { label: t('col.order') },
    { label: t('col.agreement') },
    { label: t('col.status') },
    { label: t('col.landings'), className: 'numeric' },
    { label: t('col.assortments') },
    { label: t('col.volume', { unit: unitSymbols.m3fub }), className: 'numeric' },
  ];

  return (
    <div className="deliveries">
      <p>
        <PortalLink href={agreementsHomePath} navigate={navigate}>
          {t('backToAgreements')}
        </PortalLink>
      </p>
      <h2>{t('deliveries.heading')}</h2>
      <p>
        {t('deliveries.intro', {
          number: answer.agreement.agreementNumber,
          name: answer.agreement.name,
        })}
      </p>
      {canWrite ? (
        <p>
          <button
            type="button"
            className="button button-primary"
            aria-disabled={creating || undefined}
            onClick={create}
          >
            {creating ? t('deliveries.creating') : t('deliveries.new')}
          </button>
        </p>
      ) : (
        <p className="alert banner-info">{t('readOnly')}</p>
      )}
      <div role="alert">{failure && <p className="alert alert-error">{failure}</p>}</div>

      <h3 id={ongoingId}>{t('deliveries.ongoing')}</h3>
      {ongoing.length === 0 ? (
        <p>{t('deliveries.noneOngoing')}</p>
      ) : (
        <DataTable
          name={{ labelledBy: ongoingId }}
          className="data-table"
          columns={[...columns, canWrite && { label: t('col.actions') }]}
        >
          {ongoing.map((d) => (
            <tr key={d.id}>
              <th scope="row">{orderLink(d)}</th>
              <td>{d.agreementNumber}</td>
              <td>{statusText(d, eudr)}</td>
              <td className="numeric">{d.landings}</td>
              <td>{assortmentList(d.assortments)}</td>
              <td className="numeric">{d.volume}</td>
              {canWrite && (
                <td>
                  <div className="button-row">
                    {d.status === 'Draft' && (
                      <button
                        type="button"
                        className="button"
                        onClick={() => setAsk({ kind: 'remove', delivery: d })}
                      >
                        {t('action.remove', { order: d.timberOrderNumber })}
                      </button>
                    )}
                    {d.status === 'Ongoing' && (
                      <button
                        type="button"
                        className="button"
                        onClick={() => setAsk({ kind: 'close', delivery: d })}
                      >
                        {t('action.close', { order: d.timberOrderNumber })}
                      </button>
                    )}
                    {!d.stackTags && (
                      <button
                        type="button"
                        className="button"
                        onClick={() => setAsk({ kind: 'tags', delivery: d })}
                      >
                        {t('action.stackTags', { order: d.timberOrderNumber })}
                      </button>
                    )}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </DataTable>
      )}

      <h3 id={closedId}>{t('deliveries.closed')}</h3>
      {closed.length === 0 ? (
        <p>{t('deliveries.noneClosed')}</p>
      ) : (
        <DataTable
          name={{ labelledBy: closedId }}
          className="data-table"
          columns={[...columns, { label: t('col.closeReason') }]}
        >
          {closed.map((d) => (
            <tr key={d.id}>
              <th scope="row">{orderLink(d)}</th>
              <td>{d.agreementNumber}</td>
              <td>{`${t('status.Closed')} ${d.closedAt ? formatDate(d.closedAt) : ''}`}</td>
              <td className="numeric">{d.landings}</td>
              <td>{assortmentList(d.assortments)}</td>
              <td className="numeric">{d.volume}</td>
              <td>{closeReason(d)}</td>
            </tr>
          ))}
        </DataTable>
      )}

      {closed.map(
        (d) =>
          d.completion && <SentSummary key={d.id} delivery={{ ...d, completion: d.completion }} />,
      )}

      <DeliveryMonthsTable load={months} reload={months.reload} />

      {ask && ask.kind !== 'tags' && (
        <ConfirmDialog
          title={t(ask.kind === 'remove' ? 'remove.title' : 'close.title')}
          text={t(ask.kind === 'remove' ? 'remove.text' : 'close.text', {
            order: ask.delivery.timberOrderNumber,
          })}
          confirmLabel={t(ask.kind === 'remove' ? 'remove.confirm' : 'close.confirm')}
          busyLabel={t(ask.kind === 'remove' ? 'remove.busy' : 'close.busy')}
          cancelLabel={t('cancel')}
          onConfirm={() =>
            ask.kind === 'remove'
              ? calls.deleteDraft({ params: { deliveryId: ask.delivery.id } })
              : calls.closeDelivery({ params: { deliveryId: ask.delivery.id } })
          }
          failureText={errorText}
          onConfirmed={() => {
            setAsk(null);
            data.refresh();
          }}
          onCancel={() => setAsk(null)}
        />
      )}
      {ask?.kind === 'tags' && (
        <StackTagDialog
          calls={calls}
          deliveryId={ask.delivery.id}
          assortments={answer.agreement.assortments}
          address={answer.address}
          onClose={(ordered) => {
            setAsk(null);
            if (ordered) data.refresh();
          }}
        />
      )}
    </div>
  );
}
