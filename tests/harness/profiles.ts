/**
 * The demo people of ../shared/demo-accounts.md as the portal's API answers them (GET
 * /api/v2/memberProfiles/me, and /current with X-User-Id for a proxy), for the element
 * harness and element tests. Ids, names, roles, proxies and inspectors are those of the
 * demo seed (server/db/seed.ts); the route tree is a shortened copy of
 * content-fixtures/route-tree.json with access computed as the server does.
 */
import { allRoleNames } from '../../shared/access/roles.ts';
import { featureFlagNames } from '../../shared/contracts/featureFlags.ts';
import type {
  MemberProfile,
  ProfileProxy,
  RouteNode,
} from '../../shared/contracts/memberProfile.ts';
import {
  testProfile,
  type HarnessOptions,
  type HarnessProxy,
} from '../../shared/testing/testBridge.ts';

export const productName = 'Granskog';
export const everyRole = allRoleNames('granskog');
export const everyFlag: readonly string[] = featureFlagNames;

export const demoIds = {
  anna: '00000000-0000-4000-8000-000000000001',
  bertil: '00000000-0000-4000-8000-000000000002',
  cecilia: '00000000-0000-4000-8000-000000000003',
  david: '00000000-0000-4000-8000-000000000004',
} as const;
export type DemoPerson = keyof typeof demoIds;
export const demoPersonKeys = Object.keys(demoIds) as DemoPerson[];

interface RouteFixture {
  id: number;
  urlName: string;
  name: string;
  icon?: string;
  externalUrl?: string;
  pageType: number;
  showInMenu: boolean;
  requiredRoles?: string[];
  routes?: RouteFixture[];
}

const routeFixtures: RouteFixture[] = [
  {
    id: 100,
    urlName: 'skogsgardens-affarer',
    name: 'Skogsgårdens affärer',
    icon: 'pine-tree',
    pageType: 20,
    showInMenu: true,
    routes: [
      {
        id: 110,
        urlName: 'mina-dokument',
        name: 'Mina dokument',
        pageType: 15,
        showInMenu: true,
        requiredRoles: ['Service_Documents_Read'],
      },
      {
        id: 120,
        urlName: 'virkesaffarer',
        name: 'Virkesaffärer',
        pageType: 15,
        showInMenu: true,
        requiredRoles: ['Service_TimberDeliveries_Read'],
      },
      {
        id: 140,
        urlName: 'virkespriser',
        name: 'Aktuella virkespriser',
        externalUrl: 'https://www.granskog.example.se/virkespriser',
        pageType: 10,
        showInMenu: true,
      },
    ],
  },
  {
    id: 200,
    urlName: 'skogsgardens-ekonomi',
    name: 'Skogsgårdens ekonomi',
    icon: 'piggy-bank',
    pageType: 20,
    showInMenu: true,
    routes: [
      {
        id: 210,
        urlName: 'mina-insatsval',
        name: 'Mina insatsval',
        pageType: 15,
        showInMenu: true,
        requiredRoles: ['Service_Profile_Economics_Read', 'Service_Profile_Economics_Write'],
      },
    ],
  },
  {
    id: 300,
    urlName: 'medlem-i-granskog',
    name: 'Medlem i Granskog',
    icon: 'account-group',
    pageType: 20,
    showInMenu: true,
    routes: [
      {
        id: 310,
        urlName: 'profil',
        name: 'Mina uppgifter',
        pageType: 15,
        showInMenu: true,
        requiredRoles: ['Service_Profile_Common_Read', 'Service_Profile_Common_Write'],
      },
      {
        id: 320,
        urlName: 'fullmakter',
        name: 'Fullmakter',
        pageType: 15,
        showInMenu: true,
        requiredRoles: ['Service_Proxy_Read'],
      },
      {
        id: 330,
        urlName: 'skogsagarsupport',
        name: 'Skogsägarsupport',
        pageType: 15,
        showInMenu: true,
        requiredRoles: ['Service_Support_Read', 'Service_Support_Write'],
      },
    ],
  },
];

/** The route tree with hasAccess from the roles (server/session-profile/routeTree.ts). */
export function routeTreeFor(roles: readonly string[], fixtures = routeFixtures): RouteNode[] {
  return fixtures.map((route) => ({
    id: route.id,
    urlName: route.urlName,
    name: route.name,
    icon: route.icon ?? null,
    menuChip: null,
    externalUrl: route.externalUrl ?? null,
    pageType: route.pageType,
    showInMenu: route.showInMenu,
    hasAccess: (route.requiredRoles ?? []).every((role) => roles.includes(role)),
    routes: routeTreeFor(roles, route.routes ?? []),
  }));
}

/** A profile with other roles, its route access recomputed (the harness's role controls). */
export function withRoles(profile: MemberProfile, roles: readonly string[]): MemberProfile {
  return { ...profile, roles: [...roles], routes: routeTreeFor(roles) };
}

const testElementComponent: MemberProfile['components'][number] = {
  id: 'test-element',
  host: '/components/test-element/',
  element: 'portal-test-element',
  storageKey: 'test-element',
  configurationId: 'demo',
  status: { offline: false, offlineStarts: null, offlineEnds: null, offlineMessage: null },
};

const karlVirkesson = {
  firstName: 'Karl',
  lastName: 'Virkesson',
  emailAddress: 'karl.virkesson@granskog.example.se',
  phone: '+46 70 111 22 33',
  imageUrl: null,
};

/** Bertil's proxy to Anna (seed: right signForestAgreements, agreements read and write). */
export const bertilsProxyToAnna: ProfileProxy = {
  giverContactId: demoIds.bertil,
  giverContactName: 'Bertil Gran',
  roles: ['Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write'],
  details: [
    {
      code: 'signForestAgreements',
      title: 'Signera skogsavtal',
      text: 'Får signera avtal om virkesaffärer och skogsvårdstjänster.',
    },
  ],
};

function profile(fields: Partial<MemberProfile> & Pick<MemberProfile, 'memberId' | 'name'>) {
  const merged = testProfile({
    customerNo: '',
    emailAddress: null,
    roles: everyRole,
    components: [testElementComponent],
    ...fields,
  });
  return withRoles(merged, merged.roles);
}

/** Each demo person's own profile, as GET /api/v2/memberProfiles/me answers it. */
export const demoProfiles: Record<DemoPerson, MemberProfile> = {
  anna: profile({
    memberId: demoIds.anna,
    customerNo: '100001',
    name: 'Anna Skog',
    emailAddress: 'anna.skog@example.se',
    proxies: [bertilsProxyToAnna],
    inspectors: [
      karlVirkesson,
      {
        firstName: 'Lena',
        lastName: 'Plantör',
        emailAddress: 'lena.plantor@granskog.example.se',
        phone: '+46 70 444 55 66',
        imageUrl: null,
      },
    ],
    lastModifiedEmailPhone: '2026-06-01T10:00:00.000Z',
    certificationStatus: { isFscCertified: true, isPefcCertified: true },
  }),
  bertil: profile({
    memberId: demoIds.bertil,
    customerNo: '100002',
    name: 'Bertil Gran',
    emailAddress: 'bertil.gran@example.se',
    inspectors: [karlVirkesson],
    lastModifiedEmailPhone: '2026-03-15T08:30:00.000Z',
    certificationStatus: { isFscCertified: false, isPefcCertified: true },
  }),
  cecilia: profile({
    memberId: demoIds.cecilia,
    customerNo: '100003',
    name: 'Cecilia Tall, Tallbacken AB',
    emailAddress: 'cecilia@tallbacken.example.se',
    isOrganizationUser: true,
    lastModifiedEmailPhone: '2026-09-01T12:00:00.000Z',
  }),
  david: profile({
    memberId: demoIds.david,
    customerNo: '100004',
    name: 'David Ek',
    emailAddress: 'david.ek@example.se',
    roles: [
      'Service_Profile_Common_Read',
      'Service_Profile_Common_Write',
      'Service_Documents_Read',
      'Service_Support_Read',
      'Service_Support_Write',
    ],
    lastModifiedEmailPhone: null,
  }),
};

/** The demo person whose member id this is, if any. */
export function demoPersonOf(memberId: string | undefined): DemoPerson | undefined {
  return demoPersonKeys.find((key) => demoIds[key] === memberId);
}

/**
 * The profile `receiver` gets while acting for the proxy's giver (GET
 * /api/v2/memberProfiles/current with X-User-Id): the giver's profile with the proxy's
 * roles, and the receiver's own proxies (those are what the receiver may switch between).
 */
export function proxyProfile(receiver: MemberProfile, proxy: ProfileProxy): HarnessProxy {
  const giverKey = demoPersonOf(proxy.giverContactId);
  const giver = giverKey
    ? demoProfiles[giverKey]
    : profile({ memberId: proxy.giverContactId, name: proxy.giverContactName });
  return {
    userId: proxy.giverContactId,
    profile: withRoles({ ...giver, proxies: receiver.proxies }, proxy.roles),
  };
}

export interface DemoChoice {
  person: DemoPerson;
  /** The giver of one of the person's proxies (Anna: 'bertil'), or null for the own profile. */
  proxy?: DemoPerson | null | undefined;
  /** Roles of the effective profile; default its own. */
  roles?: readonly string[] | undefined;
  /** Enabled flags; default none. */
  flags?: readonly string[] | undefined;
}

/** Harness options for a demo person: their profile, every proxy they hold, route access. */
export function demoHarnessOptions(choice: DemoChoice): HarnessOptions {
  const person = demoProfiles[choice.person];
  const proxies = person.proxies.map((p) => proxyProfile(person, p));
  const proxy = choice.proxy
    ? proxies.find((p) => p.userId === demoIds[choice.proxy as DemoPerson])
    : undefined;
  if (choice.proxy && !proxy) {
    throw new Error(`${person.name} holds no proxy from ${choice.proxy}`);
  }
  return {
    person,
    proxy: proxy ?? null,
    proxies,
    roles: choice.roles,
    flags: choice.flags ?? [],
    withRoles,
  };
}
