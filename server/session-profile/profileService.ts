import { eq, sql, type Placeholder } from 'drizzle-orm';
import { callerMemberColumns, type CallerExtras, type CallerMember } from '../api/auth.ts';
import { z } from 'zod/mini';
import {
  memberProfileSchema,
  profileComponentSchema,
  routeNodeSchema,
  type MemberProfile,
} from '../../shared/contracts/memberProfile.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import type { Db } from '../db/client.ts';
import { inspectors, members, proxies } from '../db/schema.ts';
import type { ContentFixtures } from '../content/fixtures.ts';
import { routeTreeFor } from './routeTree.ts';
import { proxyRightDetails } from './proxyRights.ts';

export interface ProfileRequest {
  /** The member the profile is about (the proxy giver when acting for someone). */
  memberId: string;
  /** Roles in force: the member's own, or the proxy's. */
  roles: string[];
  /** The signed-in member, whose received proxies are the profiles they may switch to. */
  signedInMemberId: string;
  impersonated: boolean;
  /** The clock (tests); received proxies are listed through their valid-to day in Sweden. */
  now?: Date;
  /** The member's row when this request has read it already (apiAuth's caller.member). */
  member?: CallerMember | undefined;
  /** profileCallerExtras as apiAuth read them with the signed-in member (caller.extras). */
  extras?: Record<string, unknown> | undefined;
}

interface InspectorJson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  imageUrl: string | null;
}

interface ReceivedProxyJson {
  giverId: string;
  giverName: string;
  roles: string[];
  rights: string[];
  /** yyyy-MM-dd, or null: valid until revoked. */
  validTo: string | null;
}

/** The member's inspectors as JSON, in the editors' order. */
const inspectorsOf = (memberId: Placeholder | string) => sql<InspectorJson[]>`(
  select coalesce(json_agg(i order by i.sort_order), '[]'::json) from (
    select first_name as "firstName", last_name as "lastName", email, phone,
      image_url as "imageUrl", sort_order
    from ${inspectors} where member_id = ${memberId}) i)`;

/** The active proxies the member has received, with the giver's name, as JSON. */
const receivedProxiesOf = (memberId: Placeholder | string) => sql<
  ReceivedProxyJson[]
>`(select coalesce(json_agg(p), '[]'::json) from (
    select p.giver_member_id as "giverId", g.name as "giverName", p.roles, p.rights,
      p.valid_to as "validTo"
    from ${proxies} p join ${members} g on g.id = p.giver_member_id
    where p.receiver_member_id = ${memberId} and p.status = 'active') p)`;

/**
 * The rest of the own profile, read by apiAuth in the same query as the signed-in member
 * (the profile routes' callerExtras): the profile then needs no query of its own.
 */
export const profileCallerExtras: CallerExtras = {
  name: 'profile',
  columns: (memberId) => ({
    inspectors: inspectorsOf(memberId),
    receivedProxies: receivedProxiesOf(memberId),
  }),
  // Inspectors and proxies notify with the member's id; a giver's name with the giver's.
  dependsOn: (values) => (values as unknown as ProfileExtras).receivedProxies.map((p) => p.giverId),
};

interface ProfileExtras {
  inspectors: InspectorJson[];
  receivedProxies: ReceivedProxyJson[];
}

/** Builds the member profile of platform §3 from the database and the content fixtures. */
export async function buildProfile(
  db: Db,
  content: ContentFixtures,
  request: ProfileRequest,
): Promise<MemberProfile | null> {
  let member: CallerMember;
  let memberInspectors: InspectorJson[];
  let receivedProxies: ReceivedProxyJson[];
  const extras = request.extras as ProfileExtras | undefined;
  if (
    extras &&
    request.member?.id === request.memberId &&
    request.memberId === request.signedInMemberId
  ) {
    // The own profile: apiAuth read everything with the caller.
    member = request.member;
    ({ inspectors: memberInspectors, receivedProxies } = extras);
  } else {
    // One query: the member's row (unless this request has it), inspectors and received
    // proxies as JSON beside it.
    const own = request.member?.id === request.memberId;
    const [row] = await db
      .select({
        ...(own ? { id: members.id } : callerMemberColumns),
        inspectors: inspectorsOf(request.memberId),
        receivedProxies: receivedProxiesOf(request.signedInMemberId),
      })
      .from(members)
      .where(eq(members.id, request.memberId));
    if (!row) return null;
    member = own ? request.member! : (row as CallerMember);
    ({ inspectors: memberInspectors, receivedProxies } = row);
  }
  const today = todayInSweden(request.now);

  return {
    memberId: member.id,
    customerNo: member.customerNo,
    name: member.name,
    emailAddress: member.email,
    roles: request.roles,
    routes: routeTreeFor(content.memberRoutes ?? content.routes, request.roles),
    proxies: receivedProxies
      .filter((p) => p.validTo === null || p.validTo >= today)
      .map((p) => ({
        giverContactId: p.giverId,
        giverContactName: p.giverName,
        roles: p.roles,
        details: proxyRightDetails(p.rights),
      })),
    inspectors: memberInspectors.map((i) => ({
      firstName: i.firstName,
      lastName: i.lastName,
      emailAddress: i.email,
      phone: i.phone,
      imageUrl: i.imageUrl,
    })),
    components: profileComponents(content),
    isMemberImpersonated: request.impersonated,
    impersonatedMemberName: request.impersonated ? member.name : null,
    lastModifiedEmailPhone: member.lastModifiedEmailPhone?.toISOString() ?? null,
    certificationStatus: {
      isFscCertified: member.isFscCertified,
      isPefcCertified: member.isPefcCertified,
    },
    isExplicitMember: member.isExplicitMember,
    isOrganizationUser: member.isOrganizationUser,
  };
}

/** The components part of every profile: the same until the editors change the content. */
const componentsByContent = new WeakMap<ContentFixtures, MemberProfile['components']>();
function profileComponents(content: ContentFixtures): MemberProfile['components'] {
  let components = componentsByContent.get(content);
  if (!components) {
    components = content.components.map((c) => ({
      id: c.id,
      host: c.host,
      element: c.element,
      storageKey: c.storageKey,
      configurationId: c.configurationId,
      status: c.status,
    }));
    componentsByContent.set(content, components);
  }
  return components;
}

/** The profile's own part: everything but the route tree and the components. */
const memberPartSchema = z.omit(memberProfileSchema, { routes: true, components: true });
const routesSchema = z.array(routeNodeSchema);
const componentsSchema = z.array(profileComponentSchema);

/**
 * Checked JSON text of the shared parts, by the very array buildProfile returned: the route
 * tree per content and roles (routeTreeFor) and the components per content. The cache goes
 * when the content store replaces those arrays (an editor's change) — nothing is per member.
 */
const checkedText = new WeakMap<object, string>();
function sharedPartText(value: object, schema: z.ZodMiniType): string {
  let text = checkedText.get(value);
  if (text === undefined) {
    text = JSON.stringify(schema.parse(value));
    checkedText.set(value, text);
  }
  return text;
}

/**
 * The profile as JSON text, checked against memberProfileSchema as the kit would check it,
 * but the route tree and components (most of the bytes, the same for many members) checked
 * and serialised once, when buildProfile's caches first hand them out.
 */
export function profileJson(profile: MemberProfile): string {
  const { routes, components, ...member } = profile;
  const memberText = JSON.stringify(memberPartSchema.parse(member));
  return (
    `${memberText.slice(0, -1)},"routes":${sharedPartText(routes, routesSchema)}` +
    `,"components":${sharedPartText(components, componentsSchema)}}`
  );
}
