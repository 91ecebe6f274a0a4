import { eq, sql } from 'drizzle-orm';
import { callerMemberColumns, type CallerMember } from '../api/auth.ts';
import type { MemberProfile } from '../../shared/contracts/memberProfile.ts';
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

/** Builds the member profile of platform §3 from the database and the content fixtures. */
export async function buildProfile(
  db: Db,
  content: ContentFixtures,
  request: ProfileRequest,
): Promise<MemberProfile | null> {
  // One query: the member's row (unless this request has it), inspectors and received
  // proxies as JSON beside it.
  const [row] = await db
    .select({
      ...(request.member?.id === request.memberId ? { id: members.id } : callerMemberColumns),
      inspectors: sql<
        InspectorJson[]
      >`(select coalesce(json_agg(i order by i.sort_order), '[]'::json) from (
        select first_name as "firstName", last_name as "lastName", email, phone,
          image_url as "imageUrl", sort_order
        from ${inspectors} where member_id = ${request.memberId}) i)`,
      receivedProxies: sql<ReceivedProxyJson[]>`(select coalesce(json_agg(p), '[]'::json) from (
        select p.giver_member_id as "giverId", g.name as "giverName", p.roles, p.rights,
          p.valid_to as "validTo"
        from ${proxies} p join ${members} g on g.id = p.giver_member_id
        where p.receiver_member_id = ${request.signedInMemberId} and p.status = 'active') p)`,
    })
    .from(members)
    .where(eq(members.id, request.memberId));
  if (!row) return null;
  const member = request.member?.id === request.memberId ? request.member : (row as CallerMember);
  const { inspectors: memberInspectors, receivedProxies } = row;
  const today = todayInSweden(request.now);

  return {
    memberId: member.id,
    customerNo: member.customerNo,
    name: member.name,
    emailAddress: member.email,
    roles: request.roles,
    routes: routeTreeFor(content.routes, request.roles),
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
