import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mapNotes } from '../map/overlays/schema.ts';
import {
  activityMessages,
  compartmentMessages,
  noteMessages,
  type ActivityRequest,
  type NoteRequestInput,
} from '../../shared/contracts/my-map.ts';
import { demoCompartmentId, demoPlanId } from './demoPlan.ts';
import { activityBody, myMapTestApp, type MyMapTestApp } from './testApp.ts';
import { myMapActivities, myMapCompartments } from './schema.ts';

/**
 * Every range rule of §5 and README's bounds, on the server: each bound is taken, one step
 * under and over is refused with the field's Swedish message, and nothing is stored.
 */
describe('my map: range rules', () => {
  let t: MyMapTestApp;
  beforeAll(async () => {
    t = await myMapTestApp();
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.call('anna', method, url, payload);
  const errorsOf = (response: { json<T>(): T }) =>
    response.json<{ errors: Record<string, string> }>().errors;

  describe('compartment edit', () => {
    const url = `/plans/${demoPlanId}/compartments/${demoCompartmentId(7)}`;
    const valid = {
      age: 50,
      heightM: 20,
      diameterCm: 25,
      basalAreaM2PerHa: 25,
      volumeM3skPerHa: 200,
      ownResponsibility: true,
    };
    const stored = async () =>
      (
        await t.database.db
          .select()
          .from(myMapCompartments)
          .where(eq(myMapCompartments.id, demoCompartmentId(7)))
      )[0];

    it.each([
      ['age', 0],
      ['age', 400],
      ['heightM', 0],
      ['heightM', 50],
      ['diameterCm', 0],
      ['diameterCm', 120],
      ['basalAreaM2PerHa', 0],
      ['basalAreaM2PerHa', 80],
      ['volumeM3skPerHa', 0],
      ['volumeM3skPerHa', 1500],
    ] as const)('takes %s = %s', async (field, value) => {
      const response = await send('PUT', url, { ...valid, [field]: value });
      expect(response.statusCode).toBe(200);
      expect(response.json<Record<string, number>>()[field]).toBe(value);
    });

    it.each([
      ['age', -1, compartmentMessages.age],
      ['age', 401, compartmentMessages.age],
      ['age', 50.5, compartmentMessages.age],
      ['heightM', -0.1, compartmentMessages.heightM],
      ['heightM', 50.1, compartmentMessages.heightM],
      ['diameterCm', -0.1, compartmentMessages.diameterCm],
      ['diameterCm', 120.1, compartmentMessages.diameterCm],
      ['basalAreaM2PerHa', -0.1, compartmentMessages.basalAreaM2PerHa],
      ['basalAreaM2PerHa', 80.1, compartmentMessages.basalAreaM2PerHa],
      ['volumeM3skPerHa', -0.1, compartmentMessages.volumeM3skPerHa],
      ['volumeM3skPerHa', 1500.1, compartmentMessages.volumeM3skPerHa],
    ] as const)('refuses %s = %s and stores nothing', async (field, value, message) => {
      const before = await stored();
      const response = await send('PUT', url, { ...valid, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual({ [field]: message });
      expect(await stored()).toEqual(before);
    });

    it('takes a comment of 3000 characters and refuses 3001, storing nothing', async () => {
      const ok = await send('PUT', `${url}/comment`, { comment: 'ö'.repeat(3000) });
      expect(ok.statusCode).toBe(200);
      const before = await stored();
      const long = await send('PUT', `${url}/comment`, { comment: 'ö'.repeat(3001) });
      expect(errorsOf(long)).toEqual({ comment: compartmentMessages.commentTooLong });
      expect(await stored()).toEqual(before);
    });
  });

  describe('activity', () => {
    const url = `/plans/${demoPlanId}/activities`;
    const valid = activityBody({
      compartmentId: demoCompartmentId(8),
      startYear: 2030,
      endYear: 2030,
      harvestVolume: 100,
    });
    const performed: ActivityRequest = {
      ...valid,
      status: 'performed',
      dateDone: '2026-09-01',
      speciesShares: [{ species: 'spruce', percent: 100 }],
    };
    const rows = async () =>
      (await t.database.db.select({ n: count() }).from(myMapActivities))[0]!.n;

    it.each([
      ['a start and end year of 2000', { ...valid, startYear: 2000, endYear: 2000 }],
      ['a start and end year of 2100', { ...valid, startYear: 2100, endYear: 2100 }],
      ['a volume of 1', { ...valid, harvestVolume: 1 }],
      ['a volume of 1 000 000', { ...valid, harvestVolume: 1_000_000 }],
      ['a note of 500', { ...valid, note: 'n'.repeat(500) }],
      ['one species at 100 %', performed],
      [
        'a species at 1 %',
        {
          ...performed,
          speciesShares: [
            { species: 'spruce', percent: 99 },
            { species: 'pine', percent: 1 },
          ],
        },
      ],
      [
        'four species',
        {
          ...performed,
          speciesShares: (['spruce', 'pine', 'birch', 'contorta'] as const).map((species) => ({
            species,
            percent: 25,
          })),
        },
      ],
    ])('takes %s', async (_case, body) => {
      const response = await send('POST', url, body);
      expect(response.statusCode).toBe(201);
    });

    it.each([
      [
        'a start year of 1999',
        { ...valid, startYear: 1999 },
        'startYear',
        activityMessages.startYear,
      ],
      [
        'a start year of 2101',
        { ...valid, startYear: 2101, endYear: 2101 },
        'startYear',
        activityMessages.startYear,
      ],
      [
        'an end year of 1999',
        { ...valid, startYear: 2000, endYear: 1999 },
        'endYear',
        activityMessages.endYear,
      ],
      ['an end year of 2101', { ...valid, endYear: 2101 }, 'endYear', activityMessages.endYear],
      [
        'a volume of 0',
        { ...valid, harvestVolume: 0 },
        'harvestVolume',
        activityMessages.harvestVolume,
      ],
      [
        'a volume of 1 000 001',
        { ...valid, harvestVolume: 1_000_001 },
        'harvestVolume',
        activityMessages.harvestVolume,
      ],
      ['a volume without its unit', { ...valid, unit: null }, 'unit', activityMessages.unit],
      ['a note of 501', { ...valid, note: 'n'.repeat(501) }, 'note', activityMessages.noteTooLong],
      [
        'a share of 0 %',
        {
          ...performed,
          speciesShares: [
            { species: 'spruce', percent: 100 },
            { species: 'pine', percent: 0 },
          ],
        },
        'speciesShares.1.percent',
        activityMessages.sharePercent,
      ],
      [
        'a share of 101 %',
        { ...performed, speciesShares: [{ species: 'spruce', percent: 101 }] },
        'speciesShares.0.percent',
        activityMessages.sharePercent,
      ],
      [
        'no species',
        { ...performed, speciesShares: [] },
        'speciesShares',
        activityMessages.sharesCount,
      ],
      [
        'five species',
        {
          ...performed,
          speciesShares: (['spruce', 'pine', 'birch', 'otherDeciduous', 'contorta'] as const).map(
            (species) => ({ species, percent: 20 }),
          ),
        },
        'speciesShares',
        activityMessages.sharesCount,
      ],
    ])('refuses %s and stores nothing', async (_case, body, field, message) => {
      const before = await rows();
      const response = await send('POST', url, body);
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)[field]).toBe(message);
      expect(await rows()).toBe(before);
    });
  });

  describe('note', () => {
    const valid: NoteRequestInput = {
      type: 'Windthrow',
      comment: '',
      status: 'Active',
      numberOfTrees: 10,
      volumeM3skPerHa: 3,
      mainTreeSpecies: 'spruce',
      forestType: 'LargeThinning',
      position: { n: 6_305_800, e: 479_600 },
      images: [],
    };
    const executed = {
      ...valid,
      status: 'Executed',
      executedBy: 'Anna Skog',
      executedDate: '2026-11-20',
    };
    const rows = async () => (await t.database.db.select({ n: count() }).from(mapNotes))[0]!.n;

    it.each([
      ['a comment of 1000', { ...valid, comment: 'k'.repeat(1000) }],
      ['1 tree', { ...valid, numberOfTrees: 1 }],
      ['100 000 trees', { ...valid, numberOfTrees: 100_000 }],
      ['a volume of 0', { ...valid, volumeM3skPerHa: 0 }],
      ['a volume of 1500', { ...valid, volumeM3skPerHa: 1500 }],
      ['an executor named in 100 characters', { ...executed, executedBy: 'e'.repeat(100) }],
    ])('takes %s', async (_case, body) => {
      expect((await send('POST', '/notes', body)).statusCode).toBe(201);
    });

    it.each([
      [
        'a comment of 1001',
        { ...valid, comment: 'k'.repeat(1001) },
        'comment',
        noteMessages.commentTooLong,
      ],
      ['0 trees', { ...valid, numberOfTrees: 0 }, 'numberOfTrees', noteMessages.numberOfTrees],
      [
        '100 001 trees',
        { ...valid, numberOfTrees: 100_001 },
        'numberOfTrees',
        noteMessages.numberOfTrees,
      ],
      ['2.5 trees', { ...valid, numberOfTrees: 2.5 }, 'numberOfTrees', noteMessages.numberOfTrees],
      [
        'a volume under 0',
        { ...valid, volumeM3skPerHa: -0.1 },
        'volumeM3skPerHa',
        noteMessages.volume,
      ],
      [
        'a volume over 1500',
        { ...valid, volumeM3skPerHa: 1500.1 },
        'volumeM3skPerHa',
        noteMessages.volume,
      ],
      [
        'an executor named in 101 characters',
        { ...executed, executedBy: 'e'.repeat(101) },
        'executedBy',
        noteMessages.executedByTooLong,
      ],
    ])('refuses %s and stores nothing', async (_case, body, field, message) => {
      const before = await rows();
      const response = await send('POST', '/notes', body);
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)[field]).toBe(message);
      expect(await rows()).toBe(before);
    });
  });
});
