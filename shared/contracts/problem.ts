import { z } from 'zod/mini';

/**
 * Error codes used as the `type` of problem+json answers (RFC 9457). The spec names some
 * of them (impersonatedSessionExpired); the rest are ours. The client maps each to a
 * Swedish message through the i18n catalogue; a raw server message is never shown.
 */
export const problemTypes = [
  'unauthorized',
  'forbidden',
  'notFound',
  'validation',
  'impersonatedSessionExpired',
  'proxyNotAllowed',
  'rateLimited',
  'internal',
  'versionConflict',
  'versionRequired',
  'DefaultContactInformationConflictError',
  'DuplicateEmail',
  'DuplicateMobilePhoneNumber',
  'organizationCannotCreateProxy',
  'proxyAlreadyExists',
  'proxyNotSignable',
  'proxyNotReplaceable',
  'proxyAlreadyEnded',
  'proxyTicketNotFound',
  'proxyTicketUsed',
  'proxyTicketExpired',
  'proxyTicketWithdrawn',
  // Signing (server/signing): InvalidSignSession is the spec's code (economy §8).
  'signingImpersonationNotAllowed',
  'signerHasNoEid',
  'signOrderInProgress',
  'signOrderNotPending',
  'signingUnavailable',
  'InvalidSignSession',
] as const;
export type ProblemType = (typeof problemTypes)[number];

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.optional(z.string()),
  /** Field errors for validation problems: field path -> Swedish message. */
  errors: z.optional(z.record(z.string(), z.string())),
});
export type Problem = z.infer<typeof problemSchema>;

export const problemContentType = 'application/problem+json';
