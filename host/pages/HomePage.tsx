import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ContentPage } from '../../shared/contracts/content.ts';
import { t } from '../../shared/i18n/t.ts';
import { ContentPageView } from '../content/ContentPageView.tsx';
import { useBridge, useHostService } from '../context.tsx';
import { usePageTitle } from '../usePageTitle.ts';

type PageLoad = { state: 'loading' } | { state: 'loaded'; page: ContentPage } | { state: 'error' };

/** '/': the public start page when signed out, the overview start page when signed in. */
export function HomePage() {
  usePageTitle(null);
  const bridge = useBridge();
  const loadStartPage = useHostService('loadStartPage');
  const auth = useStore(bridge.auth);
  const proxyUserId = useStore(bridge.proxy).userId;
  const [load, setLoad] = useState<PageLoad>({ state: 'loading' });

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

  if (auth.status === 'initialising' || load.state === 'loading') {
    return <p role="status">{t('layout.loading')}</p>;
  }
  if (load.state === 'error') {
    return (
      <section className="page-error">
        <h1>{t('home.loadFailedTitle')}</h1>
        <p>{t('home.loadFailedInfo')}</p>
      </section>
    );
  }
  return (
    <>
      <ContentPageView page={load.page} />
      {auth.status === 'signedOut' && (
        <p className="sign-in-prompt">
          {t('home.signInPrompt')} <Link to="/login">{t('layout.signIn')}</Link>
        </p>
      )}
    </>
  );
}
