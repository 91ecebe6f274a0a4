import type { MemberProfile } from '../../shared/contracts/memberProfile.ts';
import {
  contactPreferenceKeys,
  countryName,
  type ContactDetails,
  type PostalAddress,
} from '../../shared/contracts/contactDetails.ts';
import { formatDate } from '../../shared/format/format.ts';
import { t } from './t.ts';

/** Swedish postal codes are written '352 30'. */
function displayPostalCode(address: PostalAddress): string {
  const code = address.postalCode;
  return address.country === 'SE' && /^\d{5}$/.test(code)
    ? `${code.slice(0, 3)} ${code.slice(3)}`
    : code;
}

/** An address as the lines of an envelope. */
export function addressLines(address: PostalAddress): string[] {
  return [
    address.co ? `c/o ${address.co.replace(/^c\/o\s*/i, '')}` : null,
    address.address1,
    address.address2,
    `${displayPostalCode(address)} ${address.city}`,
    address.country === 'SE' ? null : countryName(address.country),
  ].filter((line): line is string => Boolean(line));
}

export function formatMobile(details: ContactDetails): string | null {
  if (!details.mobilePhone) return null;
  return `${details.mobileCountryCode ?? ''} ${details.mobilePhone}`.trim();
}

/** The member's details as a description list (economy §3, platform §3). */
export function DetailsList({
  profile,
  details,
}: {
  profile: MemberProfile | null;
  details: ContactDetails;
}) {
  const chosen = contactPreferenceKeys.filter((key) => details.contactPreferences[key]);
  const mobile = formatMobile(details);
  return (
    <dl className="details-stacked">
      <div>
        <dt>{t('details.name')}</dt>
        <dd>{profile?.name ?? ''}</dd>
      </div>
      <div>
        <dt>{t('details.customerNo')}</dt>
        <dd>{profile?.customerNo ?? ''}</dd>
      </div>
      <div>
        <dt>{t('details.email')}</dt>
        <dd>{details.email ?? t('details.missing')}</dd>
      </div>
      <div>
        <dt>{t('details.mobile')}</dt>
        <dd>{mobile ?? t('details.missing')}</dd>
      </div>
      <div>
        <dt>{t('details.address')}</dt>
        <dd>
          {details.address
            ? addressLines(details.address).map((line) => <div key={line}>{line}</div>)
            : t('details.missing')}
          {details.pendingAddress && (
            <p className="banner banner-info stack-after">
              <strong>{t('details.pendingAddress')}</strong>{' '}
              {t('details.pendingAddressDetail', {
                date: formatDate(details.pendingAddress.requestedAt),
                address: addressLines(details.pendingAddress).join(', '),
              })}
            </p>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('details.preferences')}</dt>
        <dd>
          {chosen.length === 0 ? (
            t('details.noPreferences')
          ) : (
            <ul className="bullet-list">
              {chosen.map((key) => (
                <li key={key}>{t(`preference.${key}`)}</li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('details.lastConfirmed')}</dt>
        <dd>
          {details.lastModifiedEmailPhone
            ? formatDate(details.lastModifiedEmailPhone)
            : t('details.neverConfirmed')}
        </dd>
      </div>
    </dl>
  );
}
