import {
  createBridge,
  getBridge,
  idleProfile,
  provideImplementation,
  switchToMyProfile,
  switchToProxy,
  writeProxyUserId,
  type PortalBridge,
  type ProfileLoaders,
} from '@portal/bridge';
import { ApiError } from '../api/apiError.ts';
import { areaManifests } from '../contracts/elements.ts';
import { featureFlagNames } from '../contracts/featureFlags.ts';
import { areaPath, routesOf } from '../elements/manifest.ts';
import { routeStateIn } from '../elements/routePattern.ts';
import type { MemberProfile } from '../contracts/memberProfile.ts';
import type { RuntimeSettings } from '../contracts/settings.ts';

export const testSettings: RuntimeSettings = {
  logLevel: 'none',
  product: {
    name: 'Granskog',
    slug: 'granskog',
    shortName: 'Granskog',
    defaultTitle: 'Mina sidor – Granskog',
  },
  identity: {
    authority: 'https://idp.test/',
    clientId: 'member-portal',
    scope: 'openid profile',
    passwordChangeAuthority: 'https://idp.test/password',
    reauthenticationWindowSeconds: 86400,
    extraQueryParams: { portal: 'true', idps: 'web' },
    uiLocales: 'sv',
  },
  apiBaseUrl: '/',
  links: {
    providerSite: 'https://granskog.test/',
    applyForMembership: 'https://granskog.test/bli-medlem',
    cookieSettings: 'https://granskog.test/cookies',
  },
  contact: {
    phone: '010-123 45 67',
    email: 'medlem@granskog.test',
    url: 'https://granskog.test/kontakt',
    hours: 'vardagar 09.00–16.00',
  },
  mapsAccessToken: 'test',
  signing: { testSigner: true },
};

export function testProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    memberId: '1001',
    customerNo: '50001',
    name: 'Anna Ek',
    emailAddress: 'anna@example.test',
    roles: [],
    routes: [],
    proxies: [],
    inspectors: [],
    components: [],
    isMemberImpersonated: false,
    impersonatedMemberName: null,
    lastModifiedEmailPhone: null,
    certificationStatus: { isFscCertified: false, isPefcCertified: false },
    isExplicitMember: true,
    isOrganizationUser: false,
    ...overrides,
  };
}

export interface TestBridge {
  bridge: PortalBridge;
  /** Every action call, as [name, ...args]. */
  calls: unknown[][];
}

/** A bridge with settings set and recording actions, for mounting host parts alone. */
export function createTestBridge(): TestBridge {
  const bridge = createBridge();
  bridge.settings.set(testSettings);
  const calls: unknown[][] = [];
  provideImplementation(bridge, {
    signIn: async (returnUrl) => void calls.push(['signIn', returnUrl]),
    signOut: async () => void calls.push(['signOut']),
    useProxy: async (userId) => void calls.push(['useProxy', userId]),
    useMyProfile: async () => void calls.push(['useMyProfile']),
    navigate: (path, options) =>
      void calls.push(options?.replace ? ['navigate', path, 'replace'] : ['navigate', path]),
    getAccessToken: async () => 'test-token',
  });
  return { bridge, calls };
}

/** Signs Anna in on the test bridge with a loaded profile. */
export function signIn(bridge: PortalBridge, profile: MemberProfile = testProfile()): void {
  bridge.auth.set({
    status: 'signedIn',
    user: {
      sub: 'anna',
      customer_no: profile.customerNo,
      name: profile.name,
      idp: 'eid',
      auth_time: 1,
    },
  });
  bridge.myProfile.set({ state: 'loaded', data: profile, error: null });
}

/** A proxy the harness can use: the giver's member id and the profile acting for them. */
export interface HarnessProxy {
  /** The proxy giver's member id, sent as X-User-Id. */
  userId: string;
  /** GET /api/v2/memberProfiles/current with X-User-Id: the giver with the proxy's roles. */
  profile: MemberProfile;
}

/** What an element sees: who is signed in, with which roles and flags, acting for whom. */
export interface HarnessOptions {
  /** The signed-in member's own profile (GET /api/v2/memberProfiles/me). */
  person: MemberProfile;
  /** Roles of the effective profile; default: that profile's own roles. */
  roles?: readonly string[] | undefined;
  /** Enabled feature flags; every other name of featureFlagNames is present and disabled. */
  flags?: readonly string[] | undefined;
  /** The proxy in use; null or left out: my own profile. */
  proxy?: HarnessProxy | null | undefined;
  /** What actions.useProxy may switch to (default: `proxy`); others fail with proxyNotAllowed. */
  proxies?: readonly HarnessProxy[] | undefined;
  /** The profile with other roles (default: only `roles` replaced); lets fixtures recompute route access. */
  withRoles?: ((profile: MemberProfile, roles: readonly string[]) => MemberProfile) | undefined;
  settings?: RuntimeSettings | undefined;
  /**
   * navigate moves the page's own address too, as the host's router does (a replace takes
   * the current history entry's place), and so does an area route's redirect (always a
   * replace): for tests of redirects that replace the address.
   */
  addressBar?: boolean | undefined;
}

export interface HarnessBridge extends TestBridge {
  /** The options in force (kept in step when an element switches profile itself). */
  readonly options: Readonly<HarnessOptions>;
  /**
   * Changes what the element sees; the bridge's atoms are set again, so a mounted element
   * reacts at once. A new person without a proxy named drops the proxy; a new person or
   * proxy without roles named goes back to that profile's own roles.
   */
  update(changes: Partial<HarnessOptions>): void;
  /** Opens a path as the host does: the matched area route first, then the location. */
  goTo(path: string): void;
}

/** Every area route, in manifest order (the host's fixed routes hold the same, plus its own). */
const areaRoutes = areaManifests.flatMap(routesOf);

const onlyRoles = (profile: MemberProfile, roles: readonly string[]): MemberProfile => ({
  ...profile,
  roles: [...roles],
});

/**
 * The element harness's bridge (tests/harness) and the one element tests use, so a test
 * mounts an element exactly as a developer tries it. It drives the page's own bridge
 * (getBridge(), the one every element reads) unless another is given. Its actions record
 * every call and behave like the host's: useProxy/useMyProfile run the real profile
 * transitions of shared/bridge (session storage, loading state) on the given profiles and
 * then go Home; navigate moves the location atom.
 */
export function createHarnessBridge(
  initial: HarnessOptions,
  bridge: PortalBridge = getBridge(),
): HarnessBridge {
  let options: HarnessOptions = { ...initial };
  const calls: unknown[][] = [];

  const effectiveRoles = () => {
    const effective = options.proxy?.profile ?? options.person;
    return options.roles ?? effective.roles;
  };
  const withRoles = (profile: MemberProfile) =>
    (options.withRoles ?? onlyRoles)(profile, effectiveRoles());
  const usable = () => [...(options.proxies ?? []), ...(options.proxy ? [options.proxy] : [])];

  const apply = () => {
    const { person, proxy } = options;
    bridge.settings.set(options.settings ?? testSettings);
    bridge.auth.set({
      status: 'signedIn',
      user: {
        sub: person.memberId,
        customer_no: person.customerNo,
        name: person.name,
        idp: 'eid',
        auth_time: 1,
      },
    });
    writeProxyUserId(proxy?.userId ?? null);
    bridge.myProfile.set({
      state: 'loaded',
      data: proxy ? person : withRoles(person),
      error: null,
    });
    bridge.proxy.set(
      proxy
        ? {
            userId: proxy.userId,
            profile: { state: 'loaded', data: withRoles(proxy.profile), error: null },
          }
        : { userId: null, profile: idleProfile },
    );
    const enabled = new Set(options.flags ?? []);
    bridge.features.set({
      state: 'loaded',
      data: featureFlagNames.map((name) => ({
        name,
        isEnabled: enabled.has(name),
        useEpiserverRouteAsFallback: false,
      })),
      error: null,
    });
  };

  const update = (changes: Partial<HarnessOptions>) => {
    const next = { ...options, ...changes };
    if ('person' in changes && !('proxy' in changes)) next.proxy = null;
    if (('person' in changes || 'proxy' in changes) && !('roles' in changes))
      next.roles = undefined;
    options = next;
    apply();
  };

  /** The page's own address follows (addressBar), a replace in the current entry's place. */
  const moveAddress = (path: string, replace: boolean) => {
    if (options.addressBar) history[replace ? 'replaceState' : 'pushState'](null, '', path);
  };
  const goTo = (path: string) => {
    const url = new URL(path, 'http://harness.invalid/');
    const slug = bridge.settings.get()?.product.slug ?? '';
    const route = routeStateIn(areaRoutes, url.pathname, slug);
    bridge.route.set(route);
    bridge.location.set({ pathname: url.pathname, search: url.search, hash: url.hash });
    // An area route's redirect, in place of the address as the host's router puts it.
    const to = areaRoutes.find(({ id }) => id === route.id)?.redirect;
    if (to) {
      const target = `${areaPath({ path: to }, slug, route.params)}${url.search}`;
      moveAddress(target, true);
      goTo(target);
    }
  };
  const goHome = () => goTo('/');
  const loaders: ProfileLoaders = {
    loadMyProfile: async () => withRoles(options.person),
    loadCurrentProfile: async () => {
      const found = usable().find((p) => p.userId === bridge.proxy.get().userId);
      if (!found) throw new ApiError(403, 'proxyNotAllowed', null);
      return found.profile;
    },
    loadFeatures: async () => bridge.features.get().data ?? [],
  };

  provideImplementation(bridge, {
    signIn: async (returnUrl) => void calls.push(['signIn', returnUrl]),
    signOut: async () => void calls.push(['signOut']),
    useProxy: async (userId) => {
      calls.push(['useProxy', userId]);
      const found = usable().find((p) => p.userId === userId);
      // The real transition: id to session storage, proxy profile loading, then loaded.
      await switchToProxy(bridge, loaders, userId);
      options = { ...options, proxy: found ?? null, roles: undefined };
      apply();
      goHome();
    },
    useMyProfile: async () => {
      calls.push(['useMyProfile']);
      options = { ...options, proxy: null, roles: undefined };
      await switchToMyProfile(bridge, loaders);
      apply();
      goHome();
    },
    navigate: (path, how) => {
      calls.push(how?.replace ? ['navigate', path, 'replace'] : ['navigate', path]);
      moveAddress(path, how?.replace === true);
      goTo(path);
    },
    getAccessToken: async () => 'test-token',
  });

  apply();
  return {
    bridge,
    calls,
    get options() {
      return options;
    },
    update,
    goTo,
  };
}
