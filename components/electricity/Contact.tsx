import { t } from './t.ts';

/** kontakt (§2: any customer type, also one who is not a customer yet). */
export function Contact() {
  return (
    <section aria-labelledby="electricity-contact">
      <h2 id="electricity-contact">{t('contact.heading')}</h2>
      <p>{t('contact.text')}</p>
      <dl className="details-grid">
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${t('contact.phoneLink')}`}>{t('contact.phoneNumber')}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${t('contact.emailAddress')}`}>{t('contact.emailAddress')}</a>
          </dd>
        </div>
      </dl>
      <p>{t('contact.newCustomer')}</p>
    </section>
  );
}
