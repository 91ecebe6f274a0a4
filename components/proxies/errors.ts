import { isApiError } from '../../shared/api/apiError.ts';
import { problemMessageFrom } from '../../shared/elements/problemMessage.ts';
import type { ProxiesMessageKey } from './sv.ts';
import { t } from './t.ts';

/** Every problem type the proxy calls answer with, and its message in this element. */
const messages: Partial<Record<string, ProxiesMessageKey>> = {
  network: 'error.network',
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  proxyNotAllowed: 'error.proxyNotAllowed',
  notFound: 'error.notFound',
  validation: 'error.validation',
  organizationCannotCreateProxy: 'error.organizationCannotCreateProxy',
  proxyAlreadyExists: 'error.proxyAlreadyExists',
  proxyNotSignable: 'error.proxyNotSignable',
  proxyNotReplaceable: 'error.proxyNotReplaceable',
  proxyAlreadyEnded: 'error.proxyAlreadyEnded',
};

/** The Swedish message for a failed call; the general one for anything unknown. */
export const errorText = problemMessageFrom(t, messages, 'error.general');

/** The field messages of a 400 (they come from the shared schema, already Swedish). */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error, 'validation')) return null;
  return error.problem?.errors ?? null;
}

/** Problems of the proxies area itself (a refused start or completion of its signing). */
const proxyOwnTypes = new Set([
  'organizationCannotCreateProxy',
  'proxyNotSignable',
  'proxyNotReplaceable',
  'proxyAlreadyEnded',
  'notFound',
  'forbidden',
  'proxyNotAllowed',
]);
export function isProxyProblem(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' && proxyOwnTypes.has(type);
}
