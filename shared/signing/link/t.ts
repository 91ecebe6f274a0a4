import { createTranslator } from '../../i18n/translator.ts';
import { sv } from './sv.ts';

/** The signing link page's Swedish texts. */
export const linkT = createTranslator(sv);
