import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

/** kontakt (§2: any customer type, also one who is not a customer yet). */
export function Contact() {
  return (
    <section aria-labelledby="electricity-contact">
      <h2 id="electricity-contact">{t('contact.heading')}</h2>
      <p>{t('contact.text')}</p>
      <LabelValueList
        rows={[
          [
            t('contact.phone'),
            <>
              <a href={`tel:${t('contact.phoneLink')}`}>{t('contact.phoneNumber')}</a>
            </>,
          ],
          [
            t('contact.email'),
            <>
              <a href={`mailto:${t('contact.emailAddress')}`}>{t('contact.emailAddress')}</a>
            </>,
          ],
        ]}
        className="details-grid"
      />
      <p>{t('contact.newCustomer')}</p>
    </section>
  );
}
