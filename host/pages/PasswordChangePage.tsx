import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isAuthorizationResponse } from '../../shared/auth/paths.ts';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { usePageTitle } from '../usePageTitle.ts';

type Phase = 'redirecting' | 'done' | 'failed';

/**
 * '/password-change': without an answer in the URL, redirect to the password-change
 * authority; with one, complete it (its own UserManager) and confirm.
 */
export function PasswordChangePage() {
  const title = t('passwordChange.title');
  usePageTitle(title);
  const settings = useStore(useBridge().settings);
  const [phase, setPhase] = useState<Phase>('redirecting');
  const started = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!settings || started.current) return;
    started.current = true;
    const url = new URL(location.href);
    // The engine (oidc-client-ts) is loaded only on this page and on sign-in.
    void import('../../shared/auth/passwordChange.ts').then(
      ({ createPasswordChangeManager }) => {
        const manager = createPasswordChangeManager(settings);
        if (isAuthorizationResponse(url)) {
          return manager
            .signinCallback(url.href)
            .then(
              () => setPhase('done'),
              () => setPhase('failed'),
            )
            .finally(() => {
              void navigate(url.pathname, { replace: true });
              void manager.removeUser();
            });
        }
        // prompt=login: a password change always asks for the current password, even when
        // the authority still has a session from an earlier change.
        return manager.signinRedirect({ prompt: 'login' }).catch(() => setPhase('failed'));
      },
      () => setPhase('failed'),
    );
  }, [settings, navigate]);

  return (
    <section className="password-change">
      <h1>{title}</h1>
      {phase === 'redirecting' && <p role="status">{t('passwordChange.redirecting')}</p>}
      {phase === 'done' && (
        <p role="status" className="alert alert-success">
          {t('passwordChange.done')}
        </p>
      )}
      {phase === 'failed' && (
        <p role="alert" className="alert alert-error">
          {t('passwordChange.failed')}
        </p>
      )}
      {phase !== 'redirecting' && (
        <p>
          <Link to="/">{t('passwordChange.back')}</Link>
        </p>
      )}
    </section>
  );
}
