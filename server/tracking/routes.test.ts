import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { demoIds } from '../db/seed.ts';
import { pageViews, usageEvents } from './schema.ts';
import { trackingRoutes } from './routes.ts';

describe('usage tracking', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      await app.register(trackingRoutes, { db: database.db });
    });
  });
  afterAll(() => t.close());

  /** POSTs to `url` as the demo person (acting for another member), or anonymously. */
  const post = async (url: string, person?: keyof typeof demoIds, actingFor?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(person ? { headers: await t.as(person, actingFor) } : {}),
    });

  it("records Anna's openLink for her, and for Bertil when she acts through his proxy", async () => {
    const own = await post('/api/v1/production/customevents/openLink', 'anna');
    expect(own.statusCode).toBe(204);
    const forBertil = await post(
      '/api/v1/production/customevents/openProduction',
      'anna',
      demoIds.bertil,
    );
    expect(forBertil.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.memberId, demoIds.anna));
    expect(rows.map((r) => [r.event, r.effectiveMemberId]).sort()).toEqual(
      [
        ['openLink', demoIds.anna],
        ['openProduction', demoIds.bertil],
      ].sort(),
    );
  });

  it('refuses an unknown event and an anonymous caller, storing nothing', async () => {
    const unknown = await post('/api/v1/production/customevents/dropTables', 'david');
    expect(unknown.statusCode).toBe(404);
    const anonymous = await post('/api/v1/production/customevents/openLink');
    expect(anonymous.statusCode).toBe(401);
    const davids = await t.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.memberId, demoIds.david));
    expect(davids).toEqual([]);
  });

  it("records views of '/' by a visitor and by Anna, and of the proxy list acted for Bertil (§2)", async () => {
    const visitor = await post('/api/v1/usage/pageviews/home');
    expect(visitor.statusCode).toBe(204);
    const anna = await post('/api/v1/usage/pageviews/home', 'anna');
    expect(anna.statusCode).toBe(204);
    const proxyList = await post('/api/v1/usage/pageviews/proxyList', 'anna', demoIds.bertil);
    expect(proxyList.statusCode).toBe(204);
    const rows = await t.database.db.select().from(pageViews);
    expect(rows.map((r) => [r.page, r.memberId, r.effectiveMemberId]).sort()).toEqual(
      [
        ['home', null, null],
        ['home', demoIds.anna, demoIds.anna],
        ['proxyList', demoIds.anna, demoIds.bertil],
      ].sort(),
    );
  });

  it('refuses a page that is not tracked, storing nothing', async () => {
    const before = await t.database.db.select().from(pageViews);
    const other = await post('/api/v1/usage/pageviews/accounts', 'anna');
    expect(other.statusCode).toBe(400);
    expect(await t.database.db.select().from(pageViews)).toHaveLength(before.length);
  });
});
