import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadContentFixtures } from '../content/fixtures.ts';
import type { Database } from '../db/client.ts';
import { flushAll, type Notifications } from '../db/notifications.ts';
import { demoIds } from '../db/seed.ts';
import { members } from '../db/schema.ts';
import { memberProfileRoutes } from '../profile/routes.ts';
import { seedContactDetails } from '../profile/seed.ts';
import { profileRoutes } from '../session-profile/routes.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';

/**
 * Two app instances on one database, as two processes behind one address: each has its
 * own caller cache and (on PostgreSQL) its own pool and listener. Call inside a describe:
 * A and B start before its tests and close after them.
 */
export function twoInstances() {
  let a: ApiTestApp;
  let b: ApiTestApp;
  const current = '/api/v2/memberProfiles/current';

  beforeAll(async () => {
    const content = await loadContentFixtures(path.resolve('content-fixtures'));
    const routes = async (app: Parameters<Parameters<typeof apiTestApp>[0]>[0], db: Database) => {
      await app.register(profileRoutes, { db: db.db, content: () => content });
      await app.register(memberProfileRoutes, {
        db: db.db,
        content: () => content,
        productName: 'Granskog',
      });
    };
    a = await apiTestApp(async (app, database) => {
      await seedContactDetails(database.db);
      await routes(app, database);
    });
    b = await apiTestApp(routes, { instanceOf: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const get = async (t: ApiTestApp, url = current, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: headers ?? (await t.as('anna')) });
  const profileFrom = async (t: ApiTestApp) => {
    const response = await get(t);
    expect(response.statusCode).toBe(200);
    return response.json<{
      emailAddress: string | null;
      roles: string[];
      proxies: { giverContactId: string; giverContactName: string }[];
    }>();
  };

  /** Resolves when `notifications` has delivered one naming `id` (subscribe before writing). */
  const notified = (notifications: Notifications, id: string) =>
    new Promise<void>((resolve) => {
      const stop = notifications.subscribe({
        notify: (payload) => {
          if (payload !== id && payload !== flushAll) return;
          stop();
          resolve();
        },
        connected: () => {},
      });
    });
  /** Runs `write` through instance A and waits until B has heard of `id`. */
  const throughA = async (id: string, write: () => Promise<unknown>) => {
    const heard = notified(b.database.notifications, id);
    await write();
    await heard;
  };

  /** A write that fires no trigger (as a restore would): only the TTL or a bypass sees it. */
  const renameAnnaSilently = (name: string) =>
    a.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(members).set({ name }).where(eq(members.id, demoIds.anna));
    });
  const nameAtB = async () =>
    (await get(b, '/api/v2/memberProfiles/me')).json<{ name: string }>().name;

  return {
    /** Instance A, where the tests write. */
    get a() {
      return a;
    },
    /** Instance B, whose cache must hear of A's writes. */
    get b() {
      return b;
    },
    current,
    get,
    profileFrom,
    throughA,
    renameAnnaSilently,
    nameAtB,
  };
}
