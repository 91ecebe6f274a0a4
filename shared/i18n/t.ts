import { createTranslator, type MessageValues } from './translator.ts';
import { sv, type MessageKey } from './sv.ts';

export { createTranslator, locale, type MessageValues } from './translator.ts';

/** The Swedish text for a key of the host's catalogue, with placeholders filled. */
export const t: (key: MessageKey, values?: MessageValues) => string = createTranslator(sv);

const errorKeys: Partial<Record<string, MessageKey>> = {
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  notFound: 'error.notFound',
  impersonatedSessionExpired: 'error.impersonatedSessionExpired',
  proxyNotAllowed: 'error.proxyNotAllowed',
  rateLimited: 'error.rateLimited',
  network: 'error.network',
};

/** The Swedish message for an error code (problem+json `type`); general text when unknown. */
export function errorMessage(type: string | undefined): string {
  return t((type && errorKeys[type]) || 'error.general');
}
