import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathParameterNames, type RouteSpec } from '../../shared/contracts/routes.ts';
import { serverAreas } from '../areas.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { portalSigning, signingRoutes } from '../signing/index.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';

/**
 * Issue 10: every POST, PUT and PATCH of every area's route table, sent schema-breaking
 * bodies and broken path parameters by Anna (who holds every role), answers 4xx and never
 * 5xx. The payloads are generated from each route's own table (its body's field names), so
 * a new area is fuzzed the day its table is listed in server/areas.ts.
 */

/** Bodies that break any schema: wrong types, control characters, sizes, nesting. */
const wholeBodies: unknown[] = [
  null,
  [],
  'text',
  0,
  true,
  {},
  { '\u0000': 'nul' },
  { __proto__: { polluted: true } },
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  nested(200),
];

/**
 * Issue 28: bodies nested 10 000 levels deep (objects, arrays) answer 400 problem+json,
 * never 500. Written as text: JSON.stringify itself overflows the stack on them.
 */
const deepBodies = [
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  '['.repeat(10_000) + ']'.repeat(10_000),
];

/** What zod says by itself (English), which must never reach a member. */
const englishMessage = /\b(Invalid|expected|received|Unrecognized|Too (big|small))\b/;

/** Values each field of a body is set to in turn. */
const fieldValues: unknown[] = [
  null,
  -1,
  1e308,
  true,
  [],
  {},
  [null, 'x'],
  '',
  ' ',
  'a\u0000b',
  '\u202e\u0007',
  '%00',
  '../../etc/passwd',
  'x'.repeat(20_000),
  '2026-02-30',
  '<script>alert(1)</script>',
  nested(50),
];

/** Path parameters that are no id the server knows. */
const paramValues = ['%00', '..%2F..', 'x'.repeat(3000), '%E2%80%AE', '-1', ' '];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** The top-level field names of a body schema (zod object), or none. */
function fieldNames(spec: RouteSpec): string[] {
  const def = (spec.body as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)
    ?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

/** A plausible id per path parameter, so the body is what gets checked. */
const plainPath = (spec: RouteSpec, value = '00000000-0000-4000-8000-000000000000') =>
  pathParameterNames(spec.path).reduce(
    (url, name) => url.replace(`{${name}}`, encodeURIComponent(value)),
    spec.path,
  );

const writes = serverAreas.flatMap((area) =>
  area.tables.flatMap((table) =>
    Object.entries(table)
      .filter(
        ([, spec]) => spec.method === 'POST' || spec.method === 'PUT' || spec.method === 'PATCH',
      )
      .map(([name, spec]) => ({ name: `${area.name}.${name}`, spec })),
  ),
);

describe('fuzzing every write of the route tables (never a 500)', () => {
  let t: ApiTestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    const content = await loadContentFixtures(path.resolve('content-fixtures'));
    t = await apiTestApp(async (app, database) => {
      const { signing, testSigner } = portalSigning(database.db, { testSigner: true });
      for (const area of serverAreas) {
        if (!area.routes) continue;
        await app.register(area.routes, {
          db: database.db,
          content: () => content,
          productName: 'Granskog',
          productSlug: 'granskog',
          signing,
        });
      }
      await app.register(signingRoutes, { db: database.db, signing, testSigner });
    });
    headers = await t.as('anna');
  });
  afterAll(() => t.close());

  it('finds the writes of every area table', () => {
    expect(writes.length).toBeGreaterThan(8);
  });

  it.each(writes)('$name refuses broken input with 4xx problems', async ({ spec }) => {
    const requests: { url: string; payload: unknown }[] = [];
    for (const payload of wholeBodies) requests.push({ url: plainPath(spec), payload });
    for (const field of fieldNames(spec)) {
      for (const value of fieldValues) {
        requests.push({ url: plainPath(spec), payload: { [field]: value } });
      }
    }
    if (pathParameterNames(spec.path).length > 0) {
      for (const value of paramValues) {
        const url = pathParameterNames(spec.path).reduce(
          (at, name) => at.replace(`{${name}}`, value),
          spec.path,
        );
        requests.push({ url, payload: {} });
      }
    }

    const failures: string[] = [];
    for (const { url, payload } of requests) {
      const response = await t.app.inject({
        method: spec.method,
        url,
        headers: {
          ...headers,
          'idempotency-key': crypto.randomUUID(),
          // Versioned edits check the version first; the seed's first one lets the body through.
          'if-match': '"1"',
          'content-type': 'application/json',
        },
        payload: JSON.stringify(payload) ?? 'null',
      });
      const sent = `${url} ${JSON.stringify(payload)?.slice(0, 80)}`;
      if (response.statusCode >= 500) failures.push(`${response.statusCode} ${sent}`);
      // Every field message is the catalogue's Swedish, never the validator's English.
      const errors = response.statusCode === 400 ? response.json().errors : undefined;
      for (const message of Object.values<string>(errors ?? {})) {
        if (englishMessage.test(message)) failures.push(`English "${message}" for ${sent}`);
      }
    }
    for (const payload of deepBodies) {
      const response = await t.app.inject({
        method: spec.method,
        url: plainPath(spec),
        headers: {
          ...headers,
          'idempotency-key': crypto.randomUUID(),
          'if-match': '"1"',
          'content-type': 'application/json',
        },
        payload,
      });
      if (
        response.statusCode !== 400 ||
        !String(response.headers['content-type']).startsWith('application/problem+json')
      )
        failures.push(`${response.statusCode} for a body nested 10 000 deep`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 problem+json to a document id of %00 (issue 28)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sharepointdocuments/files/%00',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
