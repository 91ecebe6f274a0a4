import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { profileRoutes } from '../session-profile/routes.ts';
import { buildProfile } from '../session-profile/profileService.ts';
import { loadContentFixtures, type ContentFixtures } from '../content/fixtures.ts';
import { demoIds } from '../db/seed.ts';
import { proxies } from '../db/schema.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { activeProxy } from './auth.ts';

/**
 * A proxy is valid through its valid-to day in Sweden. Bertil's proxy to Anna ends on
 * 2026-06-30: at 23:30 Swedish time (21:30Z) it still holds; at 00:30 on 1 July (22:30Z,
 * still 30 June in UTC) it must not.
 */
describe('proxy validity by the Swedish day', () => {
  const lastEvening = new Date('2026-06-30T21:30:00Z');
  const afterMidnight = new Date('2026-06-30T22:30:00Z');
  let clock = lastEvening;
  let t: ApiTestApp;
  let content: ContentFixtures;

  beforeAll(async () => {
    content = await loadContentFixtures(path.resolve('content-fixtures'));
    t = await apiTestApp(
      async (app, database) => {
        await app.register(profileRoutes, { db: database.db, content: () => content });
      },
      { now: () => clock },
    );
    await t.database.db
      .update(proxies)
      .set({ validTo: '2026-06-30' })
      .where(eq(proxies.id, demoIds.proxyBertilToAnna));
  });
  afterAll(() => t.close());

  const actAsBertil = async () =>
    t.app.inject({
      method: 'GET',
      url: '/api/v2/memberProfiles/current',
      headers: await t.as('anna', demoIds.bertil),
    });

  it('honours X-User-Id until Swedish midnight and refuses it at 00:30 Swedish time', async () => {
    clock = lastEvening;
    const before = await actAsBertil();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ name: 'Bertil Gran' });

    clock = afterMidnight;
    const after = await actAsBertil();
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ type: 'proxyNotAllowed' });
  });

  it('finds no active proxy at 22:30Z, though the UTC date is still the valid-to day', async () => {
    const db = t.database.db;
    expect(afterMidnight.toISOString().slice(0, 10)).toBe('2026-06-30');
    expect((await activeProxy(db, demoIds.bertil, demoIds.anna, lastEvening))?.id).toBe(
      demoIds.proxyBertilToAnna,
    );
    expect(await activeProxy(db, demoIds.bertil, demoIds.anna, afterMidnight)).toBeNull();
  });

  it("drops the ended proxy from Anna's profile after Swedish midnight", async () => {
    const profileAt = (now: Date) =>
      buildProfile(t.database.db, content, {
        memberId: demoIds.anna,
        roles: [],
        signedInMemberId: demoIds.anna,
        impersonated: false,
        now,
      });
    expect((await profileAt(lastEvening))?.proxies.map((p) => p.giverContactId)).toEqual([
      demoIds.bertil,
    ]);
    expect((await profileAt(afterMidnight))?.proxies).toEqual([]);
  });
});
