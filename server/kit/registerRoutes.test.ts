// @module-tag engine: every test here can depend on the database engine (vitest.config.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { requires } from '../../shared/access/requirements.ts';
import { featureFlagNames, type FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { defineProblems, platformProblems, problemTitle } from '../../shared/contracts/problem.ts';
import { defineRoutes, uuidParam } from '../../shared/contracts/routes.ts';
import { controlCharacterMessage } from '../../shared/validation/text.ts';
import { demoIds } from '../db/demoIds.ts';
import { members } from '../db/schema.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { expectValidation } from '../testing/validation.ts';
import { supportMessages } from '../support/schema.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { notFound } from './problem.ts';
import { registerRoutes } from './registerRoutes.ts';

const noteSchema = z.object({
  text: z
    .string({ error: 'Skriv en anteckning.' })
    .check(z.minLength(1, { error: 'Skriv en anteckning.' })),
  place: z.optional(z.object({ name: z.string({ error: 'Ange platsens namn.' }) })),
});

const kitProblems = defineProblems({
  rowNotFound: { status: 404, title: 'Raden finns inte.', message: 'Raden finns inte.' },
});

/** A small area of its own, so the kit is tested apart from any real area's rules. */
const table = defineRoutes({
  row: {
    method: 'GET',
    path: '/api/v1/kit-test/lists/{listId}/rows/{rowId}',
    summary: 'Read a row of a list, by their ids',
    params: z.object({ listId: uuidParam(), rowId: uuidParam(kitProblems, 'rowNotFound') }),
    response: z.object({ rowId: z.string() }),
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: true,
  },
  read: {
    method: 'GET',
    path: '/api/v1/kit-test/notes/{noteId}',
    summary: 'Read a note',
    params: z.object({ noteId: z.string().check(z.maxLength(10, { error: 'För långt id.' })) }),
    response: z.object({ noteId: z.string(), member: z.string() }),
    access: 'member',
    roles: requires.single('Service_Finance_Read'),
    proxy: 'allowed',
    impersonation: true,
  },
  cached: {
    method: 'GET',
    path: '/api/v1/kit-test/cached/{mode}',
    summary: 'A content answer with its own cache time (platform §9)',
    params: z.object({ mode: z.enum(['cached', 'plain', 'missing']) }),
    response: z.object({ ok: z.boolean() }),
    access: 'anonymous',
    roles: null,
    proxy: 'allowed',
    impersonation: true,
  },
  broken: {
    method: 'GET',
    path: '/api/v1/kit-test/broken',
    summary: 'Answers what its schema refuses',
    response: z.object({ count: z.number() }),
    access: 'member',
    roles: null,
    proxy: 'allowed',
    impersonation: true,
  },
  flagged: {
    method: 'POST',
    path: '/api/v1/kit-test/flagged',
    summary: 'A call of an area that its feature flags switch off',
    response: z.object({ ok: z.boolean() }),
    access: 'member',
    roles: null,
    flags: requires.and('Accounts', 'CapitalTrade'),
    proxy: 'allowed',
    impersonation: true,
  },
  pay: {
    method: 'POST',
    path: '/api/v1/kit-test/payments',
    summary: 'A money call: once per key',
    body: noteSchema,
    response: z.object({ id: z.string() }),
    status: 201,
    access: 'member',
    roles: null,
    proxy: 'refused',
    impersonation: false,
    idempotency: 'required',
  },
});

/** The same call for two cooperatives: its role names the product (Service_{product}El_Read). */
const productCall = (path: string) =>
  defineRoutes({
    electricity: {
      method: 'GET',
      path,
      summary: 'A call of the product’s own service',
      response: z.object({ ok: z.boolean() }),
      access: 'member',
      roles: requires.single('Service_{product}El_Read'),
      proxy: 'allowed',
      impersonation: true,
    },
  });
const granskogCall = productCall('/api/v1/kit-test/granskog-el');
const norraSkogCall = productCall('/api/v1/kit-test/norra-skog-el');

describe('registerRoutes', () => {
  let t: ApiTestApp;
  let effects = 0;
  let flagsOn: FeatureFlagName[] = ['Accounts', 'CapitalTrade'];
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      registerRoutes(
        app,
        table,
        {
          row: async ({ params }) => {
            effects += 1;
            return { rowId: params.rowId };
          },
          read: async ({ caller, params }) => ({
            noteId: params.noteId,
            member: caller.effectiveMemberId,
          }),
          cached: async ({ params, reply }) => {
            if (params.mode === 'missing') throw notFound();
            if (params.mode === 'cached') reply.header('Cache-Control', 'public, max-age=300');
            return { ok: true };
          },
          broken: async () => ({ count: 'many' }) as never,
          flagged: async () => {
            effects += 1;
            return { ok: true };
          },
          pay: async ({ caller, body }) => {
            effects += 1;
            // A real effect on the real database, slow enough for racing requests to meet.
            const [row] = await database.db
              .insert(supportMessages)
              .values({
                memberId: caller.effectiveMemberId,
                sentByMemberId: caller.memberId,
                purpose: 'economy',
                contactPreference: 'email',
                email: 'anna.skog@example.se',
                phone: '+46 701234567',
                message: body.text,
              })
              .returning({ id: supportMessages.id });
            return { id: row!.id };
          },
        },
        {
          db: database.db,
          flags: () =>
            featureFlagNames.map((name) => ({
              name,
              isEnabled: flagsOn.includes(name),
              useEpiserverRouteAsFallback: false,
            })),
        },
      );
      const ok = { electricity: async () => ({ ok: true }) };
      registerRoutes(app, granskogCall, ok, { productSlug: 'granskog' });
      registerRoutes(app, norraSkogCall, ok, { productSlug: 'norra-skog' });
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    effects = 0;
    await t.database.db.delete(supportMessages);
  });

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  it("lets a handler's own Cache-Control win over the kit's no-store, and only then", async () => {
    const cached = await call('GET', '/api/v1/kit-test/cached/cached', {});
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['cache-control']).toBe('public, max-age=300');
    const plain = await call('GET', '/api/v1/kit-test/cached/plain', {});
    expect(plain.headers['cache-control']).toBe('no-store');
    // A problem is never cached, whatever the route's answers are.
    const missing = await call('GET', '/api/v1/kit-test/cached/missing', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('answers the effective member through a proxy, never cached', async () => {
    const response = await call(
      'GET',
      '/api/v1/kit-test/notes/n1',
      await t.as('anna', demoIds.bertil),
    );
    // Bertil's proxy gives Anna only agreement roles: the role check uses the proxy's roles.
    expect(response.statusCode).toBe(403);
    const own = await call('GET', '/api/v1/kit-test/notes/n1', await t.as('anna'));
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.json()).toEqual({ noteId: 'n1', member: demoIds.anna });
  });

  it('refuses every member with one Swedish answer while a flag the route needs is off', async () => {
    const flagged = async () => call('POST', '/api/v1/kit-test/flagged', await t.as('anna'), {});
    expect((await flagged()).statusCode).toBe(200);
    flagsOn = ['Accounts'];
    const off = await flagged();
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({
      type: 'featureOff',
      title: problemTitle(platformProblems.featureOff),
    });
    // The handler never ran; a caller without a token still learns only that.
    expect(effects).toBe(1);
    expect((await call('POST', '/api/v1/kit-test/flagged', {}, {})).statusCode).toBe(401);
    flagsOn = ['Accounts', 'CapitalTrade'];
  });

  it('puts the cooperative of the slug into a product role: Service_GranskogEl_Read, not another’s', async () => {
    // Anna holds every role of the demo cooperative (slug granskog).
    const anna = await t.as('anna');
    expect((await call('GET', '/api/v1/kit-test/granskog-el', anna)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/kit-test/norra-skog-el', anna)).statusCode).toBe(403);
    const [cecilia] = await t.database.db
      .select({ roles: members.roles })
      .from(members)
      .where(eq(members.id, demoIds.cecilia));
    await t.database.db
      .update(members)
      .set({ roles: ['Service_NorraSkogEl_Read'] })
      .where(eq(members.id, demoIds.cecilia));
    try {
      const other = await t.as('cecilia');
      expect((await call('GET', '/api/v1/kit-test/norra-skog-el', other)).statusCode).toBe(200);
      expect((await call('GET', '/api/v1/kit-test/granskog-el', other)).statusCode).toBe(403);
    } finally {
      await t.database.db
        .update(members)
        .set({ roles: cecilia!.roles })
        .where(eq(members.id, demoIds.cecilia));
    }
  });

  it('will not register a route naming a product role without the slug', () => {
    expect(() =>
      registerRoutes(
        t.app,
        productCall('/api/v1/kit-test/no-slug-el'),
        { electricity: async () => ({ ok: true }) },
        {},
      ),
    ).toThrow(/names a product role: pass productSlug/);
  });

  it('will not register a flagged route without the flags to read', () => {
    expect(() =>
      registerRoutes(
        t.app,
        { flagged: table.flagged },
        { flagged: async () => ({ ok: true }) },
        {},
      ),
    ).toThrow(/declares feature flags/);
  });

  it('refuses an unknown caller and a member without the role', async () => {
    expect((await call('GET', '/api/v1/kit-test/notes/n1', {})).statusCode).toBe(401);
    const david = await call('GET', '/api/v1/kit-test/notes/n1', await t.as('david'));
    expect(david.statusCode).toBe(403);
    expect(david.json().type).toBe('forbidden');
  });

  it('answers a NUL in a path parameter with 400 and the field message', async () => {
    const response = await call('GET', '/api/v1/kit-test/notes/a%00b', await t.as('anna'));
    expectValidation(response, { noteId: controlCharacterMessage });
    const long = await call('GET', '/api/v1/kit-test/notes/abcdefghijkl', await t.as('anna'));
    expect(long.json().errors).toEqual({ noteId: 'För långt id.' });
  });

  it("answers an id that is no UUID as the area's unknown id, before the handler runs", async () => {
    const anna = await t.as('anna');
    const id = '5f0c6f3e-8a3b-4c1d-9e2f-0a1b2c3d4e5f';
    const row = (listId: string, rowId: string) =>
      call('GET', `/api/v1/kit-test/lists/${listId}/rows/${rowId}`, anna);
    expect((await row(id, id.toUpperCase())).json()).toEqual({ rowId: id.toUpperCase() });
    expect(effects).toBe(1);
    const badList = await row('not-a-uuid', 'not-a-uuid');
    expect(badList.statusCode).toBe(404);
    expect(badList.json()).toMatchObject({
      type: 'notFound',
      title: platformProblems.notFound.message,
    });
    const badRow = await row(id, `${id}0`);
    expect(badRow.statusCode).toBe(404);
    expect(badRow.json()).toMatchObject({ type: 'rowNotFound', title: 'Raden finns inte.' });
    expect(effects).toBe(1);
    // A control character is refused as in every input (400), not read as an id.
    expect((await row(id, 'a%00b')).json().type).toBe('validation');
  });

  it('keys body errors by their dotted path and stores nothing', async () => {
    const headers = { ...(await t.as('anna')), 'idempotency-key': 'k-invalid' };
    const response = await call('POST', '/api/v1/kit-test/payments', headers, {
      text: '',
      place: { name: 'Norr\u0000skogen' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'place.name': controlCharacterMessage });
    const missing = await call('POST', '/api/v1/kit-test/payments', headers, { place: {} });
    expect(missing.json().errors).toEqual({
      text: 'Skriv en anteckning.',
      'place.name': 'Ange platsens namn.',
    });
    expect(await t.database.db.select().from(supportMessages)).toHaveLength(0);
  });

  it('never sends an answer its schema refuses', async () => {
    const response = await call('GET', '/api/v1/kit-test/broken', await t.as('anna'));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('many');
  });

  it('refuses money calls through a proxy and while staff impersonate', async () => {
    const viaProxy = await call(
      'POST',
      '/api/v1/kit-test/payments',
      { ...(await t.as('anna', demoIds.bertil)), 'idempotency-key': 'k-proxy' },
      { text: 'x' },
    );
    expect(viaProxy.json().type).toBe('proxyNotAllowed');
    const session = await startImpersonation(t.database.db);
    const token = await t.tokenFor(demoIds.anna, { idp: 'staff', imp: session.id });
    const asStaff = await call(
      'POST',
      '/api/v1/kit-test/payments',
      { authorization: `Bearer ${token}`, 'idempotency-key': 'k-staff' },
      { text: 'x' },
    );
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toMatchObject({
      type: 'impersonationNotAllowed',
      title: problemTitle(platformProblems.impersonationNotAllowed),
    });
    expect(effects).toBe(0);
  });

  it('requires an Idempotency-Key on money calls', async () => {
    const response = await call('POST', '/api/v1/kit-test/payments', await t.as('anna'), {
      text: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('idempotencyKeyRequired');
  });

  it('runs four simultaneous calls with one key once, and replays the answer', async () => {
    const headers = { ...(await t.as('anna')), 'idempotency-key': 'same-key-1' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/api/v1/kit-test/payments', headers, { text: 'Insättning' }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    const busy = answers.filter((a) => a.statusCode === 409);
    expect(created.length + busy.length).toBe(4);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
    expect(effects).toBe(1);

    const again = await call('POST', '/api/v1/kit-test/payments', headers, { text: 'Insättning' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(created[0]!.json());
    const rows = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.memberId, demoIds.anna));
    expect(rows).toHaveLength(1);

    const otherBody = await call('POST', '/api/v1/kit-test/payments', headers, { text: 'Annat' });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().type).toBe('idempotencyKeyReused');
  });

  it('releases a key whose call failed, so a corrected retry runs', async () => {
    const headers = { ...(await t.as('anna')), 'idempotency-key': 'retry-key' };
    expect((await call('POST', '/api/v1/kit-test/payments', headers, {})).statusCode).toBe(400);
    const retry = await call('POST', '/api/v1/kit-test/payments', headers, { text: 'Nu rätt' });
    expect(retry.statusCode).toBe(201);
    expect(effects).toBe(1);
  });
});
