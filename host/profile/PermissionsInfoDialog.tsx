import type { ProfileProxy } from '../../shared/contracts/memberProfile.ts';
import { t } from '../../shared/i18n/t.ts';
import { distinctPermissions } from './permissions.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';

/**
 * The info modal of the change-profile dialog (platform §2): each distinct permission of
 * the member's proxies, its title and what it allows, sorted by code. Opened over the
 * change-profile dialog; Escape or "Stäng" closes only this one.
 */
export function PermissionsInfoDialog({
  proxies,
  onClose,
}: {
  proxies: readonly ProfileProxy[];
  onClose: () => void;
}) {
  const dialog = useModalDialog(onClose);
  const permissions = distinctPermissions(proxies);

  return (
    <ModalDialog dialog={dialog} title={t('profileSwitch.infoTitle')}>
      {permissions.length === 0 ? (
        <p>{t('profileSwitch.infoNone')}</p>
      ) : (
        <>
          <p>{t('profileSwitch.infoIntro')}</p>
          <LabelValueList
            rows={permissions.map((permission) => [permission.title, permission.text])}
            className="permission-list"
          />
        </>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={dialog.close}>
          {t('changeProfile.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
