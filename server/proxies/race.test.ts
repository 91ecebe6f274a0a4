// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { demoIds } from '../db/seed.ts';
import { proxies } from '../db/schema.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { registerTestSigning } from '../signing/testing.ts';
import { proxyRoutes } from './routes.ts';
import { insertProxyIfNoneOpen } from './rules.ts';
import { createBody, personalNumber } from './testing.ts';

/** Issue 10: the same proxy created four times at once is stored once (real database). */
describe('proxies: simultaneous creations', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      const { signing } = await registerTestSigning(app, database.db);
      await app.register(proxyRoutes, { db: database.db, signing });
    });
  });
  afterAll(() => t.close());

  it('answers one 201 and three 409 proxyAlreadyExists, and stores one proxy', async () => {
    const receiver = personalNumber('19700202', '345');
    const body = createBody(receiver);
    // The token first, so the four requests leave together.
    const headers = await t.as('anna');
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.app.inject({ method: 'POST', url: '/api/v1/proxies', headers, payload: body }),
      ),
    );

    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ type: 'proxyAlreadyExists', status: 409 });
    }
    const stored = await t.database.db
      .select()
      .from(proxies)
      .where(
        and(eq(proxies.giverMemberId, demoIds.anna), eq(proxies.receiverNationalId, receiver)),
      );
    expect(stored).toHaveLength(1);
  });

  it('stores one of four inserts queued at once: the check and the insert are one', async () => {
    // Straight to the rule, so all four checks are queued before any insert: without the
    // transaction and its lock every check finds nothing and all four are stored.
    const receiver = personalNumber('19700303', '456');
    const values = {
      giverMemberId: demoIds.bertil,
      receiverNationalId: receiver,
      receiverEmail: `r${receiver}@example.se`,
      receiverPhone: '+46 701234567',
      rights: ['signForestAgreements'],
      roles: [],
      status: 'sentForSigning',
      validTo: null,
    };
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map(() => insertProxyIfNoneOpen(t.database.db, values)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r.reason as { type?: string }).type).toBe('proxyAlreadyExists');
    }
    const stored = await t.database.db
      .select()
      .from(proxies)
      .where(
        and(eq(proxies.giverMemberId, demoIds.bertil), eq(proxies.receiverNationalId, receiver)),
      );
    expect(stored).toHaveLength(1);
  });
});
