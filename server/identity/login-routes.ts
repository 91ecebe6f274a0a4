import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';
import { staffDeskErrorCode, userNotFoundErrorCode } from '../../shared/contracts/signIn.ts';
import { deskCookies, startStaffSession, staffSessionTtlSeconds } from '../staff-desk/sessions.ts';
import {
  isValidPersonalNumber,
  normalizePersonalNumber,
} from '../../shared/validation/personalNumber.ts';
import { isPhone } from '../../shared/signing/sameDevice.ts';
import type { BankIdClient } from '../signing/bankid/client.ts';
import { bankIdChoicePage } from './bankid-views.ts';
import { identityMethods, loginInteractionPath, type IdentityMethod } from './constants.ts';
import { isContentRole } from '../../shared/contracts/contentSystemSignIn.ts';
import type { Credentials } from './credentials.ts';
import { searchMembers, startImpersonation } from './impersonation.ts';
import {
  abortInteraction,
  clientAddress,
  finishContentSystemLogin,
  finishInteraction,
  finishLogin,
  formText,
  isContentSystemInteraction,
  loadInteraction,
  sendPage,
  type InteractionDeps,
} from './interaction-support.ts';
import { findLoginContext } from './login-context.ts';
import { limitedAttempt, memberEmailKey, staffEmailKey, throttled } from './rate-limit.ts';
import {
  chooseMethodPage,
  eidPage,
  memberSearchPage,
  passwordPage,
  type InteractionLinks,
} from './views.ts';

/**
 * The sign-in pages of the local authority at /idp-interaction/:uid (outside the /idp
 * mount): test e-ID, e-mail + password, and staff who then pick a member to impersonate.
 */

/**
 * An empty field is named under itself (issue 10: an empty e-mail said "wrong password").
 * Not an attempt: nothing was tried, so the throttle does not count it.
 */
function missingFields(email: string, password: string) {
  if (email && password) return null;
  return {
    ...(email ? {} : { email: messages.emailMissing }),
    ...(password ? {} : { password: messages.passwordMissing }),
  };
}

export const messages = {
  invalidPersonalNumber: 'Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).',
  wrongCredentials: 'Fel e-postadress eller lösenord.',
  emailMissing: 'Ange din e-postadress.',
  passwordMissing: 'Ange ditt lösenord.',
  throttled: 'För många inloggningsförsök. Vänta en stund och försök igen.',
  staffSessionMissing: 'Logga in som personal först.',
  memberMissing: 'Medlemmen finns inte längre. Sök igen.',
  noContentRole:
    'Ditt personalkonto har ingen roll i innehållssystemet. Be den som administrerar innehållssystemet om rollen redaktör eller publicerare.',
} as const;

export const userNotFoundDescription = `${userNotFoundErrorCode}: The user does not exist.`;
export const staffDeskDescription = `${staffDeskErrorCode}: Staff went to the staff desk.`;

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

interface StaffState {
  staffUserId: string;
  staffName: string;
}

function staffState(interaction: Interaction): StaffState | undefined {
  const staff = interaction.result?.staff as Partial<StaffState> | undefined;
  return typeof staff?.staffUserId === 'string' && typeof staff.staffName === 'string'
    ? { staffUserId: staff.staffUserId, staffName: staff.staffName }
    : undefined;
}

function linksFor(uid: string): InteractionLinks {
  const base = `${loginInteractionPath}/${encodeURIComponent(uid)}`;
  return { base, abort: `${base}/abort` };
}

function requestedMethod(interaction: Interaction): IdentityMethod | undefined {
  const values = (interaction.params.acr_values ?? '').split(' ');
  return identityMethods.find((m) => values.includes(m));
}

export function registerLoginRoutes(
  scope: FastifyInstance,
  deps: InteractionDeps & { credentials: Credentials; bankId?: BankIdClient | null },
) {
  const { db, config, credentials } = deps;
  // With BankID the e-ID method is a BankID order (bankid-routes.ts): no number is typed.
  const bankId = deps.bankId ?? null;
  const productName = config.product.name;
  const base = `${loginInteractionPath}/:uid`;

  const showMethod = (
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    chosen: IdentityMethod | undefined,
  ) => {
    const links = linksFor(interaction.uid);
    // The content system offers the staff sign-in only, whatever was asked for.
    const contentSystem = isContentSystemInteraction(interaction);
    const method = contentSystem ? 'staff' : chosen;
    switch (method) {
      case 'eid':
        return sendPage(
          reply,
          config,
          200,
          bankId
            ? bankIdChoicePage({
                productName,
                links,
                phone: isPhone(String(request.headers['user-agent'] ?? '')),
              })
            : eidPage({ productName, links }),
        );
      case 'password':
      case 'staff':
        return sendPage(
          reply,
          config,
          200,
          passwordPage({ productName, links, method, contentSystem }),
        );
      default:
        return sendPage(reply, config, 200, chooseMethodPage(productName, links));
    }
  };

  scope.get(base, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    // Signed in already but a new scope is asked for: extend the grant, no consent page.
    if (interaction.prompt.name === 'consent' && interaction.grantId && interaction.session) {
      const grant = await deps.provider.Grant.find(interaction.grantId);
      const login = await findLoginContext(db, interaction.grantId);
      if (grant && login && login.memberId === interaction.session.accountId) {
        const scopeText = interaction.params.scope ?? config.identity.scope;
        grant.addOIDCScope(scopeText);
        grant.addResourceScope(config.identity.apiAudience, scopeText);
        const grantId = await grant.save();
        return finishInteraction(deps, request, reply, { consent: { grantId } });
      }
    }
    return showMethod(request, reply, interaction, requestedMethod(interaction));
  });

  for (const method of identityMethods) {
    scope.get(`${base}/${method}`, async (request: UidRequest, reply) => {
      const interaction = await loadInteraction(deps, request, reply);
      if (!interaction) return reply;
      return showMethod(request, reply, interaction, method);
    });
  }

  scope.get(`${base}/abort`, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    return abortInteraction(deps, request, reply);
  });

  scope.post(`${base}/eid`, async (request: UidRequest, reply) => {
    // The test e-ID's personal-number form exists only without BankID.
    if (bankId) return reply.code(404).send();
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    if (isContentSystemInteraction(interaction)) return reply.code(404).send();
    const links = linksFor(interaction.uid);
    const typed = formText(request.body, 'personalNumber');
    const personalNumber = normalizePersonalNumber(typed);
    const ip = clientAddress(request);
    // Every e-ID attempt does the same work whatever the number: one member lookup, one
    // recorded attempt. Only a member signs in; an invalid number and a valid number of a
    // non-member are failures, counted per personal number and per address (README.md).
    const outcome = await limitedAttempt(
      db,
      personalNumber,
      ip,
      async () => {
        const member = await credentials.memberByPersonalNumber(personalNumber);
        return isValidPersonalNumber(personalNumber)
          ? { valid: true, member: member ?? null }
          : { valid: false, member: null };
      },
      ({ member }) => member !== null,
    );
    if (outcome === throttled) {
      return sendPage(
        reply,
        config,
        429,
        eidPage({ productName, links, personalNumber: typed, formError: messages.throttled }),
      );
    }
    if (!outcome.valid) {
      return sendPage(
        reply,
        config,
        400,
        eidPage({
          productName,
          links,
          personalNumber: typed,
          fieldError: messages.invalidPersonalNumber,
        }),
      );
    }
    const { member } = outcome;
    if (!member) {
      return finishInteraction(deps, request, reply, {
        error: 'access_denied',
        error_description: userNotFoundDescription,
      });
    }
    return finishLogin(deps, request, reply, interaction, { memberId: member.id, idp: 'eid' });
  });

  /**
   * The e-mail and password form of a member or a staff user: the fields, the throttle
   * (per account and per address) and the refusal pages are the same; who is looked up
   * differs. Answers the signed-in user, or null once the refusal page is sent.
   */
  async function checkPassword<User>(
    request: UidRequest,
    reply: FastifyReply,
    method: 'password' | 'staff',
    links: ReturnType<typeof linksFor>,
    keyOf: (email: string) => string,
    lookUp: (email: string, password: string) => Promise<User | null>,
    contentSystem = false,
  ): Promise<User | null> {
    const email = formText(request.body, 'email');
    const password = formText(request.body, 'password', { trim: false });
    const view = { productName, links, method, email, contentSystem };
    const missing = missingFields(email, password);
    if (missing) {
      sendPage(reply, config, 400, passwordPage({ ...view, fieldErrors: missing }));
      return null;
    }
    const user = await limitedAttempt(db, keyOf(email), clientAddress(request), () =>
      lookUp(email, password),
    );
    if (user === throttled || !user) {
      const [status, formError] =
        user === throttled ? [429, messages.throttled] : [401, messages.wrongCredentials];
      sendPage(reply, config, status, passwordPage({ ...view, formError }));
      return null;
    }
    return user;
  }

  scope.post(`${base}/password`, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    if (isContentSystemInteraction(interaction)) return reply.code(404).send();
    const links = linksFor(interaction.uid);
    const member = await checkPassword(request, reply, 'password', links, memberEmailKey, (e, p) =>
      credentials.memberByPassword(e, p),
    );
    if (!member) return reply;
    return finishLogin(deps, request, reply, interaction, { memberId: member.id, idp: 'password' });
  });

  scope.post(`${base}/staff`, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    const links = linksFor(interaction.uid);
    const contentSystem = isContentSystemInteraction(interaction);
    const staff = await checkPassword(
      request,
      reply,
      'staff',
      links,
      staffEmailKey,
      (e, p) => credentials.staffByPassword(e, p),
      contentSystem,
    );
    if (!staff) return reply;
    if (contentSystem) {
      // The content system's sign-in ends here: the staff account itself, never a member.
      if (!staff.contentRoles.some(isContentRole)) {
        return staffPageRefused(reply, links, messages.noContentRole, {
          contentSystem,
          email: staff.email,
        });
      }
      return finishContentSystemLogin(deps, request, reply, interaction, staff.id);
    }
    // Remember the signed-in staff user on the interaction (in the database) until a
    // member is chosen.
    const state: StaffState = { staffUserId: staff.id, staffName: staff.name };
    await deps.provider.interactionResult(
      request.raw,
      reply.raw,
      { staff: state },
      { mergeWithLastSubmission: false },
    );
    return reply.header('Cache-Control', 'no-store').redirect(`${links.base}/staff/members`, 303);
  });

  /** The staff user signed in on this interaction, if still one (a removed user is not). */
  const signedInStaff = async (interaction: Parameters<typeof staffState>[0]) => {
    const staff = staffState(interaction);
    return staff && (await credentials.staffById(staff.staffUserId)) ? staff : null;
  };
  /** The staff sign-in page again (403) with the form's error, and what else it shows. */
  function staffPageRefused(
    reply: FastifyReply,
    links: ReturnType<typeof linksFor>,
    formError: string,
    more: Partial<Parameters<typeof passwordPage>[0]> = {},
  ) {
    return sendPage(
      reply,
      config,
      403,
      passwordPage({ productName, links, method: 'staff', ...more, formError }),
    );
  }
  /** The staff sign-in page again, saying that this browser has no staff sign-in to act on. */
  const staffSessionMissing = (reply: FastifyReply, links: ReturnType<typeof linksFor>) =>
    staffPageRefused(reply, links, messages.staffSessionMissing);

  scope.get(
    `${base}/staff/members`,
    async (
      request: FastifyRequest<{ Params: { uid: string }; Querystring: { q?: string } }>,
      reply,
    ) => {
      const interaction = await loadInteraction(deps, request, reply);
      if (!interaction) return reply;
      // The content system's sign-in has no member search (nor impersonation, nor desk).
      if (isContentSystemInteraction(interaction)) return reply.code(404).send();
      const links = linksFor(interaction.uid);
      const staff = staffState(interaction);
      if (!staff) return staffSessionMissing(reply, links);
      const query = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 100) : '';
      const hits = query ? await searchMembers(db, query) : undefined;
      return sendPage(
        reply,
        config,
        200,
        memberSearchPage({ productName, links, staffName: staff.staffName, query, hits }),
      );
    },
  );

  /**
   * One staff sign-in for both jobs: from the staff start screen, Eva may open the staff
   * desk instead of impersonating. Only a staff user signed in on this interaction (its
   * cookie is the browser's; a cross-site form post does not carry it) gets a desk session,
   * the same database session the desk's own sign-in starts. The sign-in then ends without
   * a member token (access_denied, staff_desk), and the portal sends the page to the desk.
   */
  scope.post(`${base}/staff/desk`, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    if (isContentSystemInteraction(interaction)) return reply.code(404).send();
    const links = linksFor(interaction.uid);
    const staff = await signedInStaff(interaction);
    if (!staff) return staffSessionMissing(reply, links);
    const userAgent = request.headers['user-agent'];
    const token = await startStaffSession(db, {
      staffUserId: staff.staffUserId,
      ipAddress: clientAddress(request),
      userAgent: typeof userAgent === 'string' ? userAgent : null,
    });
    const cookies = deskCookies(config.publicUrl);
    reply.header('Set-Cookie', cookies.header(cookies.session, token, staffSessionTtlSeconds));
    return finishInteraction(deps, request, reply, {
      error: 'access_denied',
      error_description: staffDeskDescription,
    });
  });

  scope.post(`${base}/staff/impersonate`, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    if (isContentSystemInteraction(interaction)) return reply.code(404).send();
    const links = linksFor(interaction.uid);
    const staff = await signedInStaff(interaction);
    if (!staff) return staffSessionMissing(reply, links);
    const memberId = formText(request.body, 'memberId');
    const userAgent = request.headers['user-agent'];
    const impersonationId = /^[0-9a-f-]{36}$/i.test(memberId)
      ? await startImpersonation(db, {
          staffUserId: staff.staffUserId,
          memberId,
          ttlSeconds: config.identity.impersonationTtlSeconds,
          ipAddress: clientAddress(request),
          userAgent: typeof userAgent === 'string' ? userAgent : null,
        })
      : undefined;
    if (!impersonationId) {
      return sendPage(
        reply,
        config,
        404,
        memberSearchPage({
          productName,
          links,
          staffName: staff.staffName,
          query: '',
          hits: undefined,
          formError: messages.memberMissing,
        }),
      );
    }
    return finishLogin(deps, request, reply, interaction, {
      memberId,
      idp: 'staff',
      impersonationId,
      staffUserId: staff.staffUserId,
    });
  });
}
