import { useId } from 'react';
import type { CertificationState, Deviation } from '../../shared/contracts/certification.ts';
import { selectableCertificates } from '../../shared/contracts/certification/guard.ts';
import { formatDate } from '../../shared/format/index.ts';
import { isRequirementMet } from '../../shared/access/requirements.ts';
import { certificationElement } from '../../shared/contracts/certification/element.ts';
import { LoadState, useCertification } from './context.tsx';
import { certificationPath, documentsPath } from './paths.ts';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * The home (§2, §3): the member's status (not certified, under processing, certified with
 * the issued date; FSC, PEFC or both), the deviations on their estates, the way into the
 * application and the documents page.
 */
export function Home() {
  const { state, portal } = useCertification();
  const mayApply =
    portal.isFlagOn('CertificationApplication') &&
    isRequirementMet(
      certificationElement.routes.certificationIntro.rule.requirement,
      portal.profile.data?.roles ?? [],
    );
  // The flag CertificationStatus (§2) shows the status block.
  const showsStatus = portal.isFlagOn('CertificationStatus');
  if (state.state !== 'loaded') return <LoadState load={state} />;
  const data = state.data;
  return (
    <>
      <p>{t('home.intro')}</p>
      {showsStatus && <Status data={data} />}
      {mayApply && <ApplyLink data={data} />}
      <Deviations deviations={data.deviations} />
      <p className="space-before-large">
        <PortalLink href={documentsPath}>{t('home.documents')}</PortalLink>
      </p>
    </>
  );
}

function Status({ data }: { data: CertificationState }) {
  const headingId = useId();
  const { status } = data;
  return (
    <section aria-labelledby={headingId} className="space-before-large">
      <h3 id={headingId}>{t('home.status')}</h3>
      <LabelValueList
        rows={[
          [t('home.status.label'), t(`home.status.${status.kind}`)],
          [t('home.certificate'), status.kind !== 'none' && t(`type.${status.certificateType}`)],
          [
            t('home.issued'),
            status.kind === 'completed' &&
              (status.issuedOn ? formatDate(status.issuedOn) : t('home.issued.unknown')),
          ],
          [t('home.submitted'), status.kind === 'pending' && formatDate(status.submittedAt)],
        ]}
        className="details-grid"
      />
      {status.kind === 'pending' && (
        <p>{t('home.pendingText', { type: t(`type.${status.certificateType}`) })}</p>
      )}
      {status.kind !== 'pending' && data.rejection && (
        <p>
          {t('home.rejected', {
            type: t(`type.${data.rejection.certificateType}`),
            date: formatDate(data.rejection.rejectedOn),
            reason: data.rejection.reason,
          })}
        </p>
      )}
    </section>
  );
}

function ApplyLink({ data }: { data: CertificationState }) {
  const { eligibility } = data;
  if (eligibility.hasPendingApplication) return null;
  const choices = selectableCertificates(eligibility);
  if (choices.length === 0) return <p>{t('home.bothHeld')}</p>;
  const other = choices.find((c) => c !== 'FSCAndPEFC');
  return (
    <p className="space-before-large">
      <PortalLink href={certificationPath('certificationIntro')} className="button button-primary">
        {choices.length === 2 && other
          ? t('home.applyDouble', { other: t(`type.${other}`) })
          : t('home.apply')}
      </PortalLink>
    </p>
  );
}

function Deviations({ deviations }: { deviations: Deviation[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-before-large">
      <h3 id={headingId}>{t('home.deviations')}</h3>
      {deviations.length === 0 ? (
        <p>{t('home.deviations.none')}</p>
      ) : (
        <ul>
          {deviations.map((d) => (
            <li key={`${d.kind}:${d.estate}`}>
              {t(`deviation.${d.kind}`, {
                estate: d.estate,
                date: d.date ? formatDate(d.date) : '',
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
