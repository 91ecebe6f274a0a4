import * as Leaflet from '../../../shared/map/leaflet/leaflet.ts';

/**
 * leaflet-geoman's build patches a global `L` (Leaflet's classes and factories). The portal
 * imports Leaflet as an ES module, whose namespace cannot take new members, so geoman gets a
 * copy of it: the same classes (its init hooks land on our L.Polygon, L.Map), its own `L.PM`.
 * Imported before geoman (geoman.ts), in the origin editor's chunk only.
 */
const global = globalThis as { L?: unknown };
global.L ??= { ...Leaflet };
