export { errorMessage, locale, t } from './t.ts';
export type { MessageValues } from './t.ts';
export { sv } from './sv.ts';
export type { MessageKey } from './sv.ts';
