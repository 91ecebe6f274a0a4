import { useId } from 'react';
import { t } from '../../shared/i18n/t.ts';

/**
 * One profile in the change-profile list: whose it is, what it may do, and either a choose
 * button or "Används nu". While a switch runs the buttons stay focusable but inert
 * (aria-disabled), so keyboard focus is not thrown out of the dialog.
 */
export function ProfileChoice({
  name,
  kind,
  permissions,
  inUse,
  busy,
  onChoose,
}: {
  name: string;
  kind: string;
  permissions: string;
  inUse: boolean;
  busy: boolean;
  onChoose: () => void;
}) {
  const permissionsId = useId();
  return (
    <li className="profile-choice">
      <div>
        <p className="profile-choice-name">
          <strong>{name}</strong> <span className="profile-choice-kind">{kind}</span>
        </p>
        <p id={permissionsId} className="profile-choice-permissions">
          {permissions}
        </p>
      </div>
      {inUse ? (
        <span className="chip">{t('changeProfile.inUse')}</span>
      ) : (
        <button
          type="button"
          className="button"
          aria-label={t('changeProfile.chooseLabel', { name })}
          aria-describedby={permissionsId}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onChoose();
          }}
        >
          {t('changeProfile.choose')}
        </button>
      )}
    </li>
  );
}
