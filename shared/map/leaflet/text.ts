import { createTranslator } from '../../i18n/translator.ts';
import { sv } from './sv.ts';

/** The map's texts (shared/map/leaflet/sv.ts). */
export const mt = createTranslator(sv);
