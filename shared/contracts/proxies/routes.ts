import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import {
  completeRegistrationRequestSchema,
  createProxyRequestSchema,
  externalProxySchema,
  proxyListSchema,
  proxySchema,
  replaceProxyRequestSchema,
} from '../proxies.ts';
import { todayInSweden } from '../../time/index.ts';
import { signOrderStartSchema } from '../signing.ts';
import { proxyTicketProblemTypes } from './problems.ts';
import { defineRoutes, uuidParam } from '../routes.ts';

const read = requires.single('Service_Proxy_Read');
const readWrite = requires.readWrite('Service_Proxy');

// An id that is no proxy of the caller answers 404 as one that does not exist; a malformed
// ticket id (a ticket's id is no UUID) answers proxyTicketNotFound, as an unknown one.
const proxyParams = z.object({ proxyId: uuidParam() });
const ticketParams = z.object({ ticketId: z.string() });

/** The receiver's two registration-link calls: anonymous, answered with what the link gives. */
const ticketCall = {
  params: ticketParams,
  response: externalProxySchema,
  access: 'anonymous',
  roles: null,
  proxy: 'ignored',
  impersonation: true,
  problems: proxyTicketProblemTypes,
} as const;

/**
 * The base bodies of create and replace, for the types, the client and docs/openapi.json.
 * Their full rules depend on the day and on whose proxy it is (valid-to at least 90 days
 * ahead, never to the giver's own personal number), so the handler parses the body again
 * with the same shared schema made for its context (server/proxies/routes.ts). The base is
 * made with the day the module loaded: never stricter than the handler's parse.
 */
export const createProxyBodySchema = createProxyRequestSchema({ today: todayInSweden() });
export const replaceProxyBodySchema = replaceProxyRequestSchema({ today: todayInSweden() });

/**
 * Proxies (fullmakter, platform §2-§6, docs/api-proxies.md). Everything is about the
 * caller's effective member: acting through a proxy, the giver's data with the proxy's
 * roles, which never include Service_Proxy_* (a proxy cannot hand on proxies). Staff
 * impersonating a member may list, read, create, replace and end proxies for them (the
 * staff desk's job of helping a member, kept as it was), but never sign: the sign call is
 * open to impersonation only so that assertMaySign answers the signing view's own Swedish
 * message (`signingImpersonationNotAllowed`, "inloggad som personal") instead of the generic one.
 */
export const proxyRoutes = defineRoutes({
  listProxies: {
    method: 'GET',
    path: '/api/v1/proxies',
    summary: "The caller's given and received proxies.",
    response: proxyListSchema,
    firstOn: ['proxyList'],
    access: 'member',
    roles: read,
    proxy: 'allowed',
    impersonation: true,
  },
  getProxy: {
    method: 'GET',
    path: '/api/v1/proxies/{proxyId}',
    summary: "One proxy the caller gave or received (404 for anyone else's).",
    params: proxyParams,
    response: proxySchema,
    access: 'member',
    roles: read,
    proxy: 'allowed',
    impersonation: true,
  },
  createProxy: {
    method: 'POST',
    path: '/api/v1/proxies',
    summary:
      'A private person gives a proxy to the receiver named by national id; it waits for the giver to sign.',
    body: createProxyBodySchema,
    response: proxySchema,
    status: 201,
    access: 'member',
    roles: readWrite,
    proxy: 'allowed',
    impersonation: true,
    problems: ['organizationCannotCreateProxy', 'proxyAlreadyExists'],
  },
  replaceProxy: {
    method: 'POST',
    path: '/api/v1/proxies/{proxyId}/replace',
    summary:
      'New terms for the same receiver: a new proxy that replaces the old one once it is signed.',
    params: proxyParams,
    body: replaceProxyBodySchema,
    response: proxySchema,
    status: 201,
    access: 'member',
    roles: readWrite,
    proxy: 'allowed',
    impersonation: true,
    problems: ['organizationCannotCreateProxy', 'proxyNotReplaceable'],
  },
  signProxy: {
    method: 'POST',
    path: '/api/v1/proxies/{proxyId}/sign',
    summary:
      'The giver starts a sign order for the proxy; the signing view polls it and its completion brings the proxy into force.',
    params: proxyParams,
    response: signOrderStartSchema,
    status: 201,
    access: 'member',
    roles: readWrite,
    proxy: 'allowed',
    // Refused inside with the signing view's own message (assertMaySign), see above.
    impersonation: true,
    problems: [
      'organizationCannotCreateProxy',
      'proxyNotSignable',
      'proxyNotReplaceable',
      'signingImpersonationNotAllowed',
      'signerHasNoEid',
      'signOrderInProgress',
      'signingUnavailable',
    ],
  },
  terminateProxy: {
    method: 'POST',
    path: '/api/v1/proxies/{proxyId}/terminate',
    summary:
      'The giver ends a proxy: an active one becomes inactive, one not yet in force is withdrawn.',
    params: proxyParams,
    response: proxySchema,
    access: 'member',
    roles: readWrite,
    proxy: 'allowed',
    impersonation: true,
    problems: ['proxyAlreadyEnded'],
  },
  readRegistrationTicket: {
    method: 'GET',
    path: '/api/v1/proxies/external/{ticketId}',
    summary: "The receiver's registration link (anonymous): who gave which rights, until when.",
    ...ticketCall,
  },
  completeRegistration: {
    method: 'POST',
    path: '/api/v1/proxies/external/{ticketId}/complete',
    summary:
      'The receiver registers with their personal number and name (anonymous); the proxy becomes active.',
    ...ticketCall,
    body: completeRegistrationRequestSchema,
  },
});
