import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { unauthorizedProblem } from '../../shared/contracts/problem.ts';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useOnce } from './authentication/useOnce.ts';

/**
 * A content page opened while signed out (platform §4 route guard): sign-in starts at once
 * and brings the member back to this URL; the choice page stays one click away.
 */
export function SignInRequiredPage({ returnUrl }: { returnUrl: string }) {
  const title = t('signInRequired.title');
  usePageTitle(title);
  const bridge = useBridge();
  const auth = useStore(bridge.auth);
  useOnce(() => void bridge.actions.signIn(returnUrl));
  return (
    <section className="sign-in-required">
      <h1>{title}</h1>
      <p>{unauthorizedProblem.message}</p>
      {auth.status === 'signedOut' && <p role="status">{t('signInRequired.signingIn')}</p>}
      <p>
        <Link to={`/login?returnUrl=${encodeURIComponent(returnUrl)}`}>{t('layout.signIn')}</Link>
      </p>
    </section>
  );
}
