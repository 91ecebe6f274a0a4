import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'react-router';
import { t } from '../../../shared/i18n/t.ts';
import { useBridge } from '../../context.tsx';
import { parseLoginFailed, signInMessageKey } from '../../signInResult.ts';
import { usePageTitle } from '../../usePageTitle.ts';

/** The sign-in result in Swedish; the membership link for user_not_found; retry when offered. */
export function LoginFailedPage() {
  const title = t('auth.title.loginFailed');
  usePageTitle(title);
  const bridge = useBridge();
  const settings = useStore(bridge.settings);
  const result = parseLoginFailed(useLocation().search);

  return (
    <section className="login-failed">
      <h1>{title}</h1>
      <p role="alert" className="alert alert-error">
        {t(signInMessageKey(result))}
      </p>
      {result.status === 'user_not_found' && settings && (
        <p>
          <a className="button" href={settings.links.applyForMembership}>
            {t('auth.applyForMembership')}
          </a>
        </p>
      )}
      <p className="actions">
        {result.retryAvailable && (
          <button
            type="button"
            className="button button-primary"
            // Platform §4: sign in again, back to where the sign-in started, else the origin.
            onClick={() => void bridge.actions.signIn(result.redirectUrl ?? '/')}
          >
            {t('auth.retry')}
          </button>
        )}
        <Link to="/">{t('auth.toStart')}</Link>
      </p>
    </section>
  );
}
