import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FeatureFlagName } from '../../../shared/contracts/featureFlags.ts';
import { flagsContent } from '../../features/testing.ts';
import { apiTestApp, type ApiTestApp } from '../../testing/apiApp.ts';
import { demoIds } from '../../db/seed.ts';
import { members } from '../../db/schema.ts';
import { problemContentType } from '../../../shared/contracts/problem.ts';
import {
  formatBbox,
  layerListSchema,
  overlayCollectionSchemas,
  overlayLayers,
  type Bbox,
  type OverlayCollection,
  type OverlayLayer,
} from '../../../shared/contracts/mapOverlays.ts';
import { bboxMessages } from './bbox.ts';
import { demoNotes, mapDemoIds } from './demoData.ts';
import { mapOverlayRoutes } from './routes.ts';
import { seedMapOverlays } from './seed.ts';

/** The demo corner west of Växjö: both estates and every demo reference feature near them. */
const demoArea: Bbox = { minE: 475_000, minN: 6_300_000, maxE: 486_000, maxN: 6_310_000 };
/** Around Björkås 2:7 only. */
const bjorkasArea: Bbox = { minE: 482_000, minN: 6_302_000, maxE: 484_000, maxN: 6_303_600 };

type Person = 'anna' | 'bertil' | 'cecilia' | 'david';
/** The ids of this foundation's own demo notes: service areas' seeds add notes of their own. */
const seededNoteIds = new Set(demoNotes.map((note) => note.id));
const seededNotes = (collection: OverlayCollection<'notes'>) =>
  collection.features.map((f) => f.id).filter((id) => seededNoteIds.has(String(id)));
const eqMember = (id: string) => eq(members.id, id);

describe('map overlays API', () => {
  let t: ApiTestApp;
  let off: FeatureFlagName[] = [];
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      await seedMapOverlays(database.db);
      await app.register(mapOverlayRoutes, {
        db: database.db,
        content: flagsContent(() => off),
      });
    });
  });
  afterAll(() => t.close());

  const get = async (url: string, who: Person | null = 'anna', actingFor?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? await t.as(who, actingFor) : {} });

  async function overlay<L extends OverlayLayer>(
    layer: L,
    who: Person = 'anna',
    bbox: Bbox | null = demoArea,
  ): Promise<OverlayCollection<L>> {
    const response = await get(
      `/api/v1/map/overlays/${layer}${bbox ? `?bbox=${formatBbox(bbox)}` : ''}`,
      who,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return overlayCollectionSchemas[layer].parse(response.json()) as OverlayCollection<L>;
  }

  it('serves a layer behind a flag only while the flag is on (MapValuableWater, MapNotes)', async () => {
    expect((await overlay('valuableWater')).features.length).toBeGreaterThan(0);
    for (const [layer, flag] of [
      ['valuableWater', 'MapValuableWater'],
      ['notes', 'MapNotes'],
    ] as const) {
      off = [flag];
      try {
        const refused = await get(`/api/v1/map/overlays/${layer}?bbox=${formatBbox(demoArea)}`);
        expect(refused.statusCode, layer).toBe(403);
        expect(refused.headers['content-type']).toContain(problemContentType);
        expect(refused.json()).toMatchObject({ type: 'featureOff' });
        // The other layers are served as before.
        expect((await overlay('estates')).features.length).toBeGreaterThan(0);
      } finally {
        off = [];
      }
    }
  });

  it('lists every layer with its Swedish name and help text for the layer-info modal', async () => {
    const response = await get('/api/v1/map/layers');
    expect(response.statusCode).toBe(200);
    const list = layerListSchema.parse(response.json());
    expect(list.crs).toBe('EPSG:3006');
    const byId = new Map(list.layers.map((layer) => [layer.id, layer]));
    // Every topic of spec §2.4 has a help text.
    for (const id of [
      'compartments',
      'targetClasses',
      'maturityClasses',
      'insectRisk',
      'roads',
      'landings',
      'waterMap',
      'speciesObservations',
      'forestOverview',
      'treeHeight',
      'protectedAreas',
      'valuableWater',
      'specialCareObjects',
    ]) {
      expect(byId.get(id)?.helpText.length, id).toBeGreaterThan(40);
    }
    expect(list.groups.find((group) => group.id === 'forestPlan')?.helpText).toMatch(
      /Skogsbruksplanen/,
    );
    expect(byId.get('roads')?.helpText).toContain('BK1 64 ton');
    expect(byId.get('valuableWater')).toMatchObject({
      name: 'Värdefulla vatten',
      featureFlag: 'MapValuableWater',
      requiresBbox: true,
    });
    expect(byId.get('notes')?.featureFlag).toBe('MapNotes');
    // Every overlay the API serves is in the list as an overlay, and nothing else is.
    expect(
      list.layers
        .filter((layer) => layer.kind === 'overlay')
        .map((layer) => layer.id)
        .sort(),
    ).toEqual([...overlayLayers].sort());
  });

  it.each(overlayLayers)('answers %s as a FeatureCollection in EPSG:3006', async (layer) => {
    const collection = await overlay(layer);
    expect(collection.crs.properties.name).toBe('EPSG:3006');
    expect(collection.layer).toBe(layer);
    expect(collection.features.length).toBeGreaterThan(0);
    // Positions are [E, N] in the demo corner, not degrees and not swapped.
    const [e, n] = JSON.stringify(collection.features[0]?.geometry)
      .match(/-?\d+(\.\d+)?/g)!
      .map(Number) as [number, number];
    expect(e).toBeGreaterThan(470_000);
    expect(e).toBeLessThan(490_000);
    expect(n).toBeGreaterThan(6_295_000);
    expect(n).toBeLessThan(6_315_000);
  });

  it('shows Anna both her estates, Norrskogen alone and Björkås together with Bertil', async () => {
    const estates = await overlay('estates', 'anna', null);
    expect(estates.features.map((f) => [f.properties.designation, f.properties.coOwned])).toEqual([
      ['Björkås 2:7', true],
      ['Norrskogen 1:4', false],
    ]);
    expect(estates.features[0]?.properties.ownerCount).toBe(2);
    const compartments = await overlay('compartments', 'anna', null);
    expect(new Set(compartments.features.map((f) => f.properties.estateDesignation))).toEqual(
      new Set(['Björkås 2:7', 'Norrskogen 1:4']),
    );
    expect(compartments.features).toHaveLength(16);
  });

  it('shows Bertil Björkås 2:7 and what lies on it, never Anna’s Norrskogen 1:4', async () => {
    const estates = await overlay('estates', 'bertil', null);
    expect(estates.features.map((f) => f.properties.designation)).toEqual(['Björkås 2:7']);
    for (const layer of ['compartments', 'forestOverview', 'notes', 'landings'] as const) {
      const collection = await overlay(layer, 'bertil', demoArea);
      expect(collection.features.length, layer).toBeGreaterThan(0);
      expect(
        collection.features.every((f) => f.properties.estateId === mapDemoIds.bjorkas),
        layer,
      ).toBe(true);
    }
    const notes = await overlay('notes', 'bertil');
    expect(seededNotes(notes)).toEqual([mapDemoIds.note(4), mapDemoIds.note(5)]);
  });

  it('shows David, who owns no estate, none of the members’ layers but the shared ones', async () => {
    // David has no My map role in the demo; given one, he still owns nothing.
    expect((await get('/api/v1/map/overlays/estates', 'david')).statusCode).toBe(403);
    await t.database.db
      .update(members)
      .set({ roles: ['Service_MyMap_Read'] })
      .where(eqMember(demoIds.david));
    for (const layer of [
      'estates',
      'compartments',
      'forestOverview',
      'notes',
      'landings',
    ] as const) {
      expect((await overlay(layer, 'david')).features, layer).toEqual([]);
    }
    expect((await overlay('roads', 'david')).features.length).toBeGreaterThan(0);
  });

  it('gives compartments their dominant species with the 65 % rule, mixed included', async () => {
    const compartments = await overlay('compartments', 'anna', null);
    const norrskogen = compartments.features.filter(
      (f) => f.properties.estateId === mapDemoIds.norrskogen,
    );
    expect(norrskogen.map((f) => [f.properties.number, f.properties.dominantSpecies])).toEqual([
      ['1', 'spruce'],
      ['2', 'pine'],
      ['3', 'deciduous'],
      ['4', 'mixed'],
      ['5', 'spruce'],
      ['6', 'mixed'],
      ['7', 'spruce'],
      ['8', 'mixed'],
    ]);
    const first = norrskogen[0]!.properties;
    expect(first.volumeM3skPerHa).toBe(Math.round(first.volumeM3sk / first.areaHa));
    const overview = await overlay('forestOverview', 'anna', null);
    expect(overview.features).toHaveLength(16);
    expect(overview.features.some((f) => f.properties.landType === 'mire')).toBe(true);
  });

  it('serves roads with every carrying class and availability class and their weights', async () => {
    const roads = await overlay('roads');
    const classes = roads.features.map((f) => [
      f.properties.carryingClass,
      f.properties.maxGrossWeightTonnes,
    ]);
    expect(new Map(classes as [string, number][])).toEqual(
      new Map([
        ['BK1', 64],
        ['BK2', 51],
        ['BK3', 37],
        ['BK4', 74],
      ]),
    );
    expect(new Set(roads.features.map((f) => f.properties.availabilityClass))).toEqual(
      new Set(['A', 'B', 'C', 'D']),
    );
    const species = await overlay('speciesObservations');
    const categories = new Set(species.features.map((f) => f.properties.redlistCategory));
    for (const category of ['NT', 'VU', 'EN']) expect(categories).toContain(category);
  });

  it('lists special-care objects among the nature layers and serves them within a bbox', async () => {
    const list = layerListSchema.parse((await get('/api/v1/map/layers')).json());
    expect(list.layers.find((layer) => layer.id === 'specialCareObjects')).toMatchObject({
      group: 'nature',
      name: 'Hänsynsobjekt',
      kind: 'overlay',
      requiresBbox: true,
      featureFlag: null,
    });
    // overlay() parses the answer with the layer's collection schema (valid GeoJSON).
    const onBjorkas = await overlay('specialCareObjects', 'anna', bjorkasArea);
    expect(onBjorkas.features.map((f) => [f.id, f.geometry.type, f.properties.type])).toEqual([
      [mapDemoIds.reference(62), 'Polygon', 'bufferZone'],
      [mapDemoIds.reference(63), 'Polygon', 'retentionPatch'],
    ]);
    const all = await overlay('specialCareObjects', 'anna', demoArea);
    expect(all.features.map((f) => f.properties.type).sort()).toEqual([
      'bufferZone',
      'culturalHeritage',
      'natureValueTree',
      'retentionPatch',
    ]);
    const remains = all.features.find((f) => f.properties.type === 'culturalHeritage');
    expect(remains?.geometry).toEqual({ type: 'Point', coordinates: [479_450, 6_305_500] });
    expect(remains?.properties).toMatchObject({ source: 'Riksantikvarieämbetet' });
    expect((await get('/api/v1/map/overlays/specialCareObjects')).statusCode).toBe(400);
  });

  it('cuts every layer by the bbox', async () => {
    const estates = await overlay('estates', 'anna', bjorkasArea);
    expect(estates.features.map((f) => f.properties.designation)).toEqual(['Björkås 2:7']);
    const notes = await overlay('notes', 'anna', bjorkasArea);
    expect(seededNotes(notes)).toEqual([mapDemoIds.note(4), mapDemoIds.note(5)]);
    for (const { geometry } of notes.features) {
      const [e, n] = geometry.coordinates;
      expect(e >= bjorkasArea.minE && e <= bjorkasArea.maxE, String(e)).toBe(true);
      expect(n >= bjorkasArea.minN && n <= bjorkasArea.maxN, String(n)).toBe(true);
    }
    const insects = await overlay('insectRisk', 'anna', bjorkasArea);
    expect(insects.features.map((f) => f.properties.level).sort()).toEqual(['increased', 'medium']);
    // The risk area near Jönköping shows only there.
    const jonkoping = await overlay('insectRisk', 'anna', {
      minE: 439_000,
      minN: 6_399_000,
      maxE: 442_000,
      maxN: 6_402_000,
    });
    expect(jonkoping.features.map((f) => f.id)).toEqual([mapDemoIds.reference(23)]);
    // Far from everything: empty, not an error.
    const empty = await overlay('roads', 'anna', {
      minE: 700_000,
      minN: 7_200_000,
      maxE: 701_000,
      maxN: 7_201_000,
    });
    expect(empty.features).toEqual([]);
  });

  it.each([
    ['475000,6300000,485000', bboxMessages.format],
    ['475000,6300000,485000,abc', bboxMessages.format],
    ['', bboxMessages.format],
    ['485000,6300000,475000,6310000', bboxMessages.order],
    // Northing first (the EPSG axis order) lands far outside Sweden's eastings.
    ['6300000,475000,6310000,485000', bboxMessages.outside],
    ['14.7,56.8,14.9,56.9', bboxMessages.outside],
    ['300000,6300000,700000,6310000', bboxMessages.tooLarge],
    ['475000,6300000,495001,6310000', bboxMessages.tooLarge],
  ])('answers bbox=%s with 400 and a Swedish message', async (bbox, message) => {
    const response = await get(`/api/v1/map/overlays/roads?bbox=${bbox}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain(problemContentType);
    expect(response.json()).toMatchObject({
      type: message === bboxMessages.tooLarge ? 'mapAreaTooLarge' : 'validation',
      title: message,
      errors: { bbox: message },
    });
  });

  it('needs a bbox for the shared reference layers but not for the member’s own', async () => {
    const response = await get('/api/v1/map/overlays/speciesObservations');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ title: bboxMessages.required });
    expect((await overlay('landings', 'anna', null)).features).toHaveLength(2);
  });

  it('answers 404 for a layer it does not serve', async () => {
    for (const layer of ['treeHeight', 'nope']) {
      const response = await get(`/api/v1/map/overlays/${layer}?bbox=${formatBbox(demoArea)}`);
      expect(response.statusCode, layer).toBe(404);
    }
  });

  it('refuses without the My map role, and when Anna acts for Bertil (his proxy has none)', async () => {
    await t.database.db.update(members).set({ roles: [] }).where(eqMember(demoIds.cecilia));
    for (const url of ['/api/v1/map/layers', `/api/v1/map/overlays/estates`]) {
      const withoutRole = await get(url, 'cecilia');
      expect(withoutRole.statusCode, url).toBe(403);
      expect(withoutRole.json()).toMatchObject({
        type: 'forbidden',
        title: 'Du har inte rättighet att utföra denna åtgärd.',
      });
      const proxy = await get(url, 'anna', demoIds.bertil);
      expect(proxy.statusCode, url).toBe(403);
      expect(proxy.json()).toMatchObject({ type: 'forbidden' });
    }
    // The role is checked before the bbox, so nothing about the request is revealed.
    expect((await get('/api/v1/map/overlays/roads?bbox=x', 'cecilia')).statusCode).toBe(403);
    expect((await get('/api/v1/map/overlays/estates', null)).statusCode).toBe(401);
  });
});
