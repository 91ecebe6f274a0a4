import { useNavigate } from 'react-router';
import { t } from '../../../shared/i18n/t.ts';
import { useHostService } from '../../context.tsx';
import { loginFailedUrl } from '../../signInResult.ts';
import { usePageTitle } from '../../usePageTitle.ts';
import { useOnce } from './useOnce.ts';

/** The one callback page for redirect, popup and silent sign-in. */
export function LoginCallbackPage() {
  const title = t('auth.title.loginCallback');
  usePageTitle(title);
  const auth = useHostService('auth');
  const navigate = useNavigate();
  useOnce(() => {
    void auth.completeSignIn().then((result) => {
      if (!result) void navigate('/', { replace: true });
      // The page is already leaving (staff chose the staff desk).
      else if (result.status === 'redirect') return;
      else if (result.status === 'success')
        void navigate(result.redirectUrl ?? '/', { replace: true });
      else void navigate(loginFailedUrl(result), { replace: true });
    });
  });
  return (
    <section>
      <h1>{title}</h1>
      <p role="status">{t('auth.signingIn')}</p>
    </section>
  );
}
