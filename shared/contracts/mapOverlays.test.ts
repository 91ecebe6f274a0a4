import { describe, expect, it } from 'vitest';
import {
  carryingClassMaxTonnes,
  dominantSpecies,
  formatBbox,
  overlayAttributeLabels,
  overlayLayers,
  overlayPropertySchemas,
  overlayValueLabels,
  overlayCollectionSchemas,
  specialCareObjectTypeLabels,
  specialCareObjectTypes,
} from './mapOverlays.ts';

describe('map overlay contract', () => {
  it('names the dominant species only above 65 %, otherwise mixed', () => {
    const shares = (s: number, p: number, d: number) => ({
      sprucePercent: s,
      pinePercent: p,
      deciduousPercent: d,
    });
    expect(dominantSpecies(shares(66, 30, 4))).toBe('spruce');
    expect(dominantSpecies(shares(65, 30, 5))).toBe('mixed');
    expect(dominantSpecies(shares(10, 80, 10))).toBe('pine');
    expect(dominantSpecies(shares(5, 5, 90))).toBe('deciduous');
    expect(dominantSpecies(shares(40, 30, 30))).toBe('mixed');
  });

  it('knows the carrying classes of §9', () => {
    expect(carryingClassMaxTonnes).toEqual({ BK1: 64, BK2: 51, BK3: 37, BK4: 74 });
  });

  it('labels every attribute a popup shows in Swedish, and only attributes that exist', () => {
    for (const layer of overlayLayers) {
      const attributes = Object.keys(overlayPropertySchemas[layer].shape);
      const labelled = Object.keys(overlayAttributeLabels[layer]);
      expect(
        attributes.filter((a) => a !== 'estateId' && !labelled.includes(a)),
        layer,
      ).toEqual([]);
      expect(
        labelled.filter((a) => !attributes.includes(a)),
        layer,
      ).toEqual([]);
      for (const attribute of Object.keys(overlayValueLabels[layer])) {
        expect(attributes, `${layer}.${attribute}`).toContain(attribute);
      }
    }
    expect(overlayAttributeLabels.roads.carryingClass).toBe('Bärighetsklass');
    expect(overlayAttributeLabels.roads.availabilityClass).toBe('Tillgänglighet');
  });

  it('names every special-care object type in Swedish and takes points and areas only', () => {
    expect(specialCareObjectTypes.map((type) => specialCareObjectTypeLabels[type])).toEqual([
      'Kulturlämning',
      'Naturvärdesträd',
      'Skyddszon',
      'Hänsynsyta',
    ]);
    expect(overlayAttributeLabels.specialCareObjects.type).toBe('Typ av hänsyn');
    const collection = (geometry: unknown, type = 'bufferZone') => ({
      type: 'FeatureCollection',
      layer: 'specialCareObjects',
      crs: { type: 'name', properties: { name: 'EPSG:3006' } },
      features: [
        {
          type: 'Feature',
          id: 'x',
          geometry,
          properties: { type, description: 'Zon', source: 'Skogsinspektor', registeredDate: null },
        },
      ],
    });
    const schema = overlayCollectionSchemas.specialCareObjects;
    const area = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    expect(schema.safeParse(collection(area)).success).toBe(true);
    expect(schema.safeParse(collection({ type: 'Point', coordinates: [1, 2] })).success).toBe(true);
    expect(
      schema.safeParse(
        collection({
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        }),
      ).success,
    ).toBe(false);
    expect(schema.safeParse(collection(area, 'kulturlämning')).success).toBe(false);
  });

  it('writes a bbox in whole metres, rounded outwards', () => {
    expect(
      formatBbox({ minE: 475_000.7, minN: 6_300_000.2, maxE: 485_000.2, maxN: 6_310_000 }),
    ).toBe('475000,6300000,485001,6310000');
  });
});
