import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoIds } from '../db/seed.ts';
import { proxies } from '../db/schema.ts';
import type { Activity, ActivityRequest } from '../../shared/contracts/my-map.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import { demoCompartmentId, demoPlanId } from './demoPlan.ts';
import { activityBody, myMapTestApp, type MyMapTestApp } from './testApp.ts';
import { myMapActivities, myMapPlans } from './schema.ts';

/** Deleting an activity (§8 "plan delete"): who may, for whom, and when the plan is locked. */
describe('my map: deleting an activity', () => {
  let t: MyMapTestApp;
  beforeAll(async () => {
    t = await myMapTestApp();
  });
  afterAll(() => t.close());

  const plan = `/plans/${demoPlanId}`;
  const call = (
    who: 'anna' | 'bertil' | 'david',
    method: 'POST' | 'DELETE' | 'GET',
    url: string,
    payload?: ActivityRequest,
    actingFor?: string,
  ) => t.call(who, method, `${plan}${url}`, payload, actingFor);
  const proposed = activityBody({
    compartmentId: demoCompartmentId(3),
    type: 'Rojning',
    performer: 'Skogsagaren',
    startYear: 2027,
    endYear: 2027,
    harvestVolume: null,
    unit: null,
    note: 'Att ta bort.',
  });
  const add = async () => {
    const response = await call('anna', 'POST', '/activities', proposed);
    expect(response.statusCode).toBe(201);
    return response.json<Activity>().id;
  };
  const stored = async (id: string) =>
    (await t.database.db.select().from(myMapActivities).where(eq(myMapActivities.id, id))).length;

  it('deletes Anna’s activity: 204, gone from the list, a second delete is 404', async () => {
    const id = await add();
    const response = await call('anna', 'DELETE', `/activities/${id}`);
    expect(response.statusCode).toBe(204);
    expect(await stored(id)).toBe(0);
    const { activities } = (await call('anna', 'GET', '/activities')).json<{
      activities: Activity[];
    }>();
    expect(activities.some((a) => a.id === id)).toBe(false);
    const again = await call('anna', 'DELETE', `/activities/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ type: string }>().type).toBe('ActivityNotFound');
  });

  it('answers 404 to another member (Bertil) and for a malformed or unknown id, deleting nothing', async () => {
    const id = await add();
    const bertil = await call('bertil', 'DELETE', `/activities/${id}`);
    expect(bertil.statusCode).toBe(404);
    expect(bertil.json<{ type: string }>().type).toBe('PlanNotFound');
    expect((await call('anna', 'DELETE', '/activities/nope')).statusCode).toBe(404);
    expect((await call('anna', 'DELETE', `/activities/${demoPlanId}`)).statusCode).toBe(404);
    expect(await stored(id)).toBe(1);
  });

  it('needs the My map write right: David, and Anna for Bertil with a read-only proxy, are refused', async () => {
    const id = await add();
    expect((await call('david', 'DELETE', `/activities/${id}`)).statusCode).toBe(403);
    await t.database.db
      .update(proxies)
      .set({ roles: ['Service_MyMap_Read'] })
      .where(eq(proxies.id, demoIds.proxyBertilToAnna));
    expect(
      (await call('anna', 'DELETE', `/activities/${id}`, undefined, demoIds.bertil)).statusCode,
    ).toBe(403);
    // With the write right she acts for Bertil, whose plan this is not.
    await t.database.db
      .update(proxies)
      .set({ roles: ['Service_MyMap_Read', 'Service_MyMap_Write'] })
      .where(eq(proxies.id, demoIds.proxyBertilToAnna));
    expect(
      (await call('anna', 'DELETE', `/activities/${id}`, undefined, demoIds.bertil)).statusCode,
    ).toBe(404);
    expect(await stored(id)).toBe(1);
  });

  it('answers 409 PlanLocked while the cooperative has the plan checked out', async () => {
    const id = await add();
    await t.database.db
      .update(myMapPlans)
      .set({ checkedOut: true })
      .where(eq(myMapPlans.id, demoPlanId));
    try {
      const response = await call('anna', 'DELETE', `/activities/${id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ title: string }>().title).toBe(myMapProblems.PlanLocked.title);
      expect(await stored(id)).toBe(1);
    } finally {
      await t.database.db
        .update(myMapPlans)
        .set({ checkedOut: false })
        .where(eq(myMapPlans.id, demoPlanId));
    }
  });

  it('two deletes at once: one succeeds, the other is 404', { tags: ['engine'] }, async () => {
    const id = await add();
    const answers = await Promise.all([
      call('anna', 'DELETE', `/activities/${id}`),
      call('anna', 'DELETE', `/activities/${id}`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 404]);
  });
});
