import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { StartPageContent } from '../content/lazy.tsx';
import type { StartPageLoad } from '../content/renderer.tsx';
import { useBridge, useHostService } from '../context.tsx';
import { useReleaseFirstPaint } from '../firstPaint.ts';
import { usePageView } from '../tracking/usageTracking.ts';
import { usePageTitle } from '../usePageTitle.ts';

/** '/': the public start page when signed out, the overview start page when signed in. */
export function HomePage() {
  usePageTitle(null);
  usePageView('home', '/');
  const bridge = useBridge();
  const loadStartPage = useHostService('loadStartPage');
  const auth = useStore(bridge.auth);
  const proxyUserId = useStore(bridge.proxy).userId;
  const [load, setLoad] = useState<StartPageLoad>({ state: 'loading' });

  useEffect(() => {
    if (auth.status === 'initialising') return;
    let current = true;
    setLoad({ state: 'loading' });
    loadStartPage(auth.status === 'signedIn').then(
      (page) => current && setLoad({ state: 'loaded', page }),
      () => current && setLoad({ state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [auth.status, proxyUserId, loadStartPage]);

  // The server's static paint of this page stays until the page has its content (or failed).
  useReleaseFirstPaint(auth.status !== 'initialising' && load.state !== 'loading');

  return (
    <StartPageContent load={auth.status === 'initialising' ? { state: 'loading' } : load}>
      {auth.status === 'signedOut' && (
        <p className="sign-in-prompt">
          {t('home.signInPrompt')} <Link to="/login">{t('layout.signIn')}</Link>
        </p>
      )}
    </StartPageContent>
  );
}
