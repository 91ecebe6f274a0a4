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

const rowStyle = { margin: '0 0 0.75rem' };
const termStyle = { fontWeight: 700 };
const descStyle = { margin: 0 };

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
    <dl style={{ margin: '0 0 1.5rem' }}>
      <div style={rowStyle}>
        <dt style={termStyle}>{t('details.name')}</dt>
        <dd style={descStyle}>{profile?.name ?? ''}</dd>
      </div>
      <div style={rowStyle}>
        <dt style={termStyle}>{t('details.customerNo')}</dt>
        <dd style={descStyle}>{profile?.customerNo ?? ''}</dd>
      </div>
      <div style={rowStyle}>
        <dt style={termStyle}>{t('details.email')}</dt>
        <dd style={descStyle}>{details.email ?? t('details.missing')}</dd>
      </div>
      <div style={rowStyle}>
        <dt style={termStyle}>{t('details.mobile')}</dt>
        <dd style={descStyle}>{mobile ?? t('details.missing')}</dd>
      </div>
      <div style={rowStyle}>
        <dt style={termStyle}>{t('details.address')}</dt>
        <dd style={descStyle}>
          {details.address
            ? addressLines(details.address).map((line) => <div key={line}>{line}</div>)
            : t('details.missing')}
          {details.pendingAddress && (
            <p className="banner banner-info" style={{ margin: '0.5rem 0 0' }}>
              <strong>{t('details.pendingAddress')}</strong>{' '}
              {t('details.pendingAddressDetail', {
                date: formatDate(details.pendingAddress.requestedAt),
                address: addressLines(details.pendingAddress).join(', '),
              })}
            </p>
          )}
        </dd>
      </div>
      <div style={rowStyle}>
        <dt style={termStyle}>{t('details.preferences')}</dt>
        <dd style={descStyle}>
          {chosen.length === 0 ? (
            t('details.noPreferences')
          ) : (
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {chosen.map((key) => (
                <li key={key}>{t(`preference.${key}`)}</li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      <div style={rowStyle}>
        <dt style={termStyle}>{t('details.lastConfirmed')}</dt>
        <dd style={descStyle}>
          {details.lastModifiedEmailPhone
            ? formatDate(details.lastModifiedEmailPhone)
            : t('details.neverConfirmed')}
        </dd>
      </div>
    </dl>
  );
}
