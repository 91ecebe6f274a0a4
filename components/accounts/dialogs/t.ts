import { createTranslator } from '../../../shared/i18n/translator.ts';
import { sv } from './sv.ts';

/** The accounts dialogs' Swedish texts (their own catalogue, in their lazy chunks). */
export const t = createTranslator(sv);
