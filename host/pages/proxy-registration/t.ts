import { createTranslator } from '../../../shared/i18n/t.ts';
import { sv } from './sv.ts';

export type RegistrationMessageKey = keyof typeof sv;
export const t = createTranslator<RegistrationMessageKey>(sv);
