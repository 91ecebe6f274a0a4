import { createTranslator } from '../../../shared/i18n/translator.ts';
import { sv } from './sv.ts';

export type RegistrationMessageKey = keyof typeof sv;
export const t = createTranslator<RegistrationMessageKey>(sv);
