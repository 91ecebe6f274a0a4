import { eligibilityOutcome } from '../../shared/contracts/certification/guard.ts';
import { LoadState, useCertification } from './context.tsx';
import { certificationPath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * kontakta-radgivare (§4, §6): why the member cannot apply digitally (an organisation user,
 * not an explicit member, abroad, a large estate without a recent plan, inactive) and who
 * their forest adviser is.
 */
export function Adviser() {
  const { state, portal } = useCertification();
  if (state.state !== 'loaded') return <LoadState load={state} />;
  const outcome = eligibilityOutcome(state.data.eligibility);
  const inspectors = portal.profile.data?.inspectors ?? [];
  return (
    <>
      <h3>{t('adviser.heading')}</h3>
      <p>
        {outcome?.kind === 'adviser' ? t(`adviser.reason.${outcome.reason}`) : t('adviser.general')}
      </p>
      <p>{t('adviser.text')}</p>
      {inspectors.length === 0 ? (
        <p>{t('adviser.noInspector')}</p>
      ) : (
        <ul className="plain-list">
          {inspectors.map((i) => (
            <li key={i.emailAddress}>
              <strong>{`${i.firstName} ${i.lastName}`}</strong>
              <br />
              <a href={`tel:${i.phone.replace(/\s/g, '')}`}>{i.phone}</a>
              <br />
              <a href={`mailto:${i.emailAddress}`}>{i.emailAddress}</a>
            </li>
          ))}
        </ul>
      )}
      <p className="space-before-large">
        <PortalLink href={certificationPath('certificationHome')}>{t('steps.home')}</PortalLink>
      </p>
    </>
  );
}
