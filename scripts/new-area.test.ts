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
    const written = await createArea(root, 'example-area', { title: 'Exempelområde' });
    const files = Object.keys(areaFiles(namesOf('example-area')));
    // The page's id: the member group's last id + 5 (the lists may hold a generated area).
    const pageFile = written.find((file) => /^content-fixtures\/pages\/\d+\.json$/.test(file))!;
    const pageId = Number(/(\d+)\.json$/.exec(pageFile)![1]);
    expect(written).toEqual([
      ...files,
      ...[
        'server/areas.ts',
        'shared/contracts/elements.ts',
        'shared/access/roles.ts',
        'content-fixtures/route-tree.json',
        pageFile,
        'content-fixtures/components.json',
        'README.md',
      ],
    ]);
    expect(files).toEqual(
      expect.arrayContaining([
        'shared/contracts/example-area.ts',
        'shared/contracts/example-area/routes.ts',
        'shared/contracts/example-area/problems.ts',
        'shared/contracts/example-area/element.ts',
        'shared/contracts/example-area/README.md',
        'server/example-area/schema.ts',
        'server/example-area/seed.ts',
        'server/example-area/routes.ts',
        'server/example-area/routes.test.ts',
        'server/example-area/area.ts',
        'components/example-area/portal.ts',
        'components/example-area/api.ts',
        'components/example-area/sv.ts',
        'components/example-area/t.ts',
        'components/example-area/ExampleAreaElement.tsx',
        'components/example-area/ExampleAreaElement.browser.test.tsx',
        'components/example-area/testing.ts',
        'components/example-area/index.tsx',
        'tests/e2e/example-area.spec.ts',
      ]),
    );
    expect(read('server/areas.ts')).toMatch(
      /import \{ exampleAreaArea \} from '\.\/example-area\/area\.ts';[\s\S]*exampleAreaArea,\n\] as const satisfies/,
    );
    expect(read('shared/contracts/elements.ts')).toMatch(/exampleAreaElement,\n\][^\n]*;/);
    expect(read('shared/access/roles.ts')).toContain("    'Service_ExampleArea_Read',\n  ];");
    const tree = JSON.parse(read('content-fixtures/route-tree.json')) as {
      routes: { urlName: string; routes: unknown[] }[];
    };
    expect(tree.routes.find((r) => r.urlName === memberGroup)?.routes.at(-1)).toEqual({
      id: pageId,
      urlName: 'example-area',
      name: 'Exempelområde',
      pageType: 15,
      showInMenu: true,
      requiredRoles: ['Service_ExampleArea_Read'],
    });
    expect(JSON.parse(read(pageFile))).toMatchObject({
      title: 'Exempelområde',
      content: [{ type: 'text' }, { type: 'component', componentId: 'example-area' }],
    });
    expect(read('README.md')).toContain('| exempelområde (`/medlem-i-granskog/example-area/`)');
    await expect(createArea(root, 'example-area')).rejects.toThrow(/exists already/);
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
