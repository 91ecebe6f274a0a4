// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../db/seed.ts';
import { impersonations, members, proxies } from '../db/schema.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { twoInstances } from './callerCacheInstances.testing.ts';

/**
 * Two app instances on one database, as two processes behind one address: what one changes,
 * the other answers at its next call once the change's notification has reached it. A lost
 * listening connection: callerCache.connectionLoss.test.ts (PostgreSQL only).
 */
describe('caller cache across app instances', () => {
  const t = twoInstances();

  it('shows B the e-mail Anna changed through A', async () => {
    expect((await t.profileFrom(t.b)).emailAddress).toBe('anna.skog@example.se');
    const details = await t.get(t.a, '/api/v1/memberProfiles/current/contactDetails');
    await t.throughA(demoIds.anna, async () => {
      const put = await t.a.app.inject({
        method: 'PUT',
        url: '/api/v1/memberProfiles/current/contactInformation',
        headers: { ...(await t.a.as('anna')), 'if-match': String(details.headers.etag) },
        payload: {
          email: 'anna.ny@example.se',
          mobileCountryCode: '+46',
          mobilePhone: '701234567',
        },
      });
      expect(put.statusCode).toBe(200);
    });
    expect((await t.profileFrom(t.b)).emailAddress).toBe('anna.ny@example.se');
  });

  it('shows B a role taken away through A', async () => {
    const before = await t.profileFrom(t.b);
    const dropped = before.roles[0]!;
    await t.throughA(demoIds.anna, () =>
      t.a.database.db
        .update(members)
        .set({ roles: before.roles.slice(1) })
        .where(eq(members.id, demoIds.anna)),
    );
    expect((await t.profileFrom(t.b)).roles).not.toContain(dropped);
  });

  it("shows B a proxy giver's new name, a revoked proxy and a new one", async () => {
    const giver = (p: Awaited<ReturnType<typeof t.profileFrom>>) =>
      p.proxies.find((proxy) => proxy.giverContactId === demoIds.bertil);
    expect(giver(await t.profileFrom(t.b))?.giverContactName).toBe('Bertil Gran');

    await t.throughA(demoIds.bertil, () =>
      t.a.database.db
        .update(members)
        .set({ name: 'Bertil Granqvist' })
        .where(eq(members.id, demoIds.bertil)),
    );
    expect(giver(await t.profileFrom(t.b))?.giverContactName).toBe('Bertil Granqvist');

    await t.throughA(demoIds.anna, () =>
      t.a.database.db
        .update(proxies)
        .set({ status: 'inactive', endedAt: new Date() })
        .where(eq(proxies.id, demoIds.proxyBertilToAnna)),
    );
    expect(giver(await t.profileFrom(t.b))).toBeUndefined();
    // Acting for Bertil is refused by B at once too.
    const acting = await t.get(t.b, t.current, await t.b.as('anna', demoIds.bertil));
    expect(acting.statusCode).toBe(403);

    await t.throughA(demoIds.anna, () =>
      t.a.database.db.insert(proxies).values({
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
    const givers = (await t.profileFrom(t.b)).proxies.map((p) => p.giverContactId);
    expect(givers).toContain(demoIds.cecilia);
  });

  it('refuses at B an impersonation ended through A, right after the notification', async () => {
    const session = await startImpersonation(t.a.database.db);
    const headers = {
      authorization: `Bearer ${await t.a.tokenFor(demoIds.anna, { idp: 'staff', imp: session.id })}`,
    };
    // Twice: the second is answered from B's cache.
    for (let i = 0; i < 2; i++) expect((await t.get(t.b, t.current, headers)).statusCode).toBe(200);
    await t.throughA(session.id, () =>
      t.a.database.db
        .update(impersonations)
        .set({ endedAt: new Date() })
        .where(eq(impersonations.id, session.id)),
    );
    const ended = await t.get(t.b, t.current, headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ type: 'impersonatedSessionExpired' });
  });

  it('serves from the cache while listening, and bypasses it while the listener is down', async () => {
    const original = await t.nameAtB();
    await t.renameAnnaSilently('Anna Tyst');
    // No notification: B still answers what it cached (so the cache is in use).
    expect(await t.nameAtB()).toBe(original);

    await t.b.database.notifications.stop();
    expect(await t.nameAtB()).toBe('Anna Tyst');
    await t.renameAnnaSilently('Anna Tystare');
    expect(await t.nameAtB()).toBe('Anna Tystare');

    // Listening again: the cache starts empty, then keeps what it reads.
    await t.b.database.notifications.start();
    expect(await t.nameAtB()).toBe('Anna Tystare');
    await t.renameAnnaSilently(original);
    expect(await t.nameAtB()).toBe('Anna Tystare');
    await t.throughA(demoIds.anna, () =>
      t.a.database.db.update(members).set({ name: original }).where(eq(members.id, demoIds.anna)),
    );
    expect(await t.nameAtB()).toBe(original);
  });
});
