import { and, asc, eq } from 'drizzle-orm';
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

/** Builds the member profile of platform §3 from the database and the content fixtures. */
export async function buildProfile(
  db: Db,
  content: ContentFixtures,
  request: ProfileRequest,
): Promise<MemberProfile | null> {
  const [member] =
    request.member?.id === request.memberId
      ? [request.member]
      : await db.select(callerMemberColumns).from(members).where(eq(members.id, request.memberId));
  if (!member) return null;

  const [memberInspectors, receivedProxies] = await Promise.all([
    db
      .select()
      .from(inspectors)
      .where(eq(inspectors.memberId, member.id))
      .orderBy(asc(inspectors.sortOrder)),
    db
      .select({
        giverId: proxies.giverMemberId,
        giverName: members.name,
        roles: proxies.roles,
        rights: proxies.rights,
        validTo: proxies.validTo,
      })
      .from(proxies)
      .innerJoin(members, eq(members.id, proxies.giverMemberId))
      .where(
        and(eq(proxies.receiverMemberId, request.signedInMemberId), eq(proxies.status, 'active')),
      ),
  ]);
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
