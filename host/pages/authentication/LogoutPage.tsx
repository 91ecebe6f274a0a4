import { t } from '../../../shared/i18n/t.ts';
import { useHostService } from '../../context.tsx';
import { usePageTitle } from '../../usePageTitle.ts';
import { useOnce } from './useOnce.ts';

/** /authentication/logout: ends the session at the provider (signoutRedirect). */
export function LogoutPage() {
  const title = t('auth.title.logout');
  usePageTitle(title);
  const auth = useHostService('auth');
  useOnce(() => void auth.signOut());
  return (
    <section>
      <h1>{title}</h1>
      <p role="status">{t('auth.signingOut')}</p>
    </section>
  );
}
