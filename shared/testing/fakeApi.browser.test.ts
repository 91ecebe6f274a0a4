import { z } from 'zod/mini';
import { createApiClient } from '../api/client.ts';
import { createAreaClient } from '../api/areaClient.ts';
import { isApiError } from '../api/apiError.ts';
import { defineProblems } from '../contracts/problem.ts';
import { defineRoutes } from '../contracts/routes.ts';
import { assert, deepEqual, equal } from './assert.ts';
import { installFakeApi, problem, reply, type FakeApi } from './fakeApi.ts';
import { afterEach, describe, it } from './mocha.ts';

const itemSchema = z.object({ id: z.string(), name: z.string() });
const common = { access: 'member', roles: null, proxy: 'allowed', impersonation: true } as const;
const routes = defineRoutes({
  listItems: {
    ...common,
    method: 'GET',
    path: '/api/v1/items',
    summary: 'All items.',
    query: z.object({ after: z.optional(z.string()) }),
    response: z.object({ items: z.array(itemSchema) }),
  },
  recentItems: {
    ...common,
    method: 'GET',
    path: '/api/v1/items/recent',
    summary: 'The recent items.',
    response: z.object({ items: z.array(itemSchema) }),
  },
  getItem: {
    ...common,
    method: 'GET',
    path: '/api/v1/items/{itemId}',
    summary: 'One item.',
    params: z.object({ itemId: z.string() }),
    response: itemSchema,
  },
  createItem: {
    ...common,
    method: 'POST',
    path: '/api/v1/items',
    summary: 'A new item.',
    body: z.object({ name: z.string().check(z.minLength(2, { error: 'Ange ett namn.' })) }),
    response: itemSchema,
    status: 201,
    idempotency: 'required',
  },
});
const itemProblems = defineProblems({ itemLocked: { status: 409, message: 'Låst.' } });

describe('installFakeApi', () => {
  let fake: FakeApi<typeof routes> | null = null;
  afterEach(() => {
    try {
      fake?.restore();
    } catch {
      // A test below breaks the contract on purpose and reads restore's failure itself.
    }
    fake = null;
  });
  const client = createAreaClient(
    createApiClient({ baseUrl: '/', getAccessToken: async () => null, getProxyUserId: () => null }),
    routes,
  );
  const install = (handlers: Parameters<typeof installFakeApi<typeof routes>>[1]) =>
    (fake = installFakeApi(routes, handlers, { problems: itemProblems }));

  it('answers by route name with parsed parameters; a fixed segment wins over a parameter', async () => {
    const api = install({
      getItem: ({ params }) => ({ id: params.itemId, name: 'Ett' }),
      recentItems: () => ({ items: [] }),
      listItems: ({ query }) => ({ items: [{ id: query.after ?? '-', name: 'Två' }] }),
    });
    deepEqual(await client.getItem({ params: { itemId: 'a b' } }), { id: 'a b', name: 'Ett' });
    deepEqual(await client.recentItems({}), { items: [] });
    deepEqual(await client.listItems({ query: { after: '5' } }), {
      items: [{ id: '5', name: 'Två' }],
    });
    deepEqual(
      api.calls.map((call) => [call.route, call.url]),
      [
        ['getItem', '/api/v1/items/a%20b'],
        ['recentItems', '/api/v1/items/recent'],
        ['listItems', '/api/v1/items?after=5'],
      ],
    );
  });

  it('refuses a body its schema refuses with 400 validation, and a missing Idempotency-Key', async () => {
    install({ createItem: ({ body }) => ({ id: 'i1', name: body.name }) });
    const error = await client.createItem({ body: { name: 'x' } }).catch((e: unknown) => e);
    assert(isApiError(error, 'validation'));
    deepEqual(error.problem?.errors, { name: 'Ange ett namn.' });
    const response = await fetch('/api/v1/items', { method: 'POST', body: '{"name":"Ny"}' });
    equal(response.status, 400);
    equal((await response.json()).type, 'idempotencyKeyRequired');
  });

  it('answers problems with the status of their catalogue, once with failNext', async () => {
    const api = install({ getItem: () => problem('itemLocked') });
    const locked = await client.getItem({ params: { itemId: '1' } }).catch((e: unknown) => e);
    assert(isApiError(locked, 'itemLocked'));
    equal(locked.status, 409);
    api.answer('getItem', { id: '1', name: 'Ett' });
    api.failNext('getItem', 'serviceOffline');
    const offline = await client.getItem({ params: { itemId: '1' } }).catch((e: unknown) => e);
    assert(isApiError(offline, 'serviceOffline'));
    equal(offline.status, 503);
    deepEqual(await client.getItem({ params: { itemId: '1' } }), { id: '1', name: 'Ett' });
  });

  it('holds a call until released; replies with another status and headers', async () => {
    const api = install({
      getItem: () => reply({ id: '1', name: 'Ett' }, { headers: { etag: '"3"' } }),
    });
    const release = api.holdNext('getItem');
    let settled = false;
    const answer = client.raw('getItem', { params: { itemId: '1' } }).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    equal(settled, false);
    release();
    equal((await answer).headers.get('etag'), '"3"');
  });

  it('fails loudly on a call no route answers and on an answer its schema refuses', async () => {
    const api = install({ getItem: () => ({ id: 1 }) as never });
    const unknown = await fetch('/api/v1/unknown').catch((e: unknown) => e);
    assert(unknown instanceof Error && unknown.message.includes('no route answers GET'));
    const broken = await client.getItem({ params: { itemId: '1' } }).catch((e: unknown) => e);
    assert(isApiError(broken, 'network'), 'the element sees no answer');
    const unhandled = await client.recentItems({}).catch((e: unknown) => e);
    assert(isApiError(unhandled, 'network'));
    let failure = '';
    try {
      api.restore();
    } catch (error) {
      failure = String(error);
    }
    fake = null;
    assert(failure.includes('no route answers GET /api/v1/unknown'), failure);
    assert(failure.includes('getItem answered what its response schema refuses'), failure);
    assert(failure.includes('no handler for recentItems'), failure);
  });
});
