import { expect, members, signedInAs, test } from './fixtures.ts';
import { accessTokenOf } from './session.ts';

const bertilId = '00000000-0000-4000-8000-000000000002';
const davidId = '00000000-0000-4000-8000-000000000004';

test('the API answers 401 problem+json without a token or with a bad one', async ({ request }) => {
  const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
  for (const headers of attempts) {
    const response = await request.get('/api/v2/memberProfiles/me', { headers });
    expect(response.status()).toBe(401);
    expect(response.headers()['content-type']).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ type: 'unauthorized', status: 401 });
  }
});

test('Anna may act for Bertil through his proxy, but a forged X-User-Id gets 403', async ({
  page,
  request,
}) => {
  await signedInAs(page, members.anna);
  const authorization = `Bearer ${await accessTokenOf(page)}`;

  const asBertil = await request.get('/api/v2/memberProfiles/current', {
    headers: { authorization, 'x-user-id': bertilId },
  });
  expect(asBertil.status()).toBe(200);
  expect(await asBertil.json()).toMatchObject({
    name: 'Bertil Gran',
    roles: ['Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write'],
  });

  const forged = await request.get('/api/v2/memberProfiles/current', {
    headers: { authorization, 'x-user-id': davidId },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).not.toContain('David');

  const own = await request.get('/api/v2/memberProfiles/me', {
    headers: { authorization, 'x-user-id': davidId },
  });
  expect(await own.json()).toMatchObject({ name: 'Anna Skog' });

  const flags = await request.get('/api/v1/featureManagement/', { headers: { authorization } });
  const { featureFlags } = (await flags.json()) as { featureFlags: { name: string }[] };
  expect(featureFlags.map((f) => f.name)).toContain('RoleManagement');
});

test('the host page carries a strict Content-Security-Policy and the health check sees the database', async ({
  request,
}) => {
  const page = await request.get('/');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
  const health = await request.get('/healthz');
  expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
});
