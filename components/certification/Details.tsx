import { CertLink, useCertification } from './context.tsx';
import { profilePath } from './paths.ts';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

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
        <a
          href={profile}
          onClick={(event) => {
            event.preventDefault();
            portal.navigate(profile);
          }}
        >
          {t('details.change')}
        </a>
      </p>
      <div className="form-footer">
        <CertLink to="certificationIntro" className="button">
          {t('steps.back')}
        </CertLink>
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
