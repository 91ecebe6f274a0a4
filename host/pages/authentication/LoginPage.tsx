import { useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n/t.ts';
import { useHostService } from '../../context.tsx';
import { usePageTitle } from '../../usePageTitle.ts';
import { useOnce } from './useOnce.ts';

/** Sign-in methods a link may preselect (`?method=staff`, the staff desk's sign-in page). */
const methods = ['eid', 'password', 'staff'];

/** /authentication/login: starts sign-in right away (a redirect, as no click opened it). */
export function LoginPage() {
  const title = t('auth.title.login');
  usePageTitle(title);
  const signIn = useHostService('signIn');
  const [params] = useSearchParams();
  useOnce(() => {
    const method = params.get('method');
    void signIn({
      returnUrl: params.get('returnUrl') ?? '/',
      ...(method && methods.includes(method) ? { acrValues: method } : {}),
    });
  });
  return (
    <section>
      <h1>{title}</h1>
      <p role="status">{t('auth.signingIn')}</p>
    </section>
  );
}
