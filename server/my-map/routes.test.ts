import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoIds } from '../db/seed.ts';
import { members } from '../db/schema.ts';
import { mapEstates, mapNotes } from '../map/overlays/schema.ts';
import { areaHa } from '../map/overlays/geometry.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import type {
  Activity,
  ActivityRequest,
  Compartment,
  MyMapOverview,
  Note,
  Plan,
} from '../../shared/contracts/my-map.ts';
import {
  activityMessages,
  compartmentMessages,
  noteMessages,
} from '../../shared/contracts/my-map.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import { demoCompartmentId, demoPlanId } from './demoPlan.ts';
import { isTooOld } from './plans.ts';
import {
  activityBody,
  compartmentEdit,
  myMapTestApp,
  windthrowNote,
  type MyMapTestApp,
} from './testApp.ts';
import { myMapActivities, myMapCompartments, myMapPlans } from './schema.ts';

describe('my map', () => {
  let t: MyMapTestApp;
  beforeAll(async () => {
    t = await myMapTestApp();
  });
  afterAll(() => t.close());

  const call: MyMapTestApp['call'] = (...args) => t.call(...args);
  const plan = `/plans/${demoPlanId}`;
  const firstCompartment = demoCompartmentId(1);

  describe('a plan over ten years old', () => {
    it('is too old the day after its tenth anniversary, not on it', () => {
      expect(isTooOld('2016-11-26', new Date('2026-11-26T00:00:00Z'))).toBe(false);
      expect(isTooOld('2016-11-26', new Date('2026-11-27T00:00:00Z'))).toBe(true);
    });

    it('says tooOld for a plan dated eleven years back', async () => {
      const [before] = await t.database.db
        .select({ planDate: myMapPlans.planDate })
        .from(myMapPlans)
        .where(eq(myMapPlans.id, demoPlanId));
      const old = `${new Date().getUTCFullYear() - 11}-01-15`;
      await t.database.db
        .update(myMapPlans)
        .set({ planDate: old })
        .where(eq(myMapPlans.id, demoPlanId));
      try {
        const body = (await call('anna', 'GET', '')).json<MyMapOverview>();
        expect(body.plans.map((p) => [p.planDate, p.tooOld])).toEqual([[old, true]]);
        expect((await call('anna', 'GET', plan)).json<{ tooOld: boolean }>().tooOld).toBe(true);
      } finally {
        await t.database.db
          .update(myMapPlans)
          .set({ planDate: before!.planDate })
          .where(eq(myMapPlans.id, demoPlanId));
      }
    });
  });

  describe('access', () => {
    it('gives Anna her Norrskogen plan and says Björkås has none', async () => {
      const response = await call('anna', 'GET', '');
      expect(response.statusCode).toBe(200);
      const body = response.json<MyMapOverview>();
      expect(body.plans.map((p) => [p.estateDesignation, p.checkedOut, p.tooOld])).toEqual([
        ['Norrskogen 1:4', false, false],
      ]);
      expect(body.estates.map(({ extent: _, ...estate }) => estate)).toEqual([
        { id: mapDemoIds.bjorkas, designation: 'Björkås 2:7', hasPlan: false },
        { id: mapDemoIds.norrskogen, designation: 'Norrskogen 1:4', hasPlan: true },
      ]);
      expect(body.estates[1]?.extent).toEqual({
        minE: 479_000,
        minN: 6_305_100,
        maxE: 480_250,
        maxN: 6_306_300,
      });
    });

    it('lists the 40 compartments in number order', async () => {
      const body = (await call('anna', 'GET', plan)).json<Plan>();
      expect(body.compartments).toHaveLength(40);
      expect(body.compartments.slice(0, 3).map((c) => c.number)).toEqual(['1', '2', '3']);
      expect(body.compartments.at(-1)?.number).toBe('40');
      expect(body.totalAreaHa).toBeGreaterThan(100);
    });

    it('shows Bertil Björkås (no plan) and answers 404 for Norrskogen and its notes', async () => {
      const overview = (await call('bertil', 'GET', '')).json<MyMapOverview>();
      expect(overview.plans).toEqual([]);
      expect(overview.estates.map((e) => e.designation)).toEqual(['Björkås 2:7']);
      const response = await call('bertil', 'GET', plan);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ type: string }>().type).toBe('PlanNotFound');
      expect(
        (await call('bertil', 'GET', `${plan}/compartments/${firstCompartment}`)).statusCode,
      ).toBe(404);
      expect((await call('bertil', 'GET', `${plan}/activities`)).statusCode).toBe(404);
      const notes = (await call('bertil', 'GET', '/notes')).json<{ notes: Note[] }>().notes;
      expect(notes.length).toBeGreaterThan(0);
      expect(new Set(notes.map((n) => n.estateDesignation))).toEqual(new Set(['Björkås 2:7']));
    });

    it('names the adviser (§9) from the data: Björkås without a plan by its area, abroad by the address', async () => {
      const [estate] = await t.database.db
        .select({ geometry: mapEstates.geometry })
        .from(mapEstates)
        .where(eq(mapEstates.designation, 'Björkås 2:7'));
      expect(areaHa(estate!.geometry)).toBeGreaterThan(20);
      const before = (await call('bertil', 'GET', '')).json<MyMapOverview>();
      expect(before.adviser).toEqual({
        abroad: false,
        largeEstatesWithoutPlan: ['Björkås 2:7'],
      });
      // Anna's Norrskogen has a plan: never named, whatever its size.
      const anna = (await call('anna', 'GET', '')).json<MyMapOverview>();
      const withPlan = anna.estates.filter((e) => e.hasPlan).map((e) => e.designation);
      expect(withPlan).toContain('Norrskogen 1:4');
      expect(anna.adviser.largeEstatesWithoutPlan.filter((d) => withPlan.includes(d))).toEqual([]);
      await t.database.db
        .update(members)
        .set({ country: 'NO' })
        .where(eq(members.id, demoIds.bertil));
      try {
        expect((await call('bertil', 'GET', '')).json<MyMapOverview>().adviser.abroad).toBe(true);
      } finally {
        await t.database.db
          .update(members)
          .set({ country: 'SE' })
          .where(eq(members.id, demoIds.bertil));
      }
    });

    it('refuses David (no My map role) and Anna acting for Bertil (the proxy gives no My map role)', async () => {
      expect((await call('david', 'GET', '')).statusCode).toBe(403);
      expect((await call('anna', 'GET', '', undefined, demoIds.bertil)).statusCode).toBe(403);
    });

    it('answers 404 for a plan id that is no uuid', async () => {
      expect((await call('anna', 'GET', '/plans/abc')).statusCode).toBe(404);
    });
  });

  describe('geometry', () => {
    it('answers every compartment without a bbox and only those in it with one', async () => {
      const all = (await call('anna', 'GET', `${plan}/geometry`)).json<{ features: unknown[] }>();
      expect(all.features).toHaveLength(40);
      const some = (
        await call('anna', 'GET', `${plan}/geometry?bbox=479000,6306000,479300,6306400`)
      ).json<{ features: { properties: { number: string } }[] }>();
      expect(some.features.length).toBeGreaterThan(0);
      expect(some.features.length).toBeLessThan(10);
      const bad = await call('anna', 'GET', `${plan}/geometry?bbox=1,2,3`);
      expect(bad.statusCode).toBe(400);
    });

    it('thins the boundaries for a coarse zoom and answers them whole from zoom 11', async () => {
      type Answer = { features: { id: string; geometry: { coordinates: number[][][] } }[] };
      const vertices = (answer: Answer) =>
        answer.features.reduce((sum, f) => sum + f.geometry.coordinates.flat().length, 0);
      const at = async (query: string) =>
        (await call('anna', 'GET', `${plan}/geometry${query}`)).json<Answer>();
      const full = await at('');
      expect((await at('?zoom=11')).features).toEqual(full.features);
      const coarse = await at('?zoom=4');
      expect(coarse.features.map((f) => f.id)).toEqual(full.features.map((f) => f.id));
      expect(vertices(coarse)).toBeLessThan(vertices(full));
      // Every ring stays a closed polygon.
      for (const f of coarse.features)
        for (const ring of f.geometry.coordinates) {
          expect(ring.length).toBeGreaterThanOrEqual(4);
          expect(ring.at(-1)).toEqual(ring[0]);
        }
      const bad = await call('anna', 'GET', `${plan}/geometry?zoom=far`);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('maturity class spelling', () => {
    it('reads a compartment stored as OF (as an import may write it) as ÖF everywhere', async () => {
      const id = demoCompartmentId(2);
      const [before] = await t.database.db
        .select({ maturityClass: myMapCompartments.maturityClass })
        .from(myMapCompartments)
        .where(eq(myMapCompartments.id, id));
      await t.database.db
        .update(myMapCompartments)
        .set({ maturityClass: 'OF' })
        .where(eq(myMapCompartments.id, id));
      try {
        const one = (await call('anna', 'GET', `${plan}/compartments/${id}`)).json<Compartment>();
        expect(one.maturityClass).toBe('ÖF');
        const list = (await call('anna', 'GET', plan)).json<Plan>();
        expect(list.compartments.find((c) => c.id === id)?.maturityClass).toBe('ÖF');
        const shapes = (await call('anna', 'GET', `${plan}/geometry`)).json<{
          features: { id: string; properties: { maturityClass: string } }[];
        }>();
        expect(shapes.features.find((f) => f.id === id)?.properties.maturityClass).toBe('ÖF');
      } finally {
        await t.database.db
          .update(myMapCompartments)
          .set({ maturityClass: before!.maturityClass })
          .where(eq(myMapCompartments.id, id));
      }
    });
  });

  describe('compartment edit and comment', () => {
    const edit = compartmentEdit;

    it('refuses an edit without the own-responsibility confirmation or out of range, storing nothing', async () => {
      const before = (
        await call('anna', 'GET', `${plan}/compartments/${firstCompartment}`)
      ).json<Compartment>();
      const unconfirmed = await call('anna', 'PUT', `${plan}/compartments/${firstCompartment}`, {
        ...edit,
        ownResponsibility: false,
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json<{ errors: Record<string, string> }>().errors).toMatchObject({
        ownResponsibility: compartmentMessages.ownResponsibility,
      });
      const tooOld = await call('anna', 'PUT', `${plan}/compartments/${firstCompartment}`, {
        ...edit,
        age: 401,
        heightM: 51,
      });
      expect(tooOld.json<{ errors: Record<string, string> }>().errors).toEqual({
        age: compartmentMessages.age,
        heightM: compartmentMessages.heightM,
      });
      const after = (
        await call('anna', 'GET', `${plan}/compartments/${firstCompartment}`)
      ).json<Compartment>();
      expect(after).toEqual(before);
    });

    it('stores an edit and a comment up to 3000 characters, not one over', async () => {
      const saved = await call('anna', 'PUT', `${plan}/compartments/${firstCompartment}`, edit);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<Compartment>()).toMatchObject({
        age: 60,
        heightM: 21.5,
        editedByOwner: true,
      });
      const long = await call('anna', 'PUT', `${plan}/compartments/${firstCompartment}/comment`, {
        comment: 'å'.repeat(3001),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json<{ errors: Record<string, string> }>().errors).toEqual({
        comment: compartmentMessages.commentTooLong,
      });
      const ok = await call('anna', 'PUT', `${plan}/compartments/${firstCompartment}/comment`, {
        comment: 'å'.repeat(3000),
      });
      expect(ok.json<Compartment>().comment).toHaveLength(3000);
    });

    it('answers 409 PlanLocked while the cooperative has the plan checked out', async () => {
      await t.database.db
        .update(myMapPlans)
        .set({ checkedOut: true })
        .where(eq(myMapPlans.id, demoPlanId));
      try {
        const response = await call(
          'anna',
          'PUT',
          `${plan}/compartments/${demoCompartmentId(2)}/comment`,
          { comment: 'Ny' },
        );
        expect(response.statusCode).toBe(409);
        expect(response.json<{ type: string; title: string }>()).toMatchObject({
          type: 'PlanLocked',
          title: myMapProblems.PlanLocked.title,
        });
        const activity = await call('anna', 'POST', `${plan}/activities`, proposed);
        expect(activity.statusCode).toBe(409);
        const [row] = await t.database.db
          .select()
          .from(myMapCompartments)
          .where(eq(myMapCompartments.id, demoCompartmentId(2)));
        expect(row?.comment).not.toBe('Ny');
      } finally {
        await t.database.db
          .update(myMapPlans)
          .set({ checkedOut: false })
          .where(eq(myMapPlans.id, demoPlanId));
      }
    });
  });

  const proposed = activityBody();
  const performed: ActivityRequest = {
    ...proposed,
    status: 'performed',
    performer: 'Skogsagaren',
    startYear: 2026,
    endYear: 2026,
    dateDone: '2026-10-12',
    speciesShares: [
      { species: 'spruce', percent: 70 },
      { species: 'pine', percent: 30 },
    ],
  };

  describe('activities', () => {
    it('lists proposed and performed activities of the seeded plan', async () => {
      const { activities } = (await call('anna', 'GET', `${plan}/activities`)).json<{
        activities: Activity[];
      }>();
      expect(activities.some((a) => a.status === 'proposed')).toBe(true);
      expect(activities.some((a) => a.status === 'performed' && a.speciesShares.length > 0)).toBe(
        true,
      );
      // The demo shows §9's notices: a ditch cleaning in 2027 and a road over the norm.
      expect(
        activities
          .filter((a) => a.warnings.length > 0)
          .map((a) => [a.type, a.compartmentNumber, a.warnings]),
      ).toEqual([
        ['Dikesrensning', '9', [{ code: 'ditchCleaningNotice', earliestStart: '2027-01-07' }]],
        ['Vagbyggnad', '15', [{ code: 'slopeOverNorm', normPercent: 8 }]],
      ]);
    });

    it('adds a performed thinning with shares summing to 100 and changes it', async () => {
      const response = await call('anna', 'POST', `${plan}/activities`, performed);
      expect(response.statusCode).toBe(201);
      const created = response.json<Activity>();
      expect(created).toMatchObject({
        compartmentNumber: '5',
        category: 'harvest',
        dateDone: '2026-10-12',
      });
      const changed = await call('anna', 'PUT', `${plan}/activities/${created.id}`, {
        ...performed,
        harvestVolume: 95,
      });
      expect(changed.json<Activity>().harvestVolume).toBe(95);
    });

    it.each([
      [
        'shares not summing to 100',
        { ...performed, speciesShares: [{ species: 'spruce', percent: 90 }] },
        'speciesShares',
        activityMessages.sharesSum,
      ],
      [
        'five species',
        {
          ...performed,
          speciesShares: ['spruce', 'pine', 'birch', 'otherDeciduous', 'contorta'].map(
            (species) => ({ species, percent: 20 }),
          ),
        },
        'speciesShares',
        activityMessages.sharesCount,
      ],
      [
        'a species twice',
        {
          ...performed,
          speciesShares: [
            { species: 'pine', percent: 50 },
            { species: 'pine', percent: 50 },
          ],
        },
        'speciesShares',
        activityMessages.shareDuplicate,
      ],
      ['no date done', { ...performed, dateDone: null }, 'dateDone', activityMessages.dateDone],
      [
        'a volume of 0',
        { ...proposed, harvestVolume: 0 },
        'harvestVolume',
        activityMessages.harvestVolume,
      ],
      [
        'a volume of 2.5',
        { ...proposed, harvestVolume: 2.5 },
        'harvestVolume',
        activityMessages.harvestVolume,
      ],
      ['no type', { ...proposed, type: '' }, 'type', activityMessages.type],
      ['no start year', { ...proposed, startYear: null }, 'startYear', activityMessages.startYear],
      [
        'an end before the start',
        { ...proposed, startYear: 2030, endYear: 2029 },
        'endYear',
        activityMessages.endBeforeStart,
      ],
      [
        'a note over 500',
        { ...proposed, note: 'x'.repeat(501) },
        'note',
        activityMessages.noteTooLong,
      ],
    ])('refuses %s and stores nothing', async (_case, body, field, message) => {
      const before = (await t.database.db.select().from(myMapActivities)).length;
      const response = await call('anna', 'POST', `${plan}/activities`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
      expect((await t.database.db.select().from(myMapActivities)).length).toBe(before);
    });

    describe('§9 ditch cleaning notice and slope norms (warnings, not rules)', () => {
      const ditch: ActivityRequest = {
        ...proposed,
        type: 'Dikesrensning',
        harvestVolume: null,
        unit: null,
      };
      const road: ActivityRequest = { ...ditch, type: 'Vagbyggnad' };
      const post = async (body: ActivityRequest) => {
        const response = await call('anna', 'POST', `${plan}/activities`, body);
        expect(response.statusCode).toBe(201);
        return response.json<Activity>();
      };

      it('tells of the six weeks on a proposed ditch cleaning, with the earliest start when it is near', async () => {
        // The clock says 2026-11-26: notified today, work may start on 2027-01-07.
        expect((await post({ ...ditch, startYear: 2026, endYear: 2027 })).warnings).toEqual([
          { code: 'ditchCleaningNotice', earliestStart: '2027-01-07' },
        ]);
        expect((await post(ditch)).warnings).toEqual([
          { code: 'ditchCleaningNotice', earliestStart: '2027-01-07' },
        ]);
        expect((await post({ ...ditch, startYear: 2028, endYear: 2028 })).warnings).toEqual([
          { code: 'ditchCleaningNotice', earliestStart: null },
        ]);
        expect((await post({ ...performed, type: 'Dikesrensning' })).warnings).toEqual([]);
        expect((await post(proposed)).warnings).toEqual([]);
      });

      it.each([
        [8, 100, null],
        [8.5, 100, 8],
        [10, 300, 8],
        [10, 99, null],
        [12, 80, null],
        [12.5, 80, 12],
      ])('a road slope of %s %% on %s m is over the norm of %s %%', async (slope, length, norm) => {
        const saved = await post({ ...road, slopePercent: slope, slopeLengthM: length });
        expect(saved).toMatchObject({ slopePercent: slope, slopeLengthM: length });
        expect(saved.warnings).toEqual(
          norm === null ? [] : [{ code: 'slopeOverNorm', normPercent: norm }],
        );
      });

      it('keeps the slope through a change and lists it', async () => {
        const saved = await post({ ...road, slopePercent: 14, slopeLengthM: 60 });
        const { activities } = (await call('anna', 'GET', `${plan}/activities`)).json<{
          activities: Activity[];
        }>();
        expect(activities.find((a) => a.id === saved.id)?.warnings).toEqual([
          { code: 'slopeOverNorm', normPercent: 12 },
        ]);
        const changed = await call('anna', 'PUT', `${plan}/activities/${saved.id}`, {
          ...road,
          slopePercent: 6,
          slopeLengthM: 60,
        });
        expect(changed.json<Activity>()).toMatchObject({ slopePercent: 6, warnings: [] });
      });

      it.each([
        [
          'a slope on a thinning',
          { ...proposed, slopePercent: 5, slopeLengthM: 50 },
          'slopePercent',
          activityMessages.slopeNotAsked,
        ],
        [
          'a slope without its length',
          { ...road, slopePercent: 5 },
          'slopeLengthM',
          activityMessages.slopeLengthM,
        ],
        [
          'a length without the slope',
          { ...road, slopeLengthM: 50 },
          'slopePercent',
          activityMessages.slopePercent,
        ],
        [
          'a slope under 0',
          { ...road, slopePercent: -0.1, slopeLengthM: 50 },
          'slopePercent',
          activityMessages.slopePercent,
        ],
        [
          'a slope over 30',
          { ...road, slopePercent: 30.1, slopeLengthM: 50 },
          'slopePercent',
          activityMessages.slopePercent,
        ],
        [
          'a length of 0',
          { ...road, slopePercent: 5, slopeLengthM: 0 },
          'slopeLengthM',
          activityMessages.slopeLengthM,
        ],
        [
          'a length over 5000',
          { ...road, slopePercent: 5, slopeLengthM: 5001 },
          'slopeLengthM',
          activityMessages.slopeLengthM,
        ],
        [
          'a length of 12.5 m',
          { ...road, slopePercent: 5, slopeLengthM: 12.5 },
          'slopeLengthM',
          activityMessages.slopeLengthM,
        ],
      ])('refuses %s and stores nothing', async (_case, body, field, message) => {
        const before = (await t.database.db.select().from(myMapActivities)).length;
        const response = await call('anna', 'POST', `${plan}/activities`, body);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
        expect((await t.database.db.select().from(myMapActivities)).length).toBe(before);
      });

      it('takes the slope bounds 0 and 30 %, 1 and 5000 m', async () => {
        for (const [slope, length] of [
          [0, 1],
          [30, 5000],
        ] as const)
          expect(await post({ ...road, slopePercent: slope, slopeLengthM: length })).toMatchObject({
            slopePercent: slope,
            slopeLengthM: length,
          });
      });
    });

    it('answers 404 for a compartment of no plan of hers and for an unknown activity', async () => {
      const response = await call('anna', 'POST', `${plan}/activities`, {
        ...proposed,
        compartmentId: mapDemoIds.compartment(1, 1),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ type: string }>().type).toBe('CompartmentNotFound');
      expect(
        (await call('anna', 'PUT', `${plan}/activities/${demoPlanId}`, proposed)).statusCode,
      ).toBe(404);
      expect((await call('anna', 'PUT', `${plan}/activities/nope`, proposed)).statusCode).toBe(404);
    });
  });

  describe('notes', () => {
    const windthrow = windthrowNote;

    it('places a windthrow over 5 m³sk/ha on Norrskogen with the salvage duty', async () => {
      const response = await call('anna', 'POST', '/notes', windthrow);
      expect(response.statusCode).toBe(201);
      const note = response.json<Note>();
      expect(note).toMatchObject({
        estateDesignation: 'Norrskogen 1:4',
        salvageDuty: true,
        status: 'Active',
      });
      const small = (
        await call('anna', 'POST', '/notes', { ...windthrow, volumeM3skPerHa: 5 })
      ).json<Note>();
      expect(small.salvageDuty).toBe(false);
    });

    it("reads the source's 'Excecuted' and writes 'Executed'", async () => {
      const note = (
        await call('anna', 'POST', '/notes', {
          ...windthrow,
          status: 'Excecuted',
          executedBy: 'Anna Skog',
          executedDate: '2026-11-20',
        })
      ).json<Note>();
      expect(note).toMatchObject({
        status: 'Executed',
        executedBy: 'Anna Skog',
        executedDate: '2026-11-20',
      });
      const [row] = await t.database.db.select().from(mapNotes).where(eq(mapNotes.id, note.id));
      expect(row?.status).toBe('Executed');
    });

    it('refuses a note set to Executed without who and when, storing nothing', async () => {
      const before = (await t.database.db.select().from(mapNotes)).length;
      const answer = await call('anna', 'POST', '/notes', { ...windthrow, status: 'Executed' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ errors: Record<string, string> }>().errors).toEqual({
        executedBy: noteMessages.executedBy,
        executedDate: noteMessages.executedDate,
      });
      const note = (await call('anna', 'POST', '/notes', windthrow)).json<Note>();
      const edit = await call('anna', 'PUT', `/notes/${note.id}`, {
        ...windthrow,
        status: 'Executed',
        executedBy: '  ',
        executedDate: '2026-11-20',
      });
      expect(edit.json<{ errors: Record<string, string> }>().errors).toEqual({
        executedBy: noteMessages.executedBy,
      });
      const [row] = await t.database.db.select().from(mapNotes).where(eq(mapNotes.id, note.id));
      expect(row).toMatchObject({ status: 'Active', executedBy: null, executedDate: null });
      expect((await t.database.db.select().from(mapNotes)).length).toBe(before + 1);
    });

    it('refuses a windthrow without trees and a note outside her estates, storing nothing', async () => {
      const before = (await t.database.db.select().from(mapNotes)).length;
      const noTrees = await call('anna', 'POST', '/notes', { ...windthrow, numberOfTrees: null });
      expect(noTrees.json<{ errors: Record<string, string> }>().errors).toEqual({
        numberOfTrees: noteMessages.numberOfTreesRequired,
      });
      // Insect damage the same; a typed-in 0 reads the range.
      const insects = { ...windthrow, type: 'InsectDamage', volumeM3skPerHa: null };
      const noCount = await call('anna', 'POST', '/notes', { ...insects, numberOfTrees: null });
      expect(noCount.json<{ errors: Record<string, string> }>().errors).toEqual({
        numberOfTrees: 'Ange antal träd.',
      });
      const zero = await call('anna', 'POST', '/notes', { ...insects, numberOfTrees: 0 });
      expect(zero.json<{ errors: Record<string, string> }>().errors).toEqual({
        numberOfTrees: noteMessages.numberOfTrees,
      });
      const outside = await call('anna', 'POST', '/notes', {
        ...windthrow,
        position: { n: 6_304_000, e: 481_000 },
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json<{ type: string; errors: Record<string, string> }>()).toMatchObject({
        type: 'NoteOutsideEstate',
        errors: { position: noteMessages.outsideEstate },
      });
      const long = await call('anna', 'POST', '/notes', {
        ...windthrow,
        comment: 'x'.repeat(1001),
      });
      expect(long.statusCode).toBe(400);
      expect((await t.database.db.select().from(mapNotes)).length).toBe(before);
    });

    it('marks a note done and deletes it; Bertil cannot touch a Norrskogen note', async () => {
      const note = (
        await call('anna', 'POST', '/notes', { ...windthrow, type: 'Memo', numberOfTrees: null })
      ).json<Note>();
      expect(
        (
          await call('bertil', 'POST', `/notes/${note.id}/done`, {
            executedBy: '',
            executedDate: '2026-11-20',
          })
        ).statusCode,
      ).toBe(404);
      expect((await call('bertil', 'DELETE', `/notes/${note.id}`)).statusCode).toBe(404);
      const done = await call('anna', 'POST', `/notes/${note.id}/done`, {
        executedBy: '',
        executedDate: '2026-11-20',
      });
      expect(done.json<Note>()).toMatchObject({
        status: 'Executed',
        executedBy: 'Anna Skog',
        executedDate: '2026-11-20',
      });
      expect((await call('anna', 'DELETE', `/notes/${note.id}`)).statusCode).toBe(204);
      expect((await call('anna', 'DELETE', `/notes/${note.id}`)).statusCode).toBe(404);
    });

    it('lets Bertil add a note on Björkås, which Anna (co-owner) sees too', async () => {
      const note = (
        await call('bertil', 'POST', '/notes', {
          ...windthrow,
          position: { n: 6_303_000, e: 482_900 },
        })
      ).json<Note>();
      expect(note.estateDesignation).toBe('Björkås 2:7');
      const annas = (await call('anna', 'GET', '/notes')).json<{ notes: Note[] }>().notes;
      expect(annas.some((n) => n.id === note.id)).toBe(true);
    });
  });
});
