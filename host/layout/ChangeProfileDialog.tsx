import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';

type Phase =
  { kind: 'choose' } | { kind: 'loading' } | { kind: 'done'; message: string } | { kind: 'error' };

/**
 * Change profile (platform §2): my own profile and every proxy in my profile, each with a
 * choose button; a confirmation after the switch, an alert when it fails. A native modal
 * <dialog>, so focus stays inside and Escape closes it.
 */
export function ChangeProfileDialog({ onClose }: { onClose: () => void }) {
  const bridge = useBridge();
  const myProfile = useStore(bridge.myProfile).data;
  const proxy = useStore(bridge.proxy);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const choose = async (userId: string | null, name: string) => {
    setPhase({ kind: 'loading' });
    try {
      if (userId) await bridge.actions.useProxy(userId);
      else await bridge.actions.useMyProfile();
      setPhase({
        kind: 'done',
        message: userId
          ? t('changeProfile.changedToProxy', { name })
          : t('changeProfile.changedToMine'),
      });
    } catch {
      setPhase({ kind: 'error' });
    }
  };

  const proxies = myProfile?.proxies ?? [];
  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{t('changeProfile.title')}</h2>
      {phase.kind === 'done' ? (
        <p role="status">{phase.message}</p>
      ) : (
        <>
          <p>{t('changeProfile.intro')}</p>
          {phase.kind === 'error' && (
            <p role="alert" className="alert alert-error">
              {t('changeProfile.failed')}
            </p>
          )}
          {phase.kind === 'loading' && <p role="status">{t('changeProfile.loading')}</p>}
          <ul className="profile-choices">
            <li>
              <span>{t('changeProfile.myProfile', { name: myProfile?.name ?? '' })}</span>
              {proxy.userId === null ? (
                <span className="chip">{t('changeProfile.inUse')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={phase.kind === 'loading'}
                  aria-label={t('changeProfile.chooseLabel', { name: myProfile?.name ?? '' })}
                  onClick={() => void choose(null, myProfile?.name ?? '')}
                >
                  {t('changeProfile.choose')}
                </button>
              )}
            </li>
            {proxies.map((p) => (
              <li key={p.giverContactId}>
                <span>{p.giverContactName}</span>
                {proxy.userId === p.giverContactId ? (
                  <span className="chip">{t('changeProfile.inUse')}</span>
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={phase.kind === 'loading'}
                    aria-label={t('changeProfile.chooseLabel', { name: p.giverContactName })}
                    onClick={() => void choose(p.giverContactId, p.giverContactName)}
                  >
                    {t('changeProfile.choose')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {proxies.length === 0 && <p>{t('changeProfile.none')}</p>}
        </>
      )}
      <button
        type="button"
        className="button button-primary"
        onClick={() => dialogRef.current?.close()}
      >
        {t('changeProfile.close')}
      </button>
    </dialog>
  );
}
