import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { PermissionsInfoDialog } from '../profile/PermissionsInfoDialog.tsx';
import { ProfileChoice } from '../profile/ProfileChoice.tsx';
import { permissionsText } from '../profile/permissions.ts';
import { switchErrorText } from '../profile/switchError.ts';
import { ModalDialog } from '../../shared/elements/ModalDialog.tsx';
import { useModalDialog } from '../../shared/elements/useModalDialog.ts';

type Done = { to: 'proxy'; name: string } | { to: 'mine' };

interface SwitchState {
  /** The name of the profile being switched to while the switch runs. */
  busy: string | null;
  error: unknown;
  /** The last switch that succeeded: the dialog then shows its confirmation. */
  done: Done | null;
}

/**
 * Change profile (platform §2): my own profile and every proxy I hold, each with its
 * permissions and a choose button; a read-more modal on the permissions; a loading state
 * while switching; a confirmation with "Fortsätt" and "Använd min profil" after it, an
 * alert inside the dialog when it fails. The host's useProxy/useMyProfile go Home and drop
 * cached data (host/services.ts). A native modal <dialog>: focus stays inside, Escape closes
 * it, and the opener (ProfileMenu) takes focus back in onClose.
 */
export function ChangeProfileDialog({ onClose }: { onClose: () => void }) {
  const bridge = useBridge();
  const myProfile = useStore(bridge.myProfile).data;
  const proxy = useStore(bridge.proxy);
  const dialog = useModalDialog(onClose);
  const [state, setState] = useState<SwitchState>({ busy: null, error: null, done: null });
  const [infoOpen, setInfoOpen] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  const readMoreRef = useRef<HTMLButtonElement>(null);

  // The list (and the button that was pressed) is replaced by the confirmation: put focus
  // on its first button so keyboard users are not left on the page behind.
  useEffect(() => {
    if (state.done) continueRef.current?.focus();
  }, [state.done]);

  const choose = async (target: { userId: string; name: string } | null) => {
    if (state.busy !== null) return;
    const name = target?.name ?? myProfile?.name ?? '';
    setState((s) => ({ ...s, busy: name, error: null }));
    try {
      if (target) await bridge.actions.useProxy(target.userId);
      else await bridge.actions.useMyProfile();
      setState({ busy: null, error: null, done: target ? { to: 'proxy', name } : { to: 'mine' } });
    } catch (error) {
      setState((s) => ({ ...s, busy: null, error }));
    }
  };

  const busy = state.busy !== null;
  const status = busy
    ? t('profileSwitch.switching', { name: state.busy })
    : state.done?.to === 'proxy'
      ? t('changeProfile.changedToProxy', { name: state.done.name })
      : state.done
        ? t('changeProfile.changedToMine')
        : '';
  const proxies = myProfile?.proxies ?? [];
  const myName = myProfile?.name ?? '';

  return (
    <ModalDialog dialog={dialog} title={t('changeProfile.title')}>
      <p role="status" className={state.done && !busy ? 'alert alert-success' : undefined}>
        {status}
      </p>
      {state.error !== null && (
        <p role="alert" className="alert alert-error">
          {switchErrorText(state.error)}
        </p>
      )}
      {state.done ? (
        <div className="dialog-actions">
          <button
            ref={continueRef}
            type="button"
            className="button button-primary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && dialog.close()}
          >
            {t('profileSwitch.continue')}
          </button>
          {state.done.to === 'proxy' && (
            <button
              type="button"
              className="button"
              aria-disabled={busy || undefined}
              onClick={() => void choose(null)}
            >
              {t('profileSwitch.useMyProfile')}
            </button>
          )}
        </div>
      ) : (
        <>
          <p>{t('changeProfile.intro')}</p>
          <ul className="profile-choices" aria-busy={busy}>
            <ProfileChoice
              name={myName}
              kind={t('profileSwitch.myProfile')}
              permissions={t('profileSwitch.ownPermissions')}
              inUse={proxy.userId === null}
              busy={busy}
              onChoose={() => void choose(null)}
            />
            {proxies.map((p) => (
              <ProfileChoice
                key={p.giverContactId}
                name={p.giverContactName}
                kind={t('profileSwitch.proxy')}
                permissions={permissionsText(p)}
                inUse={proxy.userId === p.giverContactId}
                busy={busy}
                onChoose={() => void choose({ userId: p.giverContactId, name: p.giverContactName })}
              />
            ))}
          </ul>
          {proxies.length === 0 ? (
            <p>{t('changeProfile.none')}</p>
          ) : (
            <p>
              <button
                ref={readMoreRef}
                type="button"
                className="button button-small"
                aria-haspopup="dialog"
                onClick={() => setInfoOpen(true)}
              >
                {t('profileSwitch.readMore')}
              </button>
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="button button-primary" onClick={dialog.close}>
              {t('changeProfile.close')}
            </button>
          </div>
        </>
      )}
      {infoOpen && (
        <PermissionsInfoDialog
          proxies={proxies}
          onClose={() => {
            setInfoOpen(false);
            readMoreRef.current?.focus();
          }}
        />
      )}
    </ModalDialog>
  );
}
