import { useNavigate } from 'react-router';
import { t } from '../../shared/i18n/t.ts';

/** A staff member's impersonation ran out (401 impersonatedSessionExpired on /me). */
export function ImpersonatedSessionExpiredScreen() {
  const navigate = useNavigate();
  return (
    <main id="main-content" className="error-screen" tabIndex={-1}>
      <h1>{t('sessionExpired.title')}</h1>
      <p>{t('sessionExpired.info')}</p>
      <p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void navigate('/authentication/logout')}
        >
          {t('sessionExpired.signOut')}
        </button>
      </p>
    </main>
  );
}
