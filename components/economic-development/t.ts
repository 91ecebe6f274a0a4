import { createTranslator } from '../../shared/i18n/translator.ts';
import { sv } from './sv.ts';

/** The economic-development element's Swedish texts (its own catalogue, compiled by the build). */
export const t = createTranslator(sv);
