// `npm run new-area <name> [--title "Swedish page name"]`: a whole new service area that
// works, laid out as docs/adding-an-area.md describes it and as the smallest real areas
// (support, economic development) are: contracts (schemas, route table with one read route,
// problem codes, manifest, README), the server module (a table keyed by member, its seed,
// the read route, defineServerArea) and its migration, the element (portal, client, texts,
// one screen, test support), a role every demo person but David holds, a content page with
// the element's component block in the menu, a server test, a browser test and an
// end-to-end test. It adds the area to every list an area is in (server/areas.ts,
// shared/contracts/elements.ts, shared/access/roles.ts, content-fixtures, the README's table
// of areas), writes the migration with drizzle-kit and docs/openapi.json, and formats what it
// wrote with prettier: `npm test` passes right after it (it generates one into a copy of the
// tree and checks that copy: scripts/test-all.sh, scripts/newAreaScratch.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const namePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export interface AreaNames {
  /** kebab-case: folders, paths, the element's name. */
  area: string;
  camel: string;
  pascal: string;
  /** snake_case: the table's name. */
  snake: string;
  /** The page's Swedish name (menu, h1); from --title, else the name in words. */
  title: string;
  /** The area's one role (every demo person but David holds it). */
  role: string;
}

/** 'capital-trade' -> 'capitalTrade', 'CapitalTrade', 'capital_trade', 'Capital trade'. */
export function namesOf(area: string, title?: string): AreaNames {
  const camel = area.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
  const pascal = camel[0]!.toUpperCase() + camel.slice(1);
  const words = area.replace(/-/g, ' ');
  return {
    area,
    camel,
    pascal,
    snake: area.replace(/-/g, '_'),
    title: title ?? words[0]!.toUpperCase() + words.slice(1),
    role: `Service_${pascal}_Read`,
  };
}

/** The demo rows the seed writes and the tests expect, by person (David has none). */
export function demoEntries(n: AreaNames) {
  return {
    anna: { note: `Anna Skogs uppgifter i ${n.title}`, count: 3 },
    bertil: { note: `Bertil Grans uppgifter i ${n.title}`, count: 1 },
    cecilia: { note: `Tallbacken AB:s uppgifter i ${n.title}`, count: 0 },
  };
}

/** The fixed time of the demo rows. */
export const demoUpdatedAt = '2026-11-02T08:30:00.000Z';

const q = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Every new file of the area, by its path from the repository root. */
export function areaFiles(n: AreaNames): Record<string, string> {
  const { area, camel, pascal, snake, title, role } = n;
  const entries = demoEntries(n);
  const anna = entries.anna;
  const contract = `shared/contracts/${area}`;
  return {
    [`${contract}.ts`]: `import { z } from 'zod/mini';

/**
 * ${title} (${area}): what the member's page shows, the same schema on the server (the
 * answer is checked against it) and in the element. Money would be integer öre, dates ISO 8601.
 */
export const ${camel}Schema = z.object({
  /** A line about the member, as stored (Swedish). */
  note: z.string(),
  /** How many the member has. */
  count: z.number(),
  /** When the member's row last changed (ISO 8601). */
  updatedAt: z.string(),
});
export type ${pascal} = z.infer<typeof ${camel}Schema>;
`,
    [`${contract}/problems.ts`]: `import { defineProblems } from '../problem.ts';

/** The ${area} area's own codes (status, Swedish title, the member's Swedish message). */
export const ${camel}Problems = defineProblems({
  /** The member has no row yet (the element says so; it is no failure). */
  nothingRecorded: {
    status: 404,
    title: 'Det finns inga uppgifter ännu.',
    message: 'Det finns inga uppgifter att visa för dig ännu.',
  },
});
`,
    [`${contract}/routes.ts`]: `import { requires } from '../../access/requirements.ts';
import { ${camel}Schema } from '../${area}.ts';
import { defineRoutes, memberRead } from '../routes.ts';

/** Reading: the member, a proxy whose roles include it, staff impersonating (who only look). */
const read = requires.single(${q(role)});

/**
 * ${title} (shared/contracts/${area}/README.md). Always the effective member's row: through
 * a proxy, the giver's, with the proxy's roles.
 */
export const ${camel}Routes = defineRoutes({
  get${pascal}: {
    ...memberRead(read),
    path: '/api/v1/${area}',
    firstOn: ['${camel}Home'],
    summary:
      "The effective member's ${area} row: a note, a count and when it last changed; 404 nothingRecorded when there is none.",
    response: ${camel}Schema,
  },
});
`,
    [`${contract}/element.ts`]: `import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/**
 * ${title}: one page, behind the role ${role}. The element is components/${area}/;
 * its content page is in content-fixtures (route-tree.json, component block '${area}').
 */
export const ${camel}Element = defineAreaManifest({
  area: '${area}',
  element: 'portal-${area}',
  routes: {
    ${camel}Home: {
      path: 'medlem-i-{slug}/${area}',
      rule: { requirement: requires.single(${q(role)}) },
    },
  },
});
`,
    [`${contract}/README.md`]: `# ${title}: what the spec leaves open, and what we chose

Made by \`npm run new-area ${area}\` (docs/adding-an-area.md): one page that reads one row
per member. Write here what the area's spec section leaves open, and what was chosen.

## Call and storage

- \`GET /api/v1/${area}\` (\`routes.ts\`, \`memberRead\`): the effective member's row. Role
  ${role} on the effective roles: a proxy whose roles include it reads the giver's row, a
  proxy without it gets 403, staff impersonating may look. Nobody can name another member:
  the query reads only \`caller.effectiveMemberId\`'s row. No row answers 404
  \`nothingRecorded\` (\`problems.ts\`), which the element shows as "nothing yet".
- Table \`${snake}_entries\` (server/${area}/schema.ts, migration \`${area}\`): one row per
  member.
- Demo data (server/${area}/seed.ts): Anna, Bertil and Cecilia one row each; David none (he
  also lacks the role: access denied).

## Where it is

| part          | file                                                          |
| ------------- | ------------------------------------------------------------- |
| page and menu | content-fixtures/route-tree.json, pages/, components.json     |
| element       | components/${area}/ (browser test beside it)                  |
| server        | server/${area}/ (server test beside it)                       |
| end to end    | tests/e2e/${area}.spec.ts                                     |
`,
    [`server/${area}/schema.ts`]: `import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from '../db/schema.ts';

/** ${title}: one row per member (shared/contracts/${area}/README.md). */
export const ${camel}Entries = pgTable('${snake}_entries', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  note: text('note').notNull(),
  count: integer('count').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
`,
    [`server/${area}/seed.ts`]: `import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demoIds.ts';
import { ${camel}Entries } from './schema.ts';

/** The demo people's rows: Anna, Bertil and Cecilia one each; David none. */
export const demo${pascal}Entries = {
  anna: { note: ${q(entries.anna.note)}, count: ${entries.anna.count} },
  bertil: { note: ${q(entries.bertil.note)}, count: ${entries.bertil.count} },
  cecilia: { note: ${q(entries.cecilia.note)}, count: ${entries.cecilia.count} },
} as const;

/** When the demo rows last changed. */
export const demo${pascal}UpdatedAt = new Date('${demoUpdatedAt}');

/** Idempotent: the member is the key, existing rows are left as they are. */
export async function seed${pascal}(db: Db) {
  const people = ['anna', 'bertil', 'cecilia'] as const;
  await db
    .insert(${camel}Entries)
    .values(
      people.map((person) => ({
        memberId: demoIds[person],
        ...demo${pascal}Entries[person],
        updatedAt: demo${pascal}UpdatedAt,
      })),
    )
    .onConflictDoNothing();
}
`,
    [`server/${area}/routes.ts`]: `import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ${camel}Problems } from '../../shared/contracts/${area}/problems.ts';
import { ${camel}Routes as routes } from '../../shared/contracts/${area}/routes.ts';
import type { AreaDeps } from '../kit/area.ts';
import { problemOf } from '../kit/problem.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';
import { ${camel}Entries } from './schema.ts';

/**
 * ${title}: the effective member's row. The kit has checked the token, the role on the
 * effective roles (a proxy's own), proxy use and impersonation; the query reads only that
 * member's row.
 */
export async function ${camel}Routes(app: FastifyInstance, { db }: Pick<AreaDeps, 'db'>) {
  registerRoutes(
    app,
    routes,
    {
      get${pascal}: async ({ caller }) => {
        const [row] = await db
          .select()
          .from(${camel}Entries)
          .where(eq(${camel}Entries.memberId, caller.effectiveMemberId));
        if (!row) throw problemOf(${camel}Problems, 'nothingRecorded');
        return { note: row.note, count: row.count, updatedAt: row.updatedAt.toISOString() };
      },
    },
    { db },
  );
}
`,
    [`server/${area}/area.ts`]: `import { ${camel}Routes as table } from '../../shared/contracts/${area}/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import * as schema from './schema.ts';
import { ${camel}Routes } from './routes.ts';
import { seed${pascal} } from './seed.ts';

export const ${camel}Area = defineServerArea({
  name: '${area}',
  tables: [table],
  schema,
  routes: ${camel}Routes,
  seed: (db) => seed${pascal}(db),
});
`,
    [`server/${area}/routes.test.ts`]: `import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemContentType } from '../../shared/contracts/problem.ts';
import { demoIds } from '../db/seed.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { ${camel}Routes } from './routes.ts';
import { ${camel}Entries } from './schema.ts';
import { demo${pascal}Entries, demo${pascal}UpdatedAt } from './seed.ts';

const url = '/api/v1/${area}';

describe('${area}', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      await app.register(${camel}Routes, { db: database.db });
    });
  });
  afterAll(() => t.close());

  const get = async (person: keyof typeof demoIds | null, actingFor?: string) =>
    t.app.inject({ method: 'GET', url, headers: person ? await t.as(person, actingFor) : {} });

  it('gives Anna her own row, and Bertil his', async () => {
    const anna = await get('anna');
    expect(anna.statusCode).toBe(200);
    expect(anna.headers['cache-control']).toBe('no-store');
    expect(anna.json()).toEqual({
      ...demo${pascal}Entries.anna,
      updatedAt: demo${pascal}UpdatedAt.toISOString(),
    });
    const bertil = await get('bertil');
    expect(bertil.statusCode).toBe(200);
    expect(bertil.json()).toMatchObject(demo${pascal}Entries.bertil);
  });

  it('refuses David, who lacks ${role}, with 403', async () => {
    const response = await get('david');
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain(problemContentType);
    expect(response.json()).toMatchObject({ type: 'forbidden' });
  });

  it("refuses Anna acting for Bertil (his proxy gives no ${area} role) with 403", async () => {
    const response = await get('anna', demoIds.bertil);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: 'forbidden' });
  });

  it('refuses Bertil acting for Anna, who gave him no proxy', async () => {
    const response = await get('bertil', demoIds.anna);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ type: 'proxyNotAllowed' });
  });

  it('answers a member without a row 404 nothingRecorded', async () => {
    const db = t.database.db;
    const [row] = await db
      .delete(${camel}Entries)
      .where(eq(${camel}Entries.memberId, demoIds.cecilia))
      .returning();
    try {
      const response = await get('cecilia');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: 'nothingRecorded', status: 404 });
    } finally {
      await db.insert(${camel}Entries).values(row!);
    }
  });

  it('refuses a caller who is not signed in with 401', async () => {
    expect((await get(null)).statusCode).toBe(401);
  });
});
`,
    [`components/${area}/portal.ts`]: `import { ${camel}Element } from '../../shared/contracts/${area}/element.ts';
import { useAreaPortal } from '../../shared/elements/portal.ts';

/** The shared area portal; the area only reads, so its page's rule says who may open it. */
export const use${pascal}Portal = () =>
  useAreaPortal(${camel}Element.routes.${camel}Home.rule.requirement);
`,
    [`components/${area}/api.ts`]: `import { useMemo } from 'react';
import { createAreaClient, type AreaClient } from '../../shared/api/areaClient.ts';
import type { ApiClient } from '../../shared/api/client.ts';
import { ${camel}Problems } from '../../shared/contracts/${area}/problems.ts';
import { ${camel}Routes } from '../../shared/contracts/${area}/routes.ts';
import { problemMessage } from '../../shared/contracts/problem.ts';

/** The ${area} calls, one per route of shared/contracts/${area}/routes.ts. */
export type ${pascal}Calls = AreaClient<typeof ${camel}Routes>;

export function use${pascal}Calls(api: ApiClient): ${pascal}Calls {
  return useMemo(() => createAreaClient(api, ${camel}Routes), [api]);
}

/** The member's Swedish text for a failed call: the area's codes, then the shared. */
export const errorText = (error: unknown): string => problemMessage(error, ${camel}Problems);
`,
    [`components/${area}/sv.ts`]: `/** The ${area} element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'Dina uppgifter',
  loading: 'Dina uppgifter hämtas…',
  retry: 'Försök igen',
  'label.note': 'Uppgift',
  'label.count': 'Antal',
  'label.updatedAt': 'Senast ändrad',
  support: 'Frågor? Skriv till skogsägarsupporten',
} as const;
`,
    [`components/${area}/t.ts`]: `import { createTranslator } from '../../shared/i18n/translator.ts';
import { sv } from './sv.ts';

/** The ${area} element's Swedish texts (its own catalogue, compiled by the build). */
export const t = createTranslator(sv);
`,
    [`components/${area}/${pascal}Element.tsx`]: `import { useId } from 'react';
import { isApiError } from '../../shared/api/apiError.ts';
import { platformProblems } from '../../shared/contracts/problem.ts';
import { supportElement } from '../../shared/contracts/support/element.ts';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { LabelValueList } from '../../shared/elements/LabelValueList.tsx';
import { LoadFailure } from '../../shared/elements/LoadFailure.tsx';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';
import { areaPath } from '../../shared/elements/manifest.ts';
import { PortalLink } from '../../shared/elements/PortalLink.tsx';
import { useLoad } from '../../shared/elements/useLoad.ts';
import { formatDate } from '../../shared/format/format.ts';
import { errorText, use${pascal}Calls } from './api.ts';
import { use${pascal}Portal } from './portal.ts';
import { t } from './t.ts';
import { ${camel}Problems } from '../../shared/contracts/${area}/problems.ts';

/**
 * portal-${area} (${title}): the effective member's row, loaded once per profile; a
 * failure shows the area's text and a retry. The content page's own heading names the
 * page (h1); the element's headings are h2.
 */
export function ${pascal}Element(_props: ServiceElementProps) {
  const portal = use${pascal}Portal();
  const calls = use${pascal}Calls(portal.api);
  const { canWrite: allowed, profileKey, slug } = portal;
  const load = useLoad(allowed && profileKey !== null ? \`\${profileKey}:${area}\` : null, (signal) =>
    calls.get${pascal}({ signal }),
  );
  const headingId = useId();

  let body;
  if (!portal.profile.data) {
    body = <LoadingStatus>{t('loading')}</LoadingStatus>;
  } else if (!allowed) {
    body = <p className="alert alert-error">{platformProblems.forbidden.message}</p>;
  } else if (load.state === 'loading') {
    body = <LoadingStatus>{t('loading')}</LoadingStatus>;
  } else if (load.state === 'error' && isApiError(load.error, 'nothingRecorded')) {
    body = <p>{${camel}Problems.nothingRecorded.message}</p>;
  } else if (load.state === 'error') {
    body = (
      <LoadFailure
        message={errorText(load.error)}
        retryLabel={t('retry')}
        onRetry={load.reload}
        spaced
      />
    );
  } else {
    body = (
      <LabelValueList
        aria-labelledby={headingId}
        className="details-grid"
        rows={[
          [t('label.note'), load.data.note],
          [t('label.count'), String(load.data.count)],
          [t('label.updatedAt'), formatDate(load.data.updatedAt)],
        ]}
      />
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      {/* Above what loads, so that nothing moves once painted (tests/e2e/layout-shift.spec.ts). */}
      <p>
        <PortalLink href={areaPath(supportElement.routes.support, slug)}>{t('support')}</PortalLink>
      </p>
      {body}
    </section>
  );
}
`,
    [`components/${area}/index.tsx`]: `import { ${camel}Element } from '../../shared/contracts/${area}/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { ${pascal}Element } from './${pascal}Element.tsx';

/** ${title}, mounted by the component block '${area}'. */
export const elementName = ${camel}Element.element;

defineServiceElement(${camel}Element, ${pascal}Element);
`,
    [`components/${area}/testing.ts`]: `import type { ${pascal} } from '../../shared/contracts/${area}.ts';
import { ${camel}Element } from '../../shared/contracts/${area}/element.ts';
import { ${camel}Problems } from '../../shared/contracts/${area}/problems.ts';
import { ${camel}Routes } from '../../shared/contracts/${area}/routes.ts';
import { elementPerTest } from '../../shared/testing/element.ts';
import { installFakeApi } from '../../shared/testing/fakeApi.ts';
import { demoHarnessOptions, type DemoChoice } from '../../tests/harness/profiles.ts';

/**
 * The ${area} element's test support: Anna's row as the demo seed has it, and a stand-in
 * for /api/v1/${area} made from its route table (the real server is tested in
 * server/${area}).
 */
export const annaEntry = (): ${pascal} => ({
  note: ${q(anna.note)},
  count: ${anna.count},
  updatedAt: '${demoUpdatedAt}',
});

export type Fake${pascal}Api = ReturnType<typeof installFake${pascal}Api>;

export function installFake${pascal}Api(entry: ${pascal} = annaEntry()) {
  return installFakeApi(
    ${camel}Routes,
    { get${pascal}: () => entry },
    { problems: ${camel}Problems },
  );
}

const element = {
  name: ${camel}Element.element,
  define: () => import('./index.tsx'),
};

/** The ${area} element for each test: Anna on the fake above, unless set up otherwise. */
export const ${camel}PerTest = () =>
  elementPerTest(element, (choice: DemoChoice = { person: 'anna' }) => ({
    harness: demoHarnessOptions(choice),
    api: installFake${pascal}Api(),
  }));
`,
    [`components/${area}/${pascal}Element.browser.test.tsx`]: `import { describe, it } from '../../shared/testing/mocha.ts';
import { deepEqual, equal } from '../../shared/testing/assert.ts';
import { getByRole, waitFor } from '../../shared/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { visibleText } from '../../shared/ui/testing/dom.ts';
import { ${camel}PerTest } from './testing.ts';

const home = '/medlem-i-granskog/${area}/';

describe('portal-${area}', () => {
  const page = ${camel}PerTest();
  const { root } = page;
  const facts = () =>
    [...root().querySelectorAll('dl div')].map((row) => [
      visibleText(row.querySelector('dt')!),
      visibleText(row.querySelector('dd')!),
    ]);

  it('shows Anna her row, asked once for her own profile, axe clean', async () => {
    page.open(home);
    await waitFor(() => equal(facts().length, 3));
    getByRole(root(), 'heading', 'Dina uppgifter');
    deepEqual(facts(), [
      ['Uppgift', ${q(anna.note)}],
      ['Antal', '${anna.count}'],
      ['Senast ändrad', '2026-11-02'],
    ]);
    equal(page.api.callsOf('get${pascal}').length, 1);
    equal(page.api.calls[0]?.userId, null);
    await expectNoAxeViolations(root());
  });

  it('says so in Swedish when the row cannot be loaded, and loads it again on retry', async () => {
    page.api.failNext('get${pascal}', 'internal');
    page.open(home);
    const alert = await waitFor(() => getByRole(root(), 'alert'));
    equal(
      visibleText(alert).startsWith('Något gick fel. Försök igen om en stund.'),
      true,
      visibleText(alert),
    );
    await expectNoAxeViolations(root());
    getByRole(alert, 'button', 'Försök igen').click();
    await waitFor(() => equal(facts().length, 3));
    equal(page.api.callsOf('get${pascal}').length, 2);
  });

  it('tells a member without a row that there is nothing yet', async () => {
    page.api.failNext('get${pascal}', 'nothingRecorded');
    page.open(home);
    await waitFor(() =>
      equal(visibleText(root()).includes('Det finns inga uppgifter att visa för dig ännu.'), true),
    );
    equal(root().querySelector('[role="alert"]'), null);
  });

  it('tells David, without the role, that he may not, and asks nothing', async () => {
    page.setUp({ person: 'david' });
    page.open(home);
    await waitFor(() =>
      equal(visibleText(root()).includes('Du har inte rättighet att utföra denna åtgärd.'), true),
    );
    equal(page.api.calls.length, 0);
  });
});
`,
    [`tests/e2e/${area}.spec.ts`]: `import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** ${title} end to end, against the real server and the demo seed. */
const home = '/medlem-i-granskog/${area}/';

test('Anna opens ${title} from the menu and reads her own row', async ({ page }) => {
  await signedInAs(page, members.anna);
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: ${q(title)}, exact: true })
    .click();
  await expect(page).toHaveURL(home);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: ${q(title)} })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Dina uppgifter' })).toBeVisible();
  await expect(main.getByText(${q(anna.note)})).toBeVisible();
  await expectNoAxeViolations(page);
});

test('David, without the role, gets the access-denied page', async ({ page }) => {
  await signedInAs(page, members.david, { path: home, detailsPromptDismissed: true });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ingen behörighet' })).toBeVisible();
  await expect(main.getByText(${q(entries.anna.note)})).toHaveCount(0);
});
`,
  };
}

/** Adds `import { x } from 'y';` and `x,` to a list file (after its last import / entry). */
export function addToList(source: string, importLine: string, entry: string, listStart: string) {
  if (source.includes(importLine)) return source;
  const lines = source.split('\n');
  const lastImport = lines.reduce((last, line, i) => (line.startsWith('import ') ? i : last), -1);
  lines.splice(lastImport + 1, 0, importLine);
  const text = lines.join('\n');
  const start = text.indexOf(listStart);
  if (start < 0) throw new Error(`No "${listStart}" found`);
  // The list closes with a line starting with ']' ('];' or '] as const ...;').
  const end = text.indexOf('\n]', start) + 1;
  return `${text.slice(0, end)}  ${entry},\n${text.slice(end)}`;
}

/** Adds the area's role last in allRoleNames (shared/access/roles.ts). */
export function addRole(source: string, role: string) {
  if (source.includes(`'${role}'`)) throw new Error(`The role ${role} exists already`);
  const start = source.indexOf('export function allRoleNames');
  const end = source.indexOf('\n  ];', start);
  if (start < 0 || end < 0) throw new Error('No allRoleNames list found');
  return `${source.slice(0, end)}\n    '${role}',${source.slice(end)}`;
}

interface RouteNode {
  id: number;
  urlName: string;
  routes?: RouteNode[];
  [key: string]: unknown;
}

/** The group the area's page goes in: the member's own pages. */
export const memberGroup = 'medlem-i-granskog';

/** Adds the area's page to the route tree, last in the member group; answers its id. */
export function addRoute(tree: { routes: RouteNode[] }, n: AreaNames): number {
  const all = (nodes: RouteNode[]): RouteNode[] =>
    nodes.flatMap((node) => [node, ...all(node.routes ?? [])]);
  const group = tree.routes.find((node) => node.urlName === memberGroup);
  if (!group) throw new Error(`No group '${memberGroup}' in route-tree.json`);
  const children = (group.routes ??= []);
  if (children.some((node) => node.urlName === n.area)) {
    throw new Error(`${memberGroup}/${n.area} is in route-tree.json already`);
  }
  const used = new Set(all(tree.routes).map((node) => node.id));
  let id = Math.max(group.id, ...children.map((node) => node.id)) + 5;
  while (used.has(id)) id += 5;
  children.push({
    id,
    urlName: n.area,
    name: n.title,
    pageType: 15,
    showInMenu: true,
    requiredRoles: [n.role],
  });
  return id;
}

export function contentPage(n: AreaNames, id: number) {
  return {
    id,
    name: n.title,
    title: n.title,
    urlName: n.area,
    pageType: 'content',
    preamble: `Här ser du dina uppgifter i ${n.title}.`,
    topContent: [],
    content: [
      {
        type: 'text',
        html: '<p>Uppgifterna gäller den medlem du företräder just nu.</p>',
      },
      { type: 'component', componentId: n.area },
    ],
    asideContent: [],
    messages: [],
  };
}

export function componentBlock(n: AreaNames) {
  return {
    id: n.area,
    name: n.title,
    host: `/components/${n.area}/`,
    element: `portal-${n.area}`,
    storageKey: n.area,
    configurationId: null,
    status: { offline: false, offlineStarts: null, offlineEnds: null, offlineMessage: null },
  };
}

/** Adds the area's row last in the README's table of areas. */
export function addReadmeRow(source: string, n: AreaNames) {
  const start = source.indexOf('### Areas');
  if (start < 0) throw new Error('No "### Areas" table in README.md');
  const tableEnd = source.indexOf('\n\n', source.indexOf('\n|', start));
  const row = `| ${n.title.toLowerCase()} (\`/medlem-i-granskog/${n.area}/\`) | made by \`npm run new-area\`: one read route, one table, one page |`;
  return `${source.slice(0, tableEnd)}\n${row}${source.slice(tableEnd)}`;
}

export interface CreateOptions {
  title?: string;
  /** Also write the migration (drizzle-kit) and docs/openapi.json; true from the command. */
  generate?: boolean;
}

/** Writes the area into the tree at `root`; answers every path written or changed. */
export async function createArea(
  root: string,
  area: string,
  options: CreateOptions = {},
): Promise<string[]> {
  if (!namePattern.test(area)) throw new Error(`An area name is kebab-case: ${area}`);
  const n = namesOf(area, options.title);
  const files = areaFiles(n);
  const at = (file: string) => path.join(root, file);
  for (const file of Object.keys(files)) {
    if (existsSync(at(file))) throw new Error(`${file} exists already`);
  }
  const read = (file: string) => readFileSync(at(file), 'utf8');
  const changed: Record<string, string> = { ...files };

  changed['server/areas.ts'] = addToList(
    read('server/areas.ts'),
    `import { ${n.camel}Area } from './${area}/area.ts';`,
    `${n.camel}Area`,
    'const areas = [',
  );
  changed['shared/contracts/elements.ts'] = addToList(
    read('shared/contracts/elements.ts'),
    `import { ${n.camel}Element } from './${area}/element.ts';`,
    `${n.camel}Element`,
    'export const areaManifests',
  );
  changed['shared/access/roles.ts'] = addRole(read('shared/access/roles.ts'), n.role);

  const tree = JSON.parse(read('content-fixtures/route-tree.json')) as { routes: RouteNode[] };
  const pageId = addRoute(tree, n);
  changed['content-fixtures/route-tree.json'] = JSON.stringify(tree, null, 2);
  const pageFile = `content-fixtures/pages/${pageId}.json`;
  if (existsSync(at(pageFile))) throw new Error(`${pageFile} exists already`);
  changed[pageFile] = JSON.stringify(contentPage(n, pageId), null, 2);
  const components = JSON.parse(read('content-fixtures/components.json')) as {
    components: { id: string }[];
  };
  if (components.components.some((c) => c.id === area)) {
    throw new Error(`components.json has a component '${area}' already`);
  }
  components.components.push(componentBlock(n));
  changed['content-fixtures/components.json'] = JSON.stringify(components, null, 2);
  changed['README.md'] = addReadmeRow(read('README.md'), n);

  const config = await prettier.resolveConfig(at('package.json'));
  for (const [file, text] of Object.entries(changed)) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), await prettier.format(text, { ...config, filepath: at(file) }));
  }
  const written = Object.keys(changed);
  if (options.generate) {
    // The migration as `npm run db:generate -- --name <area>` writes it (SQL, snapshot, journal).
    const before = new Set(migrationFiles(root));
    execFileSync('npx', ['drizzle-kit', 'generate', '--name', area], { cwd: root, stdio: 'pipe' });
    const made = migrationFiles(root).filter((file) => !before.has(file));
    if (!made.some((file) => file.endsWith(`_${area}.sql`))) {
      throw new Error(`drizzle-kit wrote no migration for ${area}`);
    }
    written.push(...made, 'server/db/migrations/meta/_journal.json');
    // docs/openapi.json, as `npm run openapi` writes it.
    execFileSync('npm', ['run', '--silent', 'openapi'], { cwd: root, stdio: 'pipe' });
    written.push('docs/openapi.json');
  }
  return written;
}

function migrationFiles(root: string): string[] {
  const dir = 'server/db/migrations';
  const list = (sub: string) =>
    existsSync(path.join(root, dir, sub))
      ? readdirSync(path.join(root, dir, sub)).map((name) => path.posix.join(dir, sub, name))
      : [];
  return [...list(''), ...list('meta')].filter((file) => /\.(sql|json)$/.test(file));
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  const [area, flag, title] = process.argv.slice(2);
  if (!area || (flag !== undefined && (flag !== '--title' || !title))) {
    console.error(
      'Usage: npm run new-area <name> [--title "Sidans namn"]   (kebab-case, e.g. capital-trade)',
    );
    process.exit(1);
  }
  const written = await createArea(path.resolve(import.meta.dirname, '..'), area, {
    generate: true,
    ...(title ? { title } : {}),
  });
  console.log(`${area}: wrote or extended\n  ${written.join('\n  ')}`);
  console.log(
    "Next: the spec section; replace the example row with the area's own schema, table and " +
      'screens (docs/adding-an-area.md), then `npm test`.',
  );
}
