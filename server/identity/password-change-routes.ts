import type { FastifyInstance, FastifyRequest } from 'fastify';
import { minPasswordLength, passwordChangeInteractionPath } from './constants.ts';
import type { Credentials } from './credentials.ts';
import {
  abortInteraction,
  clientAddress,
  finishLogin,
  formText,
  loadInteraction,
  sendPage,
  type InteractionDeps,
} from './interaction-support.ts';
import { messages } from './login-routes.ts';
import { limitedAttempt, memberEmailKey, throttled } from './rate-limit.ts';
import { passwordChangePage } from './views.ts';

/**
 * The password-change authority's page at /idp-password-change-interaction/:uid: the
 * member proves the current password, sets a new one, and is then signed in (the
 * client gets a code back as from any sign-in).
 */

export const passwordChangeMessages = {
  tooShort: `Det nya lösenordet måste ha minst ${minPasswordLength} tecken.`,
  mismatch: 'Lösenorden stämmer inte överens.',
  sameAsCurrent: 'Det nya lösenordet måste skilja sig från det nuvarande.',
} as const;

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

export function registerPasswordChangeRoutes(
  scope: FastifyInstance,
  deps: InteractionDeps & { credentials: Credentials },
) {
  const { db, config, credentials } = deps;
  const productName = config.product.name;
  const base = `${passwordChangeInteractionPath}/:uid`;
  const links = (uid: string) => {
    const action = `${passwordChangeInteractionPath}/${encodeURIComponent(uid)}`;
    return { action, abort: `${action}/abort` };
  };

  scope.get(base, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    return sendPage(
      reply,
      config,
      200,
      passwordChangePage({ productName, ...links(interaction.uid) }),
    );
  });

  scope.get(`${base}/abort`, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    return abortInteraction(deps, request, reply);
  });

  scope.post(base, async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(deps, request, reply);
    if (!interaction) return reply;
    const view = { productName, ...links(interaction.uid) };
    const email = formText(request.body, 'email');
    const currentPassword = formText(request.body, 'currentPassword', { trim: false });
    const newPassword = formText(request.body, 'newPassword', { trim: false });
    const confirmPassword = formText(request.body, 'confirmPassword', { trim: false });

    const errors: { newPassword?: string; confirmPassword?: string } = {};
    if (newPassword.length < minPasswordLength)
      errors.newPassword = passwordChangeMessages.tooShort;
    else if (newPassword === currentPassword)
      errors.newPassword = passwordChangeMessages.sameAsCurrent;
    if (confirmPassword !== newPassword) errors.confirmPassword = passwordChangeMessages.mismatch;
    if (errors.newPassword || errors.confirmPassword) {
      return sendPage(reply, config, 400, passwordChangePage({ ...view, email, errors }));
    }

    const key = memberEmailKey(email);
    const ip = clientAddress(request);
    const member = await limitedAttempt(db, key, ip, () =>
      credentials.memberByPassword(email, currentPassword),
    );
    if (member === throttled) {
      return sendPage(
        reply,
        config,
        429,
        passwordChangePage({ ...view, email, formError: messages.throttled }),
      );
    }
    if (!member) {
      return sendPage(
        reply,
        config,
        401,
        passwordChangePage({ ...view, email, formError: messages.wrongCredentials }),
      );
    }
    await credentials.setMemberPassword(member.id, newPassword);
    return finishLogin(deps, request, reply, interaction, { memberId: member.id, idp: 'password' });
  });
}
