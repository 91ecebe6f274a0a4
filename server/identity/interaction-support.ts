import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, InteractionResult, Provider } from 'oidc-provider';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateLimitWindowSeconds, type IdentityMethod } from './constants.ts';
import { saveLoginContext } from './login-context.ts';
import { identityPageCsp } from './security.ts';
import { errorPage } from './views.ts';
import {
  contentSystemClaims,
  contentSystemClientId,
  staffAccountPrefix,
} from '../../shared/contracts/contentSystemSignIn.ts';

/** What the interaction pages of both authorities share. */

export interface InteractionDeps {
  provider: Provider;
  db: Db;
  config: ServerConfig;
}

export function sendPage(reply: FastifyReply, config: ServerConfig, status: number, html: string) {
  // A throttled sign-in: every failure counted now has left the window after this long.
  if (status === 429) reply.header('Retry-After', String(rateLimitWindowSeconds));
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header(
      'Content-Security-Policy',
      identityPageCsp(config.publicUrl, config.identity.contentSystem?.redirectUri),
    )
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .send(html);
}

/** The form field as one trimmed string (at most 320 characters). */
export function formText(body: unknown, name: string, { trim = true } = {}): string {
  const raw = (body as Record<string, unknown> | undefined)?.[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return '';
  return (trim ? value.trim() : value).slice(0, 320);
}

/**
 * The interaction this browser is in (from the provider's interaction cookie), or an
 * error page when it is missing, expired or not the one in the address.
 */
export async function loadInteraction(
  deps: InteractionDeps,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<Interaction | undefined> {
  try {
    const interaction = await deps.provider.interactionDetails(request.raw, reply.raw);
    if (interaction.uid === request.params.uid) return interaction;
  } catch {
    // fall through: no interaction for this browser
  }
  await sendPage(
    reply,
    deps.config,
    400,
    errorPage(
      deps.config.product.name,
      'Inloggningen har gått ut eller är inte giltig. Gå tillbaka till portalen och logga in igen.',
      `${deps.config.publicUrl}/`,
    ),
  );
  return undefined;
}

/** Stores the result and sends the browser back to the provider to finish. */
export async function finishInteraction(
  deps: InteractionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResult,
) {
  const returnTo = await deps.provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission: false,
  });
  return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
}

export interface SignedIn {
  memberId: string;
  idp: IdentityMethod;
  impersonationId?: string;
  staffUserId?: string;
}

/**
 * Completes sign-in and consent at once: our only client is first party, so the grant
 * gets the requested scopes for both the ID token and the member API.
 */
export async function finishLogin(
  deps: InteractionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  interaction: Interaction,
  signedIn: SignedIn,
) {
  // The content system signs in staff only (finishContentSystemLogin), never a member.
  if (isContentSystemInteraction(interaction)) {
    return finishInteraction(deps, request, reply, {
      error: 'access_denied',
      error_description: contentSystemMembersRefused,
    });
  }
  const clientId = interaction.params.client_id ?? deps.config.identity.clientId;
  const scope = interaction.params.scope ?? deps.config.identity.scope;
  const grant = new deps.provider.Grant({ accountId: signedIn.memberId, clientId });
  grant.addOIDCScope(scope);
  grant.addResourceScope(deps.config.identity.apiAudience, scope);
  const grantId = await grant.save();
  const authTime = Math.floor(Date.now() / 1000);
  await saveLoginContext(deps.db, grantId, {
    memberId: signedIn.memberId,
    idp: signedIn.idp,
    authTime,
    ...(signedIn.impersonationId
      ? { impersonationId: signedIn.impersonationId, staffUserId: signedIn.staffUserId }
      : {}),
  });
  return finishInteraction(deps, request, reply, {
    login: {
      accountId: signedIn.memberId,
      acr: signedIn.idp,
      amr: [signedIn.idp === 'eid' ? 'eid' : 'pwd'],
      ts: authTime,
      remember: true,
    },
    consent: { grantId },
  });
}

/** The sign-in is the content system's (cms/): staff only, no member, no impersonation. */
export function isContentSystemInteraction(interaction: Interaction): boolean {
  return interaction.params.client_id === contentSystemClientId;
}

export const contentSystemMembersRefused = 'The content system signs in staff only.';

/**
 * Completes a staff person's sign-in to the content system: the account is `staff:<id>`,
 * the grant holds the ID token's claims (name, email, content_roles) and no scope of the
 * member API, so no token the API accepts is ever issued for it.
 */
export async function finishContentSystemLogin(
  deps: InteractionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  interaction: Interaction,
  staffUserId: string,
) {
  const accountId = `${staffAccountPrefix}${staffUserId}`;
  const grant = new deps.provider.Grant({ accountId, clientId: contentSystemClientId });
  const asked = (interaction.params.scope ?? 'openid').split(' ');
  grant.addOIDCScope(
    ['openid', 'profile', 'email'].filter((scope) => asked.includes(scope)).join(' '),
  );
  grant.addOIDCClaims(contentSystemClaims);
  const grantId = await grant.save();
  const authTime = Math.floor(Date.now() / 1000);
  await saveLoginContext(deps.db, grantId, { memberId: accountId, idp: 'staff', authTime });
  return finishInteraction(deps, request, reply, {
    // The provider's session lasts while the browser is open: the content system keeps its own.
    login: { accountId, acr: 'staff', amr: ['pwd'], ts: authTime, remember: false },
    consent: { grantId },
  });
}

/** The user cancelled: the client's redirect_uri receives error=access_denied. */
export function abortInteraction(
  deps: InteractionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return finishInteraction(deps, request, reply, {
    error: 'access_denied',
    error_description: 'The user cancelled the sign-in.',
  });
}

export function clientAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}
