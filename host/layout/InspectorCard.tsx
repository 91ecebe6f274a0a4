import type { Inspector } from '../../shared/contracts/memberProfile.ts';
import { t } from '../../shared/i18n/t.ts';
import { Icon } from './icons.tsx';

/** Digits and a leading plus: what a tel: link dials. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const initialsOf = (inspector: Inspector) =>
  `${inspector.firstName.slice(0, 1)}${inspector.lastName.slice(0, 1)}`.toUpperCase();

/** One inspector in the sidebar: photo or initials, name, phone and e-mail links. */
export function InspectorCard({ inspector }: { inspector: Inspector }) {
  const name = `${inspector.firstName} ${inspector.lastName}`;
  return (
    <li className="inspector-card">
      {inspector.imageUrl ? (
        // The name is written beside the photo, so the photo itself adds nothing to read.
        <img className="inspector-photo" src={inspector.imageUrl} alt="" width="56" height="56" />
      ) : (
        <span className="inspector-photo inspector-initials" aria-hidden="true">
          {initialsOf(inspector)}
        </span>
      )}
      <div className="inspector-details">
        <p className="inspector-name">{name}</p>
        {inspector.phone && (
          <a className="icon-link" href={telHref(inspector.phone)}>
            <Icon name="phone" />
            <span className="visually-hidden">{t('nav.phone')} </span>
            {inspector.phone}
          </a>
        )}
        {inspector.emailAddress && (
          <a className="icon-link break-anywhere" href={`mailto:${inspector.emailAddress}`}>
            <Icon name="email" />
            <span className="visually-hidden">{t('nav.email')} </span>
            {inspector.emailAddress}
          </a>
        )}
      </div>
    </li>
  );
}
