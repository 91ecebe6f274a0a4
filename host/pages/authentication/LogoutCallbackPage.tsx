import { useNavigate } from 'react-router';
import { t } from '../../../shared/i18n/t.ts';
import { useHostService } from '../../context.tsx';
import { usePageTitle } from '../../usePageTitle.ts';
import { useOnce } from './useOnce.ts';

/** Back from the provider's sign-out: clear what is left, then say so. */
export function LogoutCallbackPage() {
  const title = t('auth.title.logoutCallback');
  usePageTitle(title);
  const auth = useHostService('auth');
  const navigate = useNavigate();
  useOnce(() => {
    void auth
      .completeSignOut()
      .finally(() => void navigate('/authentication/logged-out', { replace: true }));
  });
  return (
    <section>
      <h1>{title}</h1>
      <p role="status">{t('auth.signingOut')}</p>
    </section>
  );
}
