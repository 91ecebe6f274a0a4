import { problemMessageFrom } from '../../shared/elements/problemMessage.ts';
import { createTranslator } from '../../shared/i18n/t.ts';
import { sv, type ProfileMessageKey } from './sv.ts';

/** The element's own translator: it ships only its own texts. */
export const t = createTranslator(sv);

const problemKeys: Partial<Record<string, ProfileMessageKey>> = {
  DefaultContactInformationConflictError: 'error.DefaultContactInformationConflictError',
  DuplicateEmail: 'error.DuplicateEmail',
  DuplicateMobilePhoneNumber: 'error.DuplicateMobilePhoneNumber',
  versionConflict: 'error.versionConflict',
  versionRequired: 'error.versionRequired',
  validation: 'error.validation',
  forbidden: 'error.forbidden',
  proxyNotAllowed: 'error.proxyNotAllowed',
  unauthorized: 'error.unauthorized',
  network: 'error.network',
};

/** The Swedish message for an error's problem type; never the server's own text. */
export const problemMessage = problemMessageFrom(t, problemKeys, 'error.general');
