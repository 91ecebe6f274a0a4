import { eq } from 'drizzle-orm';
import type { Account, KoaContext, TokenLike } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { members, staffUsers } from '../db/schema.ts';
import { impersonationIsActive } from './impersonation.ts';
import { findLoginContext, type LoginContext } from './login-context.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import {
  contentSystemClientId,
  isContentRole,
  staffAccountPrefix,
  type ContentRole,
} from '../../shared/contracts/contentSystemSignIn.ts';

/**
 * Accounts and claims for oidc-provider. The account id (= sub) is the member id, except
 * for the content system's client (`content-system`), whose only accounts are staff
 * (`staff:<staff_users.id>`, see staffAccount below); how the member signed in comes from
 * the grant's login context. A grant whose sign-in
 * has expired (8 h), or whose impersonation has expired or ended, finds no account, so
 * no new tokens are issued for it and silent sign-in answers login_required.
 */

/** The claims we add for the member (also listed in the provider's `claims` config). */
export interface MemberClaims {
  name: string;
  customer_no: string;
  idp?: string;
  auth_time?: number;
  imp?: string;
  imp_by?: string;
}

async function loadMember(db: Db, memberId: string) {
  if (!isUuid(memberId)) return undefined;
  const [row] = await db
    .select({ id: members.id, name: members.name, customerNo: members.customerNo })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

/** The grant behind this request: the token's, the one being issued, or the session's. */
function grantIdFor(ctx: KoaContext | undefined, token: TokenLike | undefined): string | undefined {
  if (typeof token?.grantId === 'string') return token.grantId;
  const oidc = ctx?.oidc;
  if (!oidc) return undefined;
  const fromResult = oidc.result?.consent?.grantId;
  if (fromResult) return fromResult;
  if (oidc.entities.Grant?.jti) return oidc.entities.Grant.jti;
  const clientId = oidc.client?.clientId;
  return clientId && oidc.session ? oidc.session.grantIdFor(clientId) : undefined;
}

async function usableLoginContext(
  db: Db,
  grantId: string | undefined,
  memberId: string,
): Promise<LoginContext | undefined | 'unusable'> {
  if (!grantId) return undefined;
  const login = await findLoginContext(db, grantId);
  if (!login || login.memberId !== memberId) return 'unusable';
  if (login.impersonationId && !(await impersonationIsActive(db, login.impersonationId))) {
    return 'unusable';
  }
  return login;
}

function claimsOf(
  member: { name: string; customerNo: string },
  login: LoginContext | undefined,
): MemberClaims {
  return {
    name: member.name,
    customer_no: member.customerNo,
    ...(login
      ? {
          idp: login.idp,
          auth_time: login.authTime,
          ...(login.impersonationId
            ? { imp: login.impersonationId, imp_by: login.staffUserId }
            : {}),
        }
      : {}),
  };
}

/** The claims of a staff person in the content system's ID token. */
export interface StaffClaims {
  sub: string;
  name: string;
  email: string;
  content_roles: ContentRole[];
}

/** The client a request or token is for. */
function clientIdFor(ctx: KoaContext | undefined, token: TokenLike | undefined) {
  if (typeof token?.clientId === 'string') return token.clientId;
  return ctx?.oidc?.client?.clientId;
}

export function accountFunctions(db: Db) {
  /**
   * A staff person signed in to the content system. Only that client has such accounts,
   * and it has no others; a person without a content role (or removed) is no account, so
   * a role taken away gives no new tokens. The roles are read again for every token.
   */
  async function staffAccount(
    ctx: KoaContext | undefined,
    sub: string,
    token: TokenLike | undefined,
  ): Promise<Account | undefined> {
    const staffUserId = sub.slice(staffAccountPrefix.length);
    if (!isUuid(staffUserId)) return undefined;
    const [staff] = await db
      .select({
        name: staffUsers.name,
        email: staffUsers.email,
        contentRoles: staffUsers.contentRoles,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, staffUserId));
    const roles = (staff?.contentRoles ?? []).filter(isContentRole);
    if (!staff || roles.length === 0) return undefined;
    const login = await usableLoginContext(db, grantIdFor(ctx, token), sub);
    if (login === 'unusable') return undefined;
    const claims: StaffClaims = {
      sub,
      name: staff.name,
      email: staff.email,
      content_roles: roles,
    };
    return { accountId: sub, claims: () => ({ ...claims }) };
  }

  async function findAccount(
    ctx: KoaContext | undefined,
    sub: string,
    token?: TokenLike,
  ): Promise<Account | undefined> {
    const forContentSystem = clientIdFor(ctx, token) === contentSystemClientId;
    if (sub.startsWith(staffAccountPrefix)) {
      return forContentSystem ? staffAccount(ctx, sub, token) : undefined;
    }
    // A member's session never signs anyone in to the content system.
    if (forContentSystem) return undefined;
    const member = await loadMember(db, sub);
    if (!member) return undefined;
    const login = await usableLoginContext(db, grantIdFor(ctx, token), member.id);
    if (login === 'unusable') return undefined;
    const claims = claimsOf(member, login);
    return {
      accountId: member.id,
      claims: () => {
        // auth_time comes from the session itself in ID tokens.
        const { auth_time: _authTime, ...rest } = claims;
        return { sub: member.id, ...rest };
      },
    };
  }

  async function extraTokenClaims(
    _ctx: KoaContext,
    token: TokenLike,
  ): Promise<MemberClaims | undefined> {
    if (typeof token.accountId !== 'string') return undefined;
    const member = await loadMember(db, token.accountId);
    if (!member) return undefined;
    const login = await usableLoginContext(
      db,
      typeof token.grantId === 'string' ? token.grantId : undefined,
      member.id,
    );
    return claimsOf(member, login === 'unusable' ? undefined : login);
  }

  return { findAccount, extraTokenClaims };
}
