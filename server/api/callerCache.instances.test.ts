import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentFixtures } from '../content/fixtures.ts';
import type { Database } from '../db/client.ts';
import { flushAll, type Notifications } from '../db/notifications.ts';
import { demoIds } from '../db/seed.ts';
import { impersonations, members, proxies } from '../db/schema.ts';
import { memberProfileRoutes } from '../profile/routes.ts';
import { seedContactDetails } from '../profile/seed.ts';
import { profileRoutes } from '../session-profile/routes.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';

/**
 * Two app instances on one database, as two processes behind one address: each has its
 * own caller cache and (on PostgreSQL) its own pool and listener. What one changes, the
 * other answers at its next call once the change's notification has reached it.
 */
describe('caller cache across app instances', () => {
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

  it('shows B the e-mail Anna changed through A', async () => {
    expect((await profileFrom(b)).emailAddress).toBe('anna.skog@example.se');
    const details = await get(a, '/api/v1/memberProfiles/current/contactDetails');
    await throughA(demoIds.anna, async () => {
      const put = await a.app.inject({
        method: 'PUT',
        url: '/api/v1/memberProfiles/current/contactInformation',
        headers: { ...(await a.as('anna')), 'if-match': String(details.headers.etag) },
        payload: {
          email: 'anna.ny@example.se',
          mobileCountryCode: '+46',
          mobilePhone: '701234567',
        },
      });
      expect(put.statusCode).toBe(200);
    });
    expect((await profileFrom(b)).emailAddress).toBe('anna.ny@example.se');
  });

  it('shows B a role taken away through A', async () => {
    const before = await profileFrom(b);
    const dropped = before.roles[0]!;
    await throughA(demoIds.anna, () =>
      a.database.db
        .update(members)
        .set({ roles: before.roles.slice(1) })
        .where(eq(members.id, demoIds.anna)),
    );
    expect((await profileFrom(b)).roles).not.toContain(dropped);
  });

  it("shows B a proxy giver's new name, a revoked proxy and a new one", async () => {
    const giver = (p: Awaited<ReturnType<typeof profileFrom>>) =>
      p.proxies.find((proxy) => proxy.giverContactId === demoIds.bertil);
    expect(giver(await profileFrom(b))?.giverContactName).toBe('Bertil Gran');

    await throughA(demoIds.bertil, () =>
      a.database.db
        .update(members)
        .set({ name: 'Bertil Granqvist' })
        .where(eq(members.id, demoIds.bertil)),
    );
    expect(giver(await profileFrom(b))?.giverContactName).toBe('Bertil Granqvist');

    await throughA(demoIds.anna, () =>
      a.database.db
        .update(proxies)
        .set({ status: 'inactive', endedAt: new Date() })
        .where(eq(proxies.id, demoIds.proxyBertilToAnna)),
    );
    expect(giver(await profileFrom(b))).toBeUndefined();
    // Acting for Bertil is refused by B at once too.
    const acting = await get(b, current, await b.as('anna', demoIds.bertil));
    expect(acting.statusCode).toBe(403);

    await throughA(demoIds.anna, () =>
      a.database.db.insert(proxies).values({
        giverMemberId: demoIds.cecilia,
        receiverMemberId: demoIds.anna,
        receiverNationalId: '195001011237',
        receiverName: 'Anna Skog',
        receiverEmail: 'anna.skog@example.se',
        receiverPhone: '701234567',
        rights: ['signForestAgreements'],
        roles: ['Service_TimberManager_Agreements_Read'],
        status: 'active',
      }),
    );
    const givers = (await profileFrom(b)).proxies.map((p) => p.giverContactId);
    expect(givers).toContain(demoIds.cecilia);
  });

  it('refuses at B an impersonation ended through A, right after the notification', async () => {
    const [session] = await a.database.db
      .insert(impersonations)
      .values({
        staffUserId: demoIds.eva,
        memberId: demoIds.anna,
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    const headers = {
      authorization: `Bearer ${await a.tokenFor(demoIds.anna, { idp: 'staff', imp: session!.id })}`,
    };
    // Twice: the second is answered from B's cache.
    for (let i = 0; i < 2; i++) expect((await get(b, current, headers)).statusCode).toBe(200);
    await throughA(session!.id, () =>
      a.database.db
        .update(impersonations)
        .set({ endedAt: new Date() })
        .where(eq(impersonations.id, session!.id)),
    );
    const ended = await get(b, current, headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ type: 'impersonatedSessionExpired' });
  });

  /** A write that fires no trigger (as a restore would): only the TTL or a bypass sees it. */
  const renameAnnaSilently = (name: string) =>
    a.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(members).set({ name }).where(eq(members.id, demoIds.anna));
    });
  const nameAtB = async () =>
    (await get(b, '/api/v2/memberProfiles/me')).json<{ name: string }>().name;

  it('serves from the cache while listening, and bypasses it while the listener is down', async () => {
    const original = await nameAtB();
    await renameAnnaSilently('Anna Tyst');
    // No notification: B still answers what it cached (so the cache is in use).
    expect(await nameAtB()).toBe(original);

    await b.database.notifications.stop();
    expect(await nameAtB()).toBe('Anna Tyst');
    await renameAnnaSilently('Anna Tystare');
    expect(await nameAtB()).toBe('Anna Tystare');

    // Listening again: the cache starts empty, then keeps what it reads.
    await b.database.notifications.start();
    expect(await nameAtB()).toBe('Anna Tystare');
    await renameAnnaSilently(original);
    expect(await nameAtB()).toBe('Anna Tystare');
    await throughA(demoIds.anna, () =>
      a.database.db.update(members).set({ name: original }).where(eq(members.id, demoIds.anna)),
    );
    expect(await nameAtB()).toBe(original);
  });

  it.runIf(process.env.DATABASE_URL)(
    'stops serving from the cache when the listening connection is lost, and listens again',
    async () => {
      const states: boolean[] = [];
      let changed: () => void = () => {};
      const stop = b.database.notifications.subscribe({
        notify: () => {},
        connected: (up) => {
          states.push(up);
          changed();
        },
      });
      const until = (n: number) =>
        new Promise<void>((resolve) => {
          changed = () => states.length >= n && resolve();
          changed();
        });
      await nameAtB();
      await renameAnnaSilently('Anna Avbruten');
      await a.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = 'portal-member-cache'
              and pid <> pg_backend_pid()`,
      );
      // states[0] is the state at subscription (up); then down, then up again.
      await until(2);
      expect(states.slice(0, 2)).toEqual([true, false]);
      expect(await nameAtB()).toBe('Anna Avbruten');
      await until(3);
      expect(states[2]).toBe(true);
      stop();
      await throughA(demoIds.anna, () =>
        a.database.db
          .update(members)
          .set({ name: 'Anna Skog' })
          .where(eq(members.id, demoIds.anna)),
      );
      expect(await nameAtB()).toBe('Anna Skog');
    },
  );
});
