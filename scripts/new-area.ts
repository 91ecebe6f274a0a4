// `npm run new-area <name>`: lays out a new service area's files as docs/adding-an-area.md
// describes them (route table, problem codes, manifest, server module, element), and adds
// the area to the two lists (server/areas.ts, shared/contracts/elements.ts). The files
// compile and one placeholder route works end to end; the area's real calls replace it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const namePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** 'capital-trade' -> 'capitalTrade' and 'CapitalTrade'. */
export function namesOf(area: string) {
  const camel = area.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
  return { area, camel, pascal: camel[0]!.toUpperCase() + camel.slice(1) };
}

export function areaFiles(area: string): Record<string, string> {
  const { camel, pascal } = namesOf(area);
  return {
    [`shared/contracts/${area}/problems.ts`]: `import { defineProblems } from '../problem.ts';

/** The ${area} area's own codes (status, Swedish title, the member's Swedish message). */
export const ${camel}Problems = defineProblems({});
`,
    [`shared/contracts/${area}/routes.ts`]: `import { z } from 'zod/mini';
import { requires } from '../../access/requirements.ts';
import { defineRoutes } from '../routes.ts';

// Placeholder role: replace with the roles the spec names for this area.
const read = requires.single('Service_${pascal}_Read');

export const ${camel}StatusSchema = z.object({ memberId: z.string() });

/** Every call of the ${area} area; \`npm run openapi\` after changing it. */
export const ${camel}Routes = defineRoutes({
  getStatus: {
    method: 'GET',
    path: '/api/v1/${area}/status',
    summary: 'Placeholder: the ${area} area answers for the effective member.',
    response: ${camel}StatusSchema,
    access: 'member',
    roles: read,
    proxy: 'allowed',
    impersonation: true,
  },
});
`,
    [`shared/contracts/${area}/element.ts`]: `import { requires } from '../../access/requirements.ts';
import { defineAreaManifest } from '../../elements/manifest.ts';

/** The ${area} area's pages (its spec section's routes) and who may open them. */
export const ${camel}Element = defineAreaManifest({
  area: '${area}',
  element: 'portal-${area}',
  routes: {
    ${camel}Home: {
      path: '${area}',
      rule: { requirement: requires.single('Service_${pascal}_Read') },
    },
  },
});
`,
    [`server/${area}/routes.ts`]: `import type { FastifyInstance } from 'fastify';
import { ${camel}Routes as routes } from '../../shared/contracts/${area}/routes.ts';
import type { AreaDeps } from '../kit/area.ts';
import { registerRoutes } from '../kit/registerRoutes.ts';

/** The ${area} area's handlers: one per route of its table. */
export async function ${camel}Routes(app: FastifyInstance, { db }: AreaDeps) {
  registerRoutes(
    app,
    routes,
    {
      getStatus: async ({ caller }) => ({ memberId: caller.effectiveMemberId }),
    },
    { db },
  );
}
`,
    [`server/${area}/area.ts`]: `import { ${camel}Routes as table } from '../../shared/contracts/${area}/routes.ts';
import { defineServerArea } from '../kit/area.ts';
import { ${camel}Routes } from './routes.ts';

export const ${camel}Area = defineServerArea({
  name: '${area}',
  tables: [table],
  routes: ${camel}Routes,
});
`,
    [`components/${area}/sv.ts`]: `/** The ${area} element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: '${pascal}',
  loading: 'Laddar…',
} as const;
`,
    [`components/${area}/t.ts`]: `import { createTranslator } from '../../shared/i18n/t.ts';
import { sv } from './sv.ts';

/** The ${area} element's Swedish texts (its own catalogue, compiled by the build). */
export const t = createTranslator(sv);
`,
    [`components/${area}/${pascal}Element.tsx`]: `import { useId } from 'react';
import type { ServiceElementProps } from '../../shared/elements/defineServiceElement.ts';
import { usePortal, useRoute } from '../../shared/elements/portal.ts';
import { t } from './t.ts';

/** The ${area} element: its screens by the route the host matched (useRoute). */
export function ${pascal}Element(_props: ServiceElementProps) {
  const { profile } = usePortal();
  const route = useRoute();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-route={route.id ?? ''}>
      <h2 id={headingId}>{t('heading')}</h2>
      {profile.state !== 'loaded' && <p>{t('loading')}</p>}
    </section>
  );
}
`,
    [`components/${area}/index.tsx`]: `import { ${camel}Element } from '../../shared/contracts/${area}/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { ${pascal}Element } from './${pascal}Element.tsx';

export const elementName = ${camel}Element.element;

defineServiceElement(${camel}Element, ${pascal}Element);
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

export function createArea(root: string, area: string): string[] {
  if (!namePattern.test(area)) throw new Error(`An area name is kebab-case: ${area}`);
  const files = areaFiles(area);
  for (const file of Object.keys(files)) {
    if (existsSync(path.join(root, file))) throw new Error(`${file} exists already`);
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const { camel } = namesOf(area);
  const lists: [string, string, string, string][] = [
    [
      'server/areas.ts',
      `import { ${camel}Area } from './${area}/area.ts';`,
      `${camel}Area`,
      'export const serverAreas',
    ],
    [
      'shared/contracts/elements.ts',
      `import { ${camel}Element } from './${area}/element.ts';`,
      `${camel}Element`,
      'export const areaManifests',
    ],
  ];
  for (const [file, importLine, entry, listStart] of lists) {
    const full = path.join(root, file);
    writeFileSync(full, addToList(readFileSync(full, 'utf8'), importLine, entry, listStart));
  }
  return [...Object.keys(files), ...lists.map(([file]) => file)];
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  const area = process.argv[2];
  if (!area) {
    console.error('Usage: npm run new-area <name>   (kebab-case, e.g. capital-trade)');
    process.exit(1);
  }
  const written = createArea(path.resolve(import.meta.dirname, '..'), area);
  console.log(`${area}: wrote or extended\n  ${written.join('\n  ')}`);
  console.log(
    'Next: the spec section, the route table, `npm run openapi`, a component block in ' +
      'content-fixtures/components.json and a page in route-tree.json (docs/adding-an-area.md).',
  );
}
