import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type {
  MeasuredTimber,
  ServiceMap,
  ServiceOrderDetails,
  ServiceOrderList,
} from '../../shared/contracts/ordered-services.ts';
import { demoIds } from '../db/seed.ts';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { flagsContent } from '../features/testing.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { orderedServicesRoutes } from './routes.ts';
import { serviceOrders } from './schema.ts';
import { demoServiceOrders as orders } from './seed.ts';
import { manyOrders } from './testing.ts';

type Person = 'anna' | 'bertil' | 'david';
const base = '/api/v1/ordered-services';

describe('ordered services', () => {
  let t: ApiTestApp;
  let off: FeatureFlagName[] = [];
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      await app.register(orderedServicesRoutes, {
        db: database.db,
        content: flagsContent(() => off),
      });
    });
  });
  afterAll(() => t.close());

  const get = async (person: Person | null, url: string, actingFor?: string) =>
    t.app.inject({ method: 'GET', url, headers: person ? await t.as(person, actingFor) : {} });
  const list = async (query: string, person: Person = 'anna') => {
    const res = await get(person, `${base}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<ServiceOrderList>();
  };
  const numbers = (answer: ServiceOrderList) => answer.orders.map((o) => o.serviceOrderNumber);

  it('refuses every call while MemberProduction is off, measured timber and the map with their own flag off too (§2.2)', async () => {
    const order = `${base}/${orders.annaFelling}`;
    const refused = async (flags: FeatureFlagName[], urls: string[]) => {
      off = flags;
      try {
        for (const url of urls) {
          const res = await get('anna', url);
          expect(res.statusCode, `${url} with ${flags.join()} off`).toBe(403);
          expect(res.json()).toMatchObject({ type: 'featureOff' });
        }
      } finally {
        off = [];
      }
    };
    const all = [`${base}?state=active`, `${base}/count`, order, `${order}/measured-timber`];
    await refused(['MemberProduction'], [...all, `${order}/map`]);
    await refused(['AssortmentReport'], [`${order}/measured-timber`]);
    await refused(['MemberProductionMap'], [`${order}/map`]);
    off = ['AssortmentReport', 'MemberProductionMap'];
    try {
      expect((await get('anna', order)).statusCode).toBe(200);
    } finally {
      off = [];
    }
    expect((await get('anna', `${order}/measured-timber`)).statusCode).toBe(200);
  });

  describe('the list', () => {
    it("shows Anna's active orders newest first, with steps and each tab's count", async () => {
      const answer = await list('state=active');
      expect(numbers(answer)).toEqual([
        orders.annaScarification,
        orders.annaPlanting,
        orders.annaThinning,
      ]);
      expect(answer.total).toBe(3);
      expect(answer.counts).toEqual({ active: 3, finished: 2 });
      const thinning = answer.orders.find((o) => o.serviceOrderNumber === orders.annaThinning);
      expect(thinning).toMatchObject({
        treatmentType: 'thinning',
        estate: 'Björkås 2:7',
        stepsCompleted: 2,
        stepsTotal: 5,
        subProject: '4711-0003',
      });
    });

    it('never fetches an order signed before 2020-03-15 (§9)', async () => {
      const finished = await list('state=finished');
      expect(numbers(finished)).toEqual([orders.annaFelling, orders.annaCleaning2021]);
      expect(numbers(await list('state=finished&q=2900815'))).toEqual([]);
      expect((await get('anna', `${base}/${orders.annaCleaning2019}`)).statusCode).toBe(404);
    });

    it('filters by step status and treatment type, and sorts, in the server', async () => {
      expect(numbers(await list('state=active&status=inProgress'))).toEqual([orders.annaThinning]);
      expect(numbers(await list('state=active&status=notStarted&sort=orderNumber'))).toEqual([
        orders.annaPlanting,
        orders.annaScarification,
      ]);
      expect(numbers(await list('state=active&treatmentType=thinning&status=inProgress'))).toEqual([
        orders.annaThinning,
      ]);
      expect(numbers(await list('state=finished&sort=oldest'))).toEqual([
        orders.annaCleaning2021,
        orders.annaFelling,
      ]);
    });

    it('searches number, agreement, estate and the Swedish type, case-insensitively', async () => {
      expect(numbers(await list('state=active&q=GALLRING'))).toEqual([orders.annaThinning]);
      expect(numbers(await list('state=active&q=bj%C3%B6rk%C3%A5s'))).toEqual([
        orders.annaThinning,
      ]);
      expect(numbers(await list('state=finished&q=4711-0002'))).toEqual([orders.annaFelling]);
      // A percent sign is text, not a pattern.
      expect(numbers(await list('state=active&q=%25'))).toEqual([]);
    });

    it('counts what a query matches (the filter modal)', async () => {
      const res = await get('anna', `${base}/count?state=active&status=notStarted`);
      expect(res.json()).toEqual({ total: 2 });
    });

    it('refuses a bad query with a Swedish message', async () => {
      const res = await get('anna', `${base}?state=all`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.state).toBe('Välj aktiva eller avslutade tjänster.');
      const long = await get('anna', `${base}?state=active&q=${'a'.repeat(101)}`);
      expect(long.json().errors.q).toBe('Söktexten får vara högst 100 tecken.');
      expect((await get('anna', `${base}?state=active&status=done`)).statusCode).toBe(400);
    });
  });

  describe('access', () => {
    it('answers 401 without a token and 403 without Service_Production_Read', async () => {
      expect((await get(null, `${base}?state=active`)).statusCode).toBe(401);
      expect((await get('david', `${base}?state=active`)).statusCode).toBe(403);
    });

    it('refuses Anna acting for Bertil (his proxy gives no production role)', async () => {
      const res = await get('anna', `${base}?state=active`, demoIds.bertil);
      expect(res.statusCode).toBe(403);
    });

    it("answers 404 for another member's order, its timber and its map", async () => {
      for (const path of ['', '/measured-timber', '/map']) {
        const res = await get('anna', `${base}/${orders.bertilThinning}${path}`);
        expect(res.statusCode).toBe(404);
      }
      expect(numbers(await list('state=active', 'bertil'))).toEqual([orders.bertilThinning]);
    });
  });

  describe('a service', () => {
    it('gives the details and the treatment units, a draft unit marked', async () => {
      const res = await get('anna', `${base}/${orders.annaPlanting}`);
      expect(res.statusCode).toBe(200);
      const planting = res.json<ServiceOrderDetails>();
      expect(planting).toMatchObject({
        treatmentType: 'planting',
        state: 'active',
        hasMeasuredTimber: false,
        responsibleManager: { name: 'Sara Holm' },
      });
      expect(planting.treatmentUnits).toHaveLength(1);
      expect(planting.treatmentUnits[0]).toMatchObject({
        draft: true,
        season: 'spring',
        totalSeedlings: 16000,
        seedlingsPerHa: 2500,
        provenance: 'Gran, Hagby FP-545, zon 3',
      });
      const felling = (
        await get('anna', `${base}/${orders.annaFelling}`)
      ).json<ServiceOrderDetails>();
      expect(felling.hasMeasuredTimber).toBe(true);
      expect(felling.treatmentUnits.map((u) => u.number)).toEqual([1, 2]);
    });

    it('gives the measured timber with several hundred logs and totals per assortment', async () => {
      const res = await get('anna', `${base}/${orders.annaFelling}/measured-timber`);
      expect(res.statusCode).toBe(200);
      const timber = res.json<MeasuredTimber>();
      expect(timber.subProject).toBe('4711-0002');
      expect(timber.total.logCount).toBeGreaterThan(300);
      const logs = timber.measurements.flatMap((m) => m.logs);
      expect(logs).toHaveLength(timber.total.logCount);
      expect(timber.totals.map((x) => x.assortment)).toEqual([
        'Grantimmer',
        'Talltimmer',
        'Barrmassaved',
        'Lövmassaved',
      ]);
      const spruce = timber.measurements.filter((m) => m.assortment === 'Grantimmer');
      const sum = spruce.reduce((s, m) => s + m.quantityM3fub, 0);
      expect(timber.totals[0]!.quantityM3fub).toBeCloseTo(sum, 2);
      expect(timber.measurements.some((m) => m.wreckCauses.includes('Röta'))).toBe(true);
    });

    it('answers timberDataUnavailable for an order with no measured timber', async () => {
      const res = await get('anna', `${base}/${orders.annaThinning}/measured-timber`);
      expect(res.statusCode).toBe(404);
      expect(res.json().type).toBe('timberDataUnavailable');
    });

    it('gives the units as polygons and the harvesting site info as points', async () => {
      const res = await get('anna', `${base}/${orders.annaThinning}/map`);
      const map = res.json<ServiceMap>();
      expect(map.crs).toBe('EPSG:3006');
      expect(map.units.map((u) => u.number)).toEqual([1, 2, 3]);
      expect(map.units[0]!.geometry.type).toBe('Polygon');
      expect(new Set(map.siteInfo.map((p) => p.kind)).size).toBe(9);
    });
  });

  describe('a long list', () => {
    it('lists and filters 500 orders a page of 50 at a time, with the totals (timing: bench.ts)', async () => {
      const db = t.database.db;
      const many = manyOrders(demoIds.cecilia, 500);
      await db.insert(serviceOrders).values(many);
      try {
        const all = await list('state=active', 'cecilia' as Person);
        const filtered = await list(
          'state=active&status=inProgress&treatmentType=thinning&q=skogsby',
          'cecilia' as Person,
        );
        expect(all.orders).toHaveLength(50);
        expect(all.total).toBe(333);
        expect(all.counts).toEqual({ active: 333, finished: 167 });
        expect(filtered.orders.every((o) => o.treatmentType === 'thinning')).toBe(true);
        expect(filtered.orders.every((o) => o.stepsCompleted > 0 && o.stepsCompleted < 4)).toBe(
          true,
        );
        expect(filtered.total).toBeGreaterThan(0);
        const page2 = await list('state=active&offset=50', 'cecilia' as Person);
        expect(page2.orders[0]!.serviceOrderNumber).not.toBe(all.orders[0]!.serviceOrderNumber);
      } finally {
        await db.delete(serviceOrders).where(
          inArray(
            serviceOrders.serviceOrderNumber,
            many.map((o) => o.serviceOrderNumber),
          ),
        );
      }
    });
  });
});
