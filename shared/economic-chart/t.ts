import { createTranslator } from '../i18n/translator.ts';
import { sv } from './sv.ts';

/** The economic development chart's Swedish texts (its own catalogue, compiled by the build). */
export const chartT = createTranslator(sv);
