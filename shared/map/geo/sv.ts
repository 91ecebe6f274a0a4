/**
 * Swedish texts of the map's pure core (coordinates, species). A catalogue of its own, as
 * each element keeps one, so a map chunk ships only its texts; the build compiles it.
 */
export const sv = {
  'map.coordinates.swerefFormat': 'Ange koordinaten som N och E i meter (SWEREF 99 TM).',
  'map.coordinates.wgs84Format':
    'Ange koordinaten som latitud och longitud i decimala grader (WGS 84), till exempel 59,329324° N, 18,068581° E.',
  'map.coordinates.anyFormat':
    'Ange koordinaten som N och E i meter (SWEREF 99 TM) eller som latitud och longitud i grader (WGS 84).',
  'map.coordinates.outsideSweden': 'Koordinaten ligger utanför Sverige.',
  'map.species.spruce': 'Gran',
  'map.species.pine': 'Tall',
  'map.species.deciduous': 'Löv',
  'map.species.mixed': 'Blandskog',
} as const;

export type MapGeoMessageKey = keyof typeof sv;
