import { useCertification } from './context.tsx';
import { certificationPath, profilePath } from './paths.ts';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
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
      <LabelValueList
        rows={[
          [t('details.name'), contact.name],
          [t('details.email'), contact.email ?? t('details.missing')],
          [t('details.phone'), contact.phone ?? t('details.missing')],
          [
            t('details.address'),
            contact.address.length === 0
              ? t('details.missing')
              : contact.address.map((line) => <div key={line}>{line}</div>),
          ],
        ]}
        className="details-grid"
      />
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
