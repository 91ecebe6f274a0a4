import { lazy, Suspense } from 'react';
import { t } from '../../../shared/i18n/t.ts';
import type { AnonymousPages } from '../../routing/contentRoute.ts';
import { LoadingStatus } from '../../../shared/elements/LoadingStatus.tsx';

/**
 * The receiver's registration pages as a chunk of their own: few visitors open them, so
 * they stay out of the host's first load. Pass to createRoutes({ anonymousPages }).
 */
const Register = lazy(() =>
  import('./ProxyRegisterPage.tsx').then((m) => ({ default: m.ProxyRegisterPage })),
);
const Callback = lazy(() =>
  import('./ProxyRegisterCallbackPage.tsx').then((m) => ({
    default: m.ProxyRegisterCallbackPage,
  })),
);

const loading = <LoadingStatus>{t('layout.loading')}</LoadingStatus>;

export const proxyRegistrationPages: AnonymousPages = {
  proxyRegister: ({ routeProps }) => (
    <Suspense fallback={loading}>
      <Register routeProps={routeProps} />
    </Suspense>
  ),
  proxyRegisterCallback: ({ routeProps }) => (
    <Suspense fallback={loading}>
      <Callback routeProps={routeProps} />
    </Suspense>
  ),
};
