import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, runDueJobs } from '../jobs/index.ts';
import { parsePdf } from '../pdf/testing/pdfText.ts';
import type { Compartment } from '../../shared/contracts/my-map.ts';
import type { Calculation, Calculations } from '../../shared/contracts/my-map/calculations.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import { myMapJobKinds } from './calculations.ts';
import { demoCompartmentId, demoPlanId } from './demoPlan.ts';
import { myMapTestApp, type MyMapTestApp } from './testApp.ts';
import { proposedHarvestM3sk } from './harvestVolume.ts';
import { myMapActivities, myMapCalculations, myMapCompartments, myMapPlans } from './schema.ts';

type Who = 'anna' | 'bertil' | 'david';

describe('my map: manage plan', () => {
  let t: MyMapTestApp;
  let clock = new Date('2026-11-26T10:00:00Z');
  beforeAll(async () => {
    t = await myMapTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const call = (who: Who, method: 'GET' | 'POST', url: string) => t.call(who, method, url);
  const plan = `/plans/${demoPlanId}`;
  const run = () => runDueJobs(t.database.db, [...myMapJobKinds]);
  const compartmentOne = async () =>
    (await call('anna', 'GET', `${plan}/compartments/${demoCompartmentId(1)}`)).json<Compartment>();

  describe('the plan as a PDF', () => {
    it('gives Anna her plan: facts, the map, every compartment and the activities', async () => {
      const response = await call('anna', 'GET', `${plan}/pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-filename']).toBe('skogsbruksplan-Norrskogen-1-4.pdf');
      const { pages } = parsePdf(response.rawPayload);
      const texts = pages.flat();
      expect(texts[0]).toBe('Skogsbruksplan Norrskogen 1:4');
      for (const text of ['Plandatum', '2021-04-15', 'Karta', 'Avdelningar', 'Åtgärder']) {
        expect(texts, text).toContain(text);
      }
      // Every compartment's number: on the map and as a table row.
      for (let n = 1; n <= 40; n++) {
        expect(texts.filter((text) => text === String(n)).length, `nr ${n}`).toBeGreaterThanOrEqual(
          2,
        );
      }
      expect(texts).toContain('Gallring');
    });

    it('is not found for another member (Bertil) or an unknown plan; refused without the role', async () => {
      const response = await call('bertil', 'GET', `${plan}/pdf`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: 'PlanNotFound' });
      // David has no My map role at all.
      expect((await call('david', 'GET', `${plan}/pdf`)).statusCode).toBe(403);
      expect((await call('anna', 'GET', '/plans/not-a-plan/pdf')).statusCode).toBe(404);
    });
  });

  describe('plan projection', () => {
    it('is off from 1 May until after August, with its message', async () => {
      for (const day of ['2026-05-01T08:00:00Z', '2026-06-15T10:00:00Z', '2026-08-31T20:00:00Z']) {
        clock = new Date(day);
        const response = await call('anna', 'POST', `${plan}/projection`);
        expect(response.statusCode, day).toBe(409);
        expect(response.json()).toMatchObject({
          type: 'ProjectionDisabled',
          title: myMapProblems.ProjectionDisabled.title,
        });
        const list = (await call('anna', 'GET', `${plan}/calculations`)).json<Calculations>();
        expect(list.projection.available).toBe(false);
      }
      expect(await t.database.db.select().from(myMapCalculations)).toEqual([]);
    });

    it('runs in September to the next 1 May: each growth season adds growth and a year', async () => {
      clock = new Date('2026-11-26T10:00:00Z');
      const before = await compartmentOne();
      const started = await call('anna', 'POST', `${plan}/projection`);
      expect(started.statusCode).toBe(202);
      const job = started.json<Calculation>();
      expect(job).toMatchObject({ kind: 'projection', state: 'inProgress', projection: null });
      // A second request while it runs answers the same calculation.
      expect((await call('anna', 'POST', `${plan}/projection`)).json<Calculation>().id).toBe(
        job.id,
      );
      const pending = await call('anna', 'GET', `${plan}/calculations/${job.id}`);
      expect(pending.headers['x-polling-interval']).toBe('2');

      expect(await run()).toBe(1);
      const done = (
        await call('anna', 'GET', `${plan}/calculations/${job.id}`)
      ).json<Calculation>();
      // Plan date 2021-04-15: the seasons starting 1 May 2021 … 2027.
      expect(done).toMatchObject({
        state: 'completed',
        projection: { projectedTo: '2027-05-01', seasons: 7, compartments: 40 },
      });
      const after = await compartmentOne();
      expect(after.age).toBe(before.age + 7);
      expect(after.volumeM3skPerHa).toBeCloseTo(
        before.volumeM3skPerHa + 7 * before.growthM3skPerHaYear,
        1,
      );
      const list = (await call('anna', 'GET', `${plan}/calculations`)).json<Calculations>();
      expect(list.projection).toEqual({
        available: true,
        nextSeason: '2027-05-01',
        projectedTo: '2027-05-01',
      });
      expect(list.calculations[0]?.id).toBe(job.id);

      // Again before the season: nothing more to add, the figures stay.
      expect((await call('anna', 'POST', `${plan}/projection`)).statusCode).toBe(202);
      await run();
      expect((await compartmentOne()).volumeM3skPerHa).toBe(after.volumeM3skPerHa);
    });

    it('is refused while the cooperative has the plan checked out', async () => {
      await t.database.db
        .update(myMapPlans)
        .set({ checkedOut: true })
        .where(eq(myMapPlans.id, demoPlanId));
      try {
        const response = await call('anna', 'POST', `${plan}/projection`);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ type: 'PlanLocked' });
      } finally {
        await t.database.db
          .update(myMapPlans)
          .set({ checkedOut: false })
          .where(eq(myMapPlans.id, demoPlanId));
      }
    });

    it('is another member’s plan for Bertil: not found, nothing started', async () => {
      const count = (await t.database.db.select().from(myMapCalculations)).length;
      expect((await call('bertil', 'POST', `${plan}/projection`)).statusCode).toBe(404);
      expect((await call('bertil', 'GET', `${plan}/calculations`)).statusCode).toBe(404);
      expect(await t.database.db.select().from(myMapCalculations)).toHaveLength(count);
    });
  });

  describe('report calculation', () => {
    it('runs once per day: the second request that day is refused with its message', async () => {
      clock = new Date('2026-12-01T09:00:00Z');
      const first = await call('anna', 'POST', `${plan}/report-calculation`);
      expect(first.statusCode).toBe(202);
      const second = await call('anna', 'POST', `${plan}/report-calculation`);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        type: 'ReportCalculationDisabled',
        title: myMapProblems.ReportCalculationDisabled.title,
      });
      await run();
      const report = (
        await call('anna', 'GET', `${plan}/calculations/${first.json<Calculation>().id}`)
      ).json<Calculation>();
      expect(report.state).toBe('completed');
      const areas = await t.database.db
        .select({ areaHa: myMapCompartments.areaHa })
        .from(myMapCompartments)
        .where(eq(myMapCompartments.planId, demoPlanId));
      expect(report.report?.areaHa).toBeCloseTo(
        areas.reduce((s, r) => s + r.areaHa, 0),
        0,
      );
      expect(report.report?.calculatedOn).toBe('2026-12-01');
      expect(report.report?.maturityClassAreas.length).toBeGreaterThan(3);
      expect(report.report?.proposedActivities).toBeGreaterThan(0);
      // The plan proposes harvests in both units: the report gives one figure in m³sk.
      const harvests = (
        await t.database.db
          .select({ activity: myMapActivities })
          .from(myMapActivities)
          .innerJoin(myMapCompartments, eq(myMapCompartments.id, myMapActivities.compartmentId))
          .where(eq(myMapCompartments.planId, demoPlanId))
      )
        .map((row) => row.activity)
        .filter((a) => a.status === 'proposed' && a.startYear >= 2026 && a.startYear < 2036);
      expect(new Set(harvests.map((a) => a.unit))).toContain('m3fub');
      const addedAsTheyStand = harvests.reduce((sum, a) => sum + (a.harvestVolume ?? 0), 0);
      expect(report.report?.proposedHarvestM3sk).toBe(proposedHarvestM3sk(harvests));
      expect(report.report?.proposedHarvestM3sk).not.toBe(addedAsTheyStand);
      expect(
        (await call('anna', 'GET', `${plan}/calculations`)).json<Calculations>().report.available,
      ).toBe(false);
    });

    it('counts the Swedish day: after midnight in Sweden it may run again', async () => {
      clock = new Date('2026-12-01T23:30:00Z'); // 00:30 on 2 December in Sweden
      expect((await call('anna', 'POST', `${plan}/report-calculation`)).statusCode).toBe(202);
    });

    it('two requests at once: one runs, the other is refused', { tags: ['engine'] }, async () => {
      clock = new Date('2026-12-05T09:00:00Z');
      const answers = await Promise.all([
        call('anna', 'POST', `${plan}/report-calculation`),
        call('anna', 'POST', `${plan}/report-calculation`),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
      const rows = await t.database.db
        .select()
        .from(myMapCalculations)
        .where(eq(myMapCalculations.day, '2026-12-05'));
      expect(rows).toHaveLength(1);
    });

    it('a report that failed may be asked again the same day', async () => {
      clock = new Date('2026-12-07T09:00:00Z');
      const first = (await call('anna', 'POST', `${plan}/report-calculation`)).json<Calculation>();
      const [row] = await t.database.db
        .select({ jobId: myMapCalculations.jobId })
        .from(myMapCalculations)
        .where(eq(myMapCalculations.id, first.id));
      await t.database.db
        .update(jobs)
        .set({ state: 'error', finishedAt: new Date() })
        .where(eq(jobs.id, row!.jobId));
      const failed = (await call('anna', 'GET', `${plan}/calculations`)).json<Calculations>();
      expect(failed.report.available).toBe(true);
      expect(failed.calculations[0]).toMatchObject({ state: 'error', kind: 'report' });
      expect((await call('anna', 'POST', `${plan}/report-calculation`)).statusCode).toBe(202);
    });

    it('answers an unknown or another plan’s calculation with 404', async () => {
      const response = await call(
        'anna',
        'GET',
        `${plan}/calculations/00000000-0000-4000-8000-000000000000`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: 'CalculationNotFound' });
      expect((await call('anna', 'GET', `${plan}/calculations/x`)).statusCode).toBe(404);
    });
  });
});
