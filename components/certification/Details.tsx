import { useCertification } from './context.tsx';
import { certificationPath, profilePath } from './paths.ts';
import { t } from './t.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';

/**
 * bli-certifierad/kontaktuppgifter (§2, §5): the member confirms their contact details; a
 * phone number must exist (without one the step points to the profile and cannot be confirmed).
 */
export function Details() {
  const { state, progress, go, portal } = useCertification();
  if (state.state !== 'loaded') return null;
  const { contact } = state.data;
  const profile = profilePath(portal.slug);
  return (
    <>
      <h3>{t('details.heading')}</h3>
      <p>{t('details.text')}</p>
      <dl className="details-grid">
        <dt>{t('details.name')}</dt>
        <dd>{contact.name}</dd>
        <dt>{t('details.email')}</dt>
        <dd>{contact.email ?? t('details.missing')}</dd>
        <dt>{t('details.phone')}</dt>
        <dd>{contact.phone ?? t('details.missing')}</dd>
        <dt>{t('details.address')}</dt>
        <dd>
          {contact.address.length === 0
            ? t('details.missing')
            : contact.address.map((line) => <div key={line}>{line}</div>)}
        </dd>
      </dl>
      {contact.phone === null && (
        <p className="alert alert-error" role="alert">
          {t('details.phoneMissing')}
        </p>
      )}
      <p>
        <PortalLink href={profile}>{t('details.change')}</PortalLink>
      </p>
      <div className="form-footer">
        <PortalLink href={certificationPath('certificationIntro')} className="button">
          {t('steps.back')}
        </PortalLink>
        {contact.phone !== null && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              progress.update({ confirmedDetails: true });
              go('certificationChoose');
            }}
          >
            {t('details.confirm')}
          </button>
        )}
      </div>
    </>
  );
}
