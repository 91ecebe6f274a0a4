import { createBridge, provideImplementation, type PortalBridge } from '@portal/bridge';
import type { MemberProfile } from '../contracts/memberProfile.ts';
import type { RuntimeSettings } from '../contracts/settings.ts';

export const testSettings: RuntimeSettings = {
  logLevel: 'none',
  product: {
    name: 'Granskog',
    slug: 'granskog',
    shortName: 'Granskog',
    defaultTitle: 'Mina sidor - Granskog',
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
  },
  mapsAccessToken: 'test',
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
    navigate: (path) => void calls.push(['navigate', path]),
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
