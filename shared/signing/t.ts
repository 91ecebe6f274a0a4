import { createTranslator } from '../i18n/translator.ts';
import { sv } from './sv.ts';

/** The signing view's Swedish texts (its own catalogue, compiled by the build). */
export const t = createTranslator(sv);
