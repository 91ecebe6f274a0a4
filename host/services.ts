import {
  cacheTtl,
  clearSession,
  createCache,
  provideImplementation,
  readProxyUserId,
  startSession,
  switchToMyProfile,
  switchToProxy,
  type PortalBridge,
  type ProfileLoaders,
} from '@portal/bridge';
import { keepSignedInHint } from './firstPaint.ts';
import { prefetchHintedPage } from './pagePrefetch.ts';
import { createApiClient } from '../shared/api/client.ts';
import { clearContentStore } from './content/contentStores.ts';
import { getCurrentProfile } from '../shared/api/getCurrentProfile.ts';
import { getFeatureManagement } from '../shared/api/getFeatureManagement.ts';
import { getMyProfile } from '../shared/api/getMyProfile.ts';
import { getPublicStartPage } from '../shared/api/getPublicStartPage.ts';
import { getStartPage } from '../shared/api/getStartPage.ts';
import { createLazyAuthService } from '../shared/auth/lazyAuthService.ts';
import type { ContentPage } from '../shared/contracts/content.ts';
import type { RuntimeSettings } from '../shared/contracts/settings.ts';
import type { HostServices } from './context.tsx';
import { loginFailedUrl } from './signInResult.ts';

export interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): unknown;
}

export interface StartedHostServices extends HostServices {
  /** The router exists after the services (its routes use them). */
  attachRouter(router: Navigator): void;
}

/**
 * Wires the page: API client, auth, the bridge's actions, and the session (profile and
 * feature flags loaded in parallel when a member signs in, cleared when they leave).
 */
export function createHostServices(
  settings: RuntimeSettings,
  bridge: PortalBridge,
): StartedHostServices {
  let router: Navigator | undefined;
  const navigate = (to: string, options?: { replace?: boolean }) => {
    if (router) void router.navigate(to, options);
    else location.assign(to);
  };
  const pageCache = createCache<ContentPage>(cacheTtl.contentPage);

  const auth = createLazyAuthService({
    settings,
    auth: bridge.auth,
    onSessionEnded: () => navigate('/', { replace: true }),
  });
  const api = createApiClient({
    baseUrl: settings.apiBaseUrl,
    getAccessToken: () => auth.getAccessToken(),
    getProxyUserId: () => bridge.proxy.get().userId ?? readProxyUserId(),
    early: bridge.earlyAnswers,
  });
  const loaders: ProfileLoaders = {
    loadMyProfile: () => getMyProfile(api),
    loadCurrentProfile: () => getCurrentProfile(api),
    loadFeatures: async () => (await getFeatureManagement(api)).featureFlags,
  };

  const signIn: HostServices['signIn'] = async (options) => {
    const result = await auth.signIn(options);
    if (!result || result.status === 'redirect') return;
    if (result.status === 'success') navigate(result.redirectUrl ?? '/', { replace: true });
    else navigate(loginFailedUrl(result));
  };

  /** Switching profile goes to Home and drops cached data of the previous profile. */
  const afterSwitch = () => {
    pageCache.clear();
    clearContentStore(api);
    navigate('/');
  };

  provideImplementation(bridge, {
    signIn: (returnUrl) => signIn(returnUrl === undefined ? {} : { returnUrl }),
    signOut: async () => navigate('/authentication/logout'),
    useProxy: async (userId) => {
      await switchToProxy(bridge, loaders, userId);
      afterSwitch();
    },
    useMyProfile: async () => {
      await switchToMyProfile(bridge, loaders);
      afterSwitch();
    },
    navigate: (path, options) => navigate(path, options),
    getAccessToken: () => auth.getAccessToken(),
  });

  let sessionOf: string | null = null;
  let sessionStarted = false;
  bridge.auth.subscribe(({ status, user }) => {
    if (status !== 'initialising') keepSignedInHint(status === 'signedIn');
    if (status === 'signedIn' && user && sessionOf !== user.sub) {
      const firstSession = sessionOf === null && !sessionStarted;
      sessionOf = user.sub;
      sessionStarted = true;
      void startSession(bridge, loaders);
      if (firstSession) prefetchHintedPage(api);
    } else if (status === 'signedOut' && sessionOf !== null) {
      sessionOf = null;
      pageCache.clear();
      clearContentStore(api);
      clearSession(bridge);
    }
  });

  return {
    bridge,
    api,
    auth,
    signIn,
    // Shared, cached loads: one caller leaving must not abort the others, so no signal.
    loadStartPage(signedIn) {
      if (!signedIn) return pageCache.get('public', () => getPublicStartPage(api));
      const key = `start:${bridge.proxy.get().userId ?? 'me'}`;
      return pageCache.get(key, () => getStartPage(api));
    },
    attachRouter(next) {
      router = next;
    },
  };
}
