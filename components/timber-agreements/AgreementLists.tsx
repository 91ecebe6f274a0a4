import { useId, useState } from 'react';
import type { Agreement, AssortmentVolume } from '../../shared/contracts/timber-agreements.ts';
import { DataTable } from '../../shared/elements/DataTable.tsx';
import { Checkbox } from '../../shared/forms/fields.tsx';
import { formatDate } from '../../shared/format/index.ts';
import { unitSymbols } from '../../shared/format/units.ts';
import { DeliveryPlanDialog } from './DeliveryPlanDialog.tsx';
import { assortmentLabel, monthsSpan, statusLabel, validitySpan } from './labels.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { agreementPath } from './paths.ts';
import { t } from './t.ts';

const ended = (a: Agreement) => a.status === 'Archived' || a.status === 'Unknown';

/**
 * §2.1 Agreement list sections: awaiting signing, drafts not submitted, agreements (ended
 * ones behind a filter). Each shows name, status, created, agreed and reported volume,
 * delivery months and validity, and a delivery plan per assortment.
 */
export function AgreementLists({
  agreements,
  slug,
  navigate,
  deliveriesOf,
  wizardOpen,
  readOnly,
  recipientChoosable,
  onChooseRecipient,
}: {
  agreements: readonly Agreement[];
  slug: string;
  navigate: (path: string) => void;
  /** The agreement's deliveries page when the member may open it, else null. */
  deliveriesOf: (a: Agreement) => string | null;
  /** Whether the member may open the agreement's wizard (its variant on, the write role). */
  wizardOpen: (a: Agreement) => boolean;
  /** Without the agreements' write role: the lists are to read. */
  readOnly: boolean;
  /** Whether the member may choose the draft's liquidity recipient here (the proxy right). */
  recipientChoosable: (a: Agreement) => boolean;
  onChooseRecipient: (a: Agreement) => void;
}) {
  const [showEnded, setShowEnded] = useState(false);
  const [plan, setPlan] = useState<{
    agreement: Agreement;
    plan: AssortmentVolume;
    opener: HTMLElement | null;
  } | null>(null);
  const filterId = useId();
  const awaiting = agreements.filter((a) => a.status === 'SentForSign');
  const drafts = agreements.filter((a) => a.status === 'Draft');
  const others = agreements.filter(
    (a) => a.status !== 'SentForSign' && a.status !== 'Draft' && (showEnded || !ended(a)),
  );
  const openPlan = (agreement: Agreement, entry: AssortmentVolume, opener: HTMLElement) =>
    setPlan({ agreement, plan: entry, opener });

  /** The agreement's deliveries link on a line of its own, when the member may open them. */
  const deliveriesLink = (a: Agreement) => {
    const deliveries = deliveriesOf(a);
    return (
      deliveries && (
        <>
          <br />
          <PortalLink href={deliveries} navigate={navigate}>
            {t('action.deliveries', { name: a.name })}
          </PortalLink>
        </>
      )
    );
  };
  const action = (a: Agreement) => {
    if (recipientChoosable(a)) {
      return (
        <button type="button" className="link-button" onClick={() => onChooseRecipient(a)}>
          {t('action.liquidity', { name: a.name })}
        </button>
      );
    }
    if (!wizardOpen(a)) {
      return (
        <>
          {t(readOnly ? 'lists.readOnly' : 'lists.wizardOff')}
          {deliveriesLink(a)}
        </>
      );
    }
    if (a.status === 'Draft') {
      return (
        <PortalLink href={agreementPath(slug, a.wizardId)} navigate={navigate}>
          {t('action.continue', { name: a.name })}
        </PortalLink>
      );
    }
    if (a.awaitingMySignature) {
      return (
        <PortalLink href={agreementPath(slug, a.wizardId, 'signera')} navigate={navigate}>
          {t('action.sign', { name: a.name })}
        </PortalLink>
      );
    }
    return (
      <>
        <PortalLink href={agreementPath(slug, a.wizardId, 'granska')} navigate={navigate}>
          {t('action.open', { name: a.name })}
        </PortalLink>
        {deliveriesLink(a)}
      </>
    );
  };

  return (
    <>
      <Section id="awaiting" rows={awaiting} action={action} onPlan={openPlan} />
      <Section id="drafts" rows={drafts} action={action} onPlan={openPlan} />
      <Section
        id="agreements"
        rows={others}
        action={action}
        onPlan={openPlan}
        filter={
          <Checkbox
            id={filterId}
            label={t('lists.showEnded')}
            value={showEnded}
            onChange={setShowEnded}
          />
        }
      />
      {plan && (
        <DeliveryPlanDialog
          agreement={plan.agreement}
          plan={plan.plan}
          onClose={() => {
            plan.opener?.focus();
            setPlan(null);
          }}
        />
      )}
    </>
  );
}

function Section({
  id,
  rows,
  action,
  onPlan,
  filter,
}: {
  /** The list's heading and empty text are `lists.{id}` and `lists.none.{id}`. */
  id: 'awaiting' | 'drafts' | 'agreements';
  rows: readonly Agreement[];
  action: (a: Agreement) => React.ReactNode;
  onPlan: (a: Agreement, entry: AssortmentVolume, opener: HTMLElement) => void;
  filter?: React.ReactNode;
}) {
  const headingId = `${useId()}-${id}`;
  return (
    <div className="section-spaced" data-list={id}>
      <h2 id={headingId}>{t(`lists.${id}`)}</h2>
      {filter}
      {rows.length === 0 ? (
        <p>{t(`lists.none.${id}`)}</p>
      ) : (
        <DataTable
          name={{ labelledBy: headingId }}
          className="data-table"
          columns={[
            { label: t('col.name') },
            { label: t('col.status') },
            { label: t('col.created') },
            { label: t('col.volume') },
            { label: t('col.months') },
            { label: t('col.validity') },
            { label: t('col.actions') },
          ]}
        >
          {rows.map((a) => (
            <tr key={a.id}>
              <th scope="row">
                {a.name}
                <br />
                <span className="visually-hidden">, </span>
                {a.agreementNo}
                {a.generation === 'v2' && (
                  <>
                    <br />
                    <span className="visually-hidden">, </span>
                    {t('lists.v2')}
                  </>
                )}
              </th>
              <td>{statusLabel(a.status)}</td>
              <td>{formatDate(a.createdAt)}</td>
              <td>
                {t('volume.pair', {
                  agreed: a.agreedVolume,
                  reported: a.reportedVolume,
                  unit: unitSymbols.m3fub,
                })}
              </td>
              <td>{monthsSpan(a)}</td>
              <td>{validitySpan(a)}</td>
              <td>
                <ul className="plain-list">
                  <li>{action(a)}</li>
                  {a.volumes.map((entry) => (
                    <li key={entry.assortment}>
                      <button
                        type="button"
                        className="link-button"
                        onClick={(event) => onPlan(a, entry, event.currentTarget)}
                      >
                        {t('action.plan', { assortment: assortmentLabel(entry.assortment) })}
                      </button>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
