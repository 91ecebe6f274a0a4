import type { MemberProfile } from '../../shared/contracts/memberProfile.ts';
import {
  contactPreferenceKeys,
  countryName,
  type ContactDetails,
  type PostalAddress,
} from '../../shared/contracts/contactDetails.ts';
import { formatDate } from '../../shared/format/format.ts';
import { t } from './t.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';

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
    <LabelValueList
      rows={[
        [t('details.name'), profile?.name ?? ''],
        [t('details.customerNo'), profile?.customerNo ?? ''],
        [t('details.email'), details.email ?? t('details.missing')],
        [t('details.mobile'), mobile ?? t('details.missing')],
        [
          t('details.address'),
          <>
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
          </>,
        ],
        [
          t('details.preferences'),
          chosen.length === 0 ? (
            t('details.noPreferences')
          ) : (
            <ul className="bullet-list">
              {chosen.map((key) => (
                <li key={key}>{t(`preference.${key}`)}</li>
              ))}
            </ul>
          ),
        ],
        [
          t('details.lastConfirmed'),
          details.lastModifiedEmailPhone
            ? formatDate(details.lastModifiedEmailPhone)
            : t('details.neverConfirmed'),
        ],
      ]}
      className="details-stacked"
    />
  );
}
