import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { LoadState, useElectricity } from './context.tsx';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

/** avtal (§2, §3 Agreement): an active customer's agreements; an inactive one is told. */
export function Agreements({ active }: { active: boolean }) {
  return (
    <section aria-labelledby="electricity-agreements">
      <h2 id="electricity-agreements">{t('agreements.heading')}</h2>
      {active ? <AgreementList /> : <p>{t('agreements.inactive')}</p>}
    </section>
  );
}

function AgreementList() {
  const { portal, calls } = useElectricity();
  const load = useLoad(portal.profileKey && `${portal.profileKey}:agreements`, (signal) =>
    calls.getElectricityAgreements({ signal }),
  );
  if (load.state === 'loading') return <LoadingStatus>{t('loading')}</LoadingStatus>;
  if (load.state === 'error')
    return <LoadState load={load} failure={() => t('agreements.failed')} />;
  return (
    <>
      {load.data.agreements.map((agreement) => {
        const rows: [string, string][] = [
          [
            t('agreements.address'),
            `${agreement.address}, ${agreement.postalCode} ${agreement.city}`,
          ],
          [t('agreements.biddingArea'), agreement.biddingArea],
          [t('agreements.facility'), agreement.facilityId],
          [t('agreements.start'), agreement.startDate],
          [t('agreements.end'), agreement.endDate ?? t('agreements.untilFurther')],
          [
            t('agreements.notice'),
            t('agreements.noticeMonths', { months: agreement.noticePeriodMonths }),
          ],
          [t('agreements.invoiceMethod'), t(`method.${agreement.invoiceMethod}`)],
        ];
        return (
          <article key={agreement.id} aria-labelledby={`agreement-${agreement.id}`}>
            <h3 id={`agreement-${agreement.id}`}>
              {t('agreements.item', { address: agreement.address })}
            </h3>
            <LabelValueList rows={rows} className="details-grid" />
          </article>
        );
      })}
    </>
  );
}
