import { Link } from 'react-router';
import { t } from '../../shared/i18n/t.ts';

/** A staff member's impersonation ran out (401 impersonatedSessionExpired on /me). */
export function ImpersonatedSessionExpiredScreen() {
  return (
    <main id="main-content" className="error-screen" tabIndex={-1}>
      <h1>{t('sessionExpired.title')}</h1>
      <p>{t('sessionExpired.info')}</p>
      <p>
        <Link className="button button-primary" to="/authentication/logout">
          {t('sessionExpired.signOut')}
        </Link>
      </p>
    </main>
  );
}
