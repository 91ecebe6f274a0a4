import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addReadmeRow,
  addRole,
  addRoute,
  addToList,
  areaFiles,
  createArea,
  memberGroup,
  namesOf,
} from './new-area.ts';

/** The files the generator extends, besides the ones it writes. */
const lists = [
  'server/areas.ts',
  'shared/contracts/elements.ts',
  'shared/access/roles.ts',
  'content-fixtures/route-tree.json',
  'content-fixtures/components.json',
  'README.md',
  'package.json',
  '.prettierrc.json',
];

describe('npm run new-area', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'new-area-lists-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const file of lists) cpSync(path.resolve(file), path.join(root, file), { recursive: true });
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('names an area in each case the code needs', () => {
    expect(namesOf('capital-trade')).toEqual({
      area: 'capital-trade',
      camel: 'capitalTrade',
      pascal: 'CapitalTrade',
      snake: 'capital_trade',
      title: 'Capital trade',
      role: 'Service_CapitalTrade_Read',
    });
    expect(namesOf('capital-trade', 'Handel').title).toBe('Handel');
  });

  it('writes the recipe’s files and adds the area to every list, formatted', async () => {
    const written = await createArea(root, 'sample-area', { title: 'Exempelområde' });
    const files = Object.keys(areaFiles(namesOf('sample-area')));
    expect(written).toEqual([
      ...files,
      ...[
        'server/areas.ts',
        'shared/contracts/elements.ts',
        'shared/access/roles.ts',
        'content-fixtures/route-tree.json',
        'content-fixtures/pages/365.json',
        'content-fixtures/components.json',
        'README.md',
      ],
    ]);
    expect(files).toEqual(
      expect.arrayContaining([
        'shared/contracts/sample-area.ts',
        'shared/contracts/sample-area/routes.ts',
        'shared/contracts/sample-area/problems.ts',
        'shared/contracts/sample-area/element.ts',
        'shared/contracts/sample-area/README.md',
        'server/sample-area/schema.ts',
        'server/sample-area/seed.ts',
        'server/sample-area/routes.ts',
        'server/sample-area/routes.test.ts',
        'server/sample-area/area.ts',
        'components/sample-area/portal.ts',
        'components/sample-area/api.ts',
        'components/sample-area/sv.ts',
        'components/sample-area/t.ts',
        'components/sample-area/SampleAreaElement.tsx',
        'components/sample-area/SampleAreaElement.browser.test.tsx',
        'components/sample-area/testing.ts',
        'components/sample-area/index.tsx',
        'tests/e2e/sample-area.spec.ts',
      ]),
    );
    expect(read('server/areas.ts')).toMatch(
      /import \{ sampleAreaArea \} from '\.\/sample-area\/area\.ts';[\s\S]*sampleAreaArea,\n\];/,
    );
    expect(read('shared/contracts/elements.ts')).toMatch(/sampleAreaElement,\n\][^\n]*;/);
    expect(read('shared/access/roles.ts')).toContain("    'Service_SampleArea_Read',\n  ];");
    const tree = JSON.parse(read('content-fixtures/route-tree.json')) as {
      routes: { urlName: string; routes: unknown[] }[];
    };
    expect(tree.routes.find((r) => r.urlName === memberGroup)?.routes.at(-1)).toEqual({
      id: 365,
      urlName: 'sample-area',
      name: 'Exempelområde',
      pageType: 15,
      showInMenu: true,
      requiredRoles: ['Service_SampleArea_Read'],
    });
    expect(JSON.parse(read('content-fixtures/pages/365.json'))).toMatchObject({
      title: 'Exempelområde',
      content: [{ type: 'text' }, { type: 'component', componentId: 'sample-area' }],
    });
    expect(read('README.md')).toContain('| exempelområde (`/medlem-i-granskog/sample-area/`)');
    await expect(createArea(root, 'sample-area')).rejects.toThrow(/exists already/);
    await expect(createArea(root, 'Sample_Area')).rejects.toThrow(/kebab-case/);
  });

  it('adds an import once', () => {
    const once = addToList(
      "import { a } from './a';\n\nexport const list = [\n  a,\n];\n",
      "import { b } from './b';",
      'b',
      'export const list',
    );
    expect(once).toBe(
      "import { a } from './a';\nimport { b } from './b';\n\nexport const list = [\n  a,\n  b,\n];\n",
    );
    expect(addToList(once, "import { b } from './b';", 'b', 'export const list')).toBe(once);
  });

  it('refuses a role, a page or a README without the place it goes', () => {
    const roles = "export function allRoleNames(s: string) {\n  return [\n    'A_Read',\n  ];\n}\n";
    expect(addRole(roles, 'B_Read')).toContain("'A_Read',\n    'B_Read',\n  ];");
    expect(() => addRole(roles, 'A_Read')).toThrow(/exists already/);
    expect(() => addRoute({ routes: [] }, namesOf('x'))).toThrow(/No group/);
    const tree = {
      routes: [{ id: 300, urlName: memberGroup, routes: [{ id: 305, urlName: 'x' }] }],
    };
    expect(() => addRoute(tree, namesOf('x'))).toThrow(/already/);
    expect(addRoute(tree, namesOf('y'))).toBe(310);
    expect(() => addReadmeRow('# no table\n', namesOf('x'))).toThrow(/Areas/);
  });
});
