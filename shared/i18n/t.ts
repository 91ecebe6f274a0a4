import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { sv, type MessageKey } from './sv.ts';

export const locale = 'sv';
export type MessageValues = Record<string, PrimitiveType>;

const compiled = new Map<MessageKey, IntlMessageFormat>();

/** The Swedish text for a catalogue key, with ICU placeholders filled from values. */
export function t(key: MessageKey, values?: MessageValues): string {
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(sv[key], locale);
    compiled.set(key, format);
  }
  const result = format.format(values);
  return typeof result === 'string' ? result : String(result);
}

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
