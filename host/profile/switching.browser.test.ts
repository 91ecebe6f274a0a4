import { createBridge, proxyUserIdKey, type PortalBridge } from '@portal/bridge';
import { afterEach, beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { contentRoutes } from '../../shared/contracts/content/routes.ts';
import { sessionProfileRoutes } from '../../shared/contracts/session-profile/routes.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { installFakeApi, problem, type FakeApi } from '../../shared/testing/fakeApi.ts';
import { testProfile, testSettings } from '../../shared/testing/testBridge.ts';
import { createHostServices } from '../services.ts';
import { testPage } from '../content/testing/fakeContentApi.ts';

/**
 * Using a proxy through the host's real services (platform §4): the id in session storage,
 * the proxy profile from /current with X-User-Id, every later call with the header, Home,
 * and the cached pages of the previous profile dropped. Only fetch is replaced: by a fake
 * API made from the session profile and content route tables.
 */
const anna = testProfile({
  memberId: 'anna',
  name: 'Anna Skog',
  proxies: [
    {
      giverContactId: 'bertil',
      giverContactName: 'Bertil Gran',
      roles: ['Service_TimberManager_Agreements_Read'],
      details: [],
    },
  ],
});
const bertilAsProxy = testProfile({
  memberId: 'bertil',
  name: 'Bertil Gran',
  roles: ['Service_TimberManager_Agreements_Read'],
});
const startPage = testPage({
  id: 2,
  name: 'Översikt',
  title: 'Översikt',
  urlName: '',
  pageType: 'start',
});

const routes = { ...sessionProfileRoutes, ...contentRoutes };

describe('using a proxy through the host services', () => {
  let api: FakeApi<typeof routes>;
  let navigations: string[];
  let bridge: PortalBridge;
  /** The calls so far: each one's path and the member it acts for. */
  const calls = () => api.calls.map((call) => ({ path: call.path, userId: call.userId }));

  beforeEach(() => {
    sessionStorage.clear();
    navigations = [];
    api = installFakeApi(routes, {
      getCurrentProfile: () => bertilAsProxy,
      getMyProfile: () => anna,
      getStartPage: () => startPage,
    });
    bridge = createBridge();
    bridge.settings.set(testSettings);
    bridge.myProfile.set({ state: 'loaded', data: anna, error: null });
  });
  afterEach(() => {
    api.restore();
    sessionStorage.clear();
  });

  function start() {
    const services = createHostServices(testSettings, bridge);
    services.attachRouter({ navigate: (to: string) => navigations.push(to) });
    return services;
  }

  it('Anna acts for Bertil: stored id, his profile, the header on every call, Home', async () => {
    const services = start();
    await bridge.actions.useProxy('bertil');

    equal(sessionStorage.getItem(proxyUserIdKey), 'bertil');
    deepEqual(calls(), [{ path: '/api/v2/memberProfiles/current', userId: 'bertil' }]);
    equal(bridge.effectiveProfile.get().data?.name, 'Bertil Gran');
    deepEqual(navigations, ['/']);

    await services.loadStartPage(true);
    deepEqual(calls().at(-1), { path: '/api/v1/pages/startpage', userId: 'bertil' });
  });

  it('going back to her own profile reloads it, drops the cached pages and goes Home', async () => {
    const services = start();
    await services.loadStartPage(true);
    await services.loadStartPage(true);
    equal(api.callsOf('getStartPage').length, 1, 'cached');

    await bridge.actions.useProxy('bertil');
    await bridge.actions.useMyProfile();
    equal(sessionStorage.getItem(proxyUserIdKey), null);
    deepEqual(calls().at(-1), { path: '/api/v2/memberProfiles/me', userId: null });
    deepEqual(navigations, ['/', '/']);

    await services.loadStartPage(true);
    const pages = calls().filter((c) => c.path === '/api/v1/pages/startpage');
    deepEqual(pages, [
      { path: '/api/v1/pages/startpage', userId: null },
      { path: '/api/v1/pages/startpage', userId: null },
    ]);
  });

  it('a proxy that cannot be loaded is forgotten and the switch fails', async () => {
    start();
    api.answer('getCurrentProfile', problem('proxyNotAllowed'));
    let failure: unknown;
    await bridge.actions.useProxy('bertil').catch((error: unknown) => (failure = error));
    assert(failure, 'the switch rejected');
    equal((failure as { type?: string }).type, 'proxyNotAllowed');
    equal(sessionStorage.getItem(proxyUserIdKey), null);
    deepEqual(bridge.proxy.get(), {
      userId: null,
      profile: { state: 'idle', data: null, error: null },
    });
    equal(bridge.effectiveProfile.get().data?.name, 'Anna Skog');
    deepEqual(navigations, [], 'she stays where she was');
  });
});
