import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, inArray } from 'drizzle-orm';
import { demoBasemap } from '../tiles/basemap-data.ts';
import { openTestDatabase } from '../../testing/database.ts';
import type { Database } from '../../db/client.ts';
import {
  mapCompartments,
  mapEstateOwners,
  mapEstates,
  mapForestOverview,
  mapLandings,
  mapNotes,
  mapReferenceFeatures,
} from './schema.ts';
import {
  overlayGeometrySchemas,
  specialCareObjectTypes,
  type Position,
} from '../../../shared/contracts/mapOverlays.ts';
import {
  compartmentShapes,
  demoCompartments,
  demoEstates,
  demoForestOverview,
  demoLandings,
  demoNotes,
  demoReferenceFeatures,
  estateOutlines,
  parseReferenceProperties,
  planDominantSpecies,
} from './demoData.ts';
import { areaHa } from './geometry.ts';
import { seedMapOverlays } from './seed.ts';

/** Ray casting: whether a point lies inside an open ring. */
function inside([e, n]: Position, ring: readonly Position[]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ei, ni] = ring[i] as Position;
    const [ej, nj] = ring[j] as Position;
    if (ni > n !== nj > n && e < ((ej - ei) * (n - ni)) / (nj - ni) + ei) result = !result;
  }
  return result;
}

const basemapFeature = (name: string) =>
  demoBasemap.features.find((feature) => feature.properties.name === name);

describe('the map demo data', () => {
  it('draws the same estates, roads and stream as the offline basemap', () => {
    for (const [designation, outline] of Object.entries(estateOutlines)) {
      expect(basemapFeature(designation)?.geometry.coordinates, designation).toEqual([outline]);
    }
    const lines = demoReferenceFeatures.filter(
      (feature) => feature.layer === 'roads' || feature.layer === 'valuableWater',
    );
    for (const name of ['Väg 630', 'Norrskogsvägen', 'Björkåsvägen', 'Skogsbäcken']) {
      const ours = lines.find(
        (feature) =>
          ('roadName' in feature.properties && feature.properties.roadName === name) ||
          ('name' in feature.properties && feature.properties.name === name),
      );
      expect(ours?.geometry.coordinates, name).toEqual(basemapFeature(name)?.geometry.coordinates);
    }
  });

  it('cuts each estate into 6-10 compartments that cover it exactly', () => {
    for (const estate of demoEstates) {
      const shapes = compartmentShapes(estate);
      expect(shapes.length).toBeGreaterThanOrEqual(6);
      expect(shapes.length).toBeLessThanOrEqual(10);
      expect(shapes).toHaveLength(estate.plan.length);
      const outline = areaHa({
        type: 'Polygon',
        coordinates: [estateOutlines[estate.designation]],
      });
      const sum = shapes.reduce((total, shape) => total + areaHa(shape), 0);
      expect(sum).toBeCloseTo(outline, 2);
      for (const shape of shapes) expect(areaHa(shape)).toBeGreaterThan(5);
    }
  });

  it('has every dominant species on each estate’s plan, mixed included', () => {
    for (const estate of demoEstates) {
      expect(new Set(estate.plan.map(planDominantSpecies)), estate.designation).toEqual(
        new Set(['spruce', 'pine', 'deciduous', 'mixed']),
      );
    }
    for (const compartment of demoCompartments()) {
      expect(
        compartment.sprucePercent + compartment.pinePercent + compartment.deciduousPercent,
      ).toBe(100);
    }
  });

  it('puts every note and landing on its own estate', () => {
    for (const item of [...demoNotes, ...demoLandings]) {
      const estate = demoEstates.find((candidate) => candidate.id === item.estateId)!;
      expect(inside(item.geometry.coordinates, estateOutlines[estate.designation]), item.id).toBe(
        true,
      );
    }
  });

  it('puts a special-care object of every type wholly on one of Anna’s estates', () => {
    const objects = demoReferenceFeatures.filter((f) => f.layer === 'specialCareObjects');
    expect(new Set(objects.map((f) => (f.properties as { type: string }).type))).toEqual(
      new Set(specialCareObjectTypes),
    );
    const outlines = Object.values(estateOutlines);
    for (const object of objects) {
      const positions: Position[] =
        object.geometry.type === 'Point'
          ? [object.geometry.coordinates]
          : object.geometry.type === 'Polygon'
            ? object.geometry.coordinates.flat()
            : [];
      expect(positions.length, object.id).toBeGreaterThan(0);
      expect(
        outlines.some((ring) => positions.every((p) => inside(p, ring))),
        object.id,
      ).toBe(true);
    }
  });

  it('gives every reference feature the properties and geometry its layer allows', () => {
    for (const feature of demoReferenceFeatures) {
      expect(() => parseReferenceProperties(feature.layer, feature.properties)).not.toThrow();
      expect(overlayGeometrySchemas[feature.layer].safeParse(feature.geometry).success).toBe(true);
    }
  });

  describe('seedMapOverlays', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database.close());

    it('inserts each row once, however often it runs', async () => {
      // Counts this seed's own rows: the service areas' seeds (my map's notes) add rows too.
      const counts = async () => {
        const seeded = [
          [mapEstates, mapEstates.id, demoEstates.map((row) => row.id)],
          [mapEstateOwners, mapEstateOwners.estateId, demoEstates.map((row) => row.id)],
          [mapCompartments, mapCompartments.id, demoCompartments().map((row) => row.id)],
          [mapForestOverview, mapForestOverview.id, demoForestOverview().map((row) => row.id)],
          [mapNotes, mapNotes.id, demoNotes.map((row) => row.id)],
          [mapLandings, mapLandings.id, demoLandings.map((row) => row.id)],
          [mapReferenceFeatures, mapReferenceFeatures.id, demoReferenceFeatures.map((r) => r.id)],
        ] as const;
        const result = [];
        for (const [table, column, ids] of seeded) {
          const [row] = await database.db
            .select({ n: count() })
            .from(table)
            .where(inArray(column, [...ids]));
          result.push(Number(row?.n));
        }
        return result;
      };
      await seedMapOverlays(database.db);
      const first = await counts();
      await Promise.all([seedMapOverlays(database.db), seedMapOverlays(database.db)]);
      expect(await counts()).toEqual(first);
      expect(first).toEqual([2, 3, 16, 16, 5, 2, demoReferenceFeatures.length]);
    });
  });
});
