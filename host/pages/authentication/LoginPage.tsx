import { useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n/t.ts';
import { useHostService } from '../../context.tsx';
import { usePageTitle } from '../../usePageTitle.ts';
import { useOnce } from './useOnce.ts';

/** /authentication/login: starts sign-in right away (a redirect, as no click opened it). */
export function LoginPage() {
  const title = t('auth.title.login');
  usePageTitle(title);
  const signIn = useHostService('signIn');
  const [params] = useSearchParams();
  useOnce(() => void signIn({ returnUrl: params.get('returnUrl') ?? '/' }));
  return (
    <section>
      <h1>{title}</h1>
      <p role="status">{t('auth.signingIn')}</p>
    </section>
  );
}
