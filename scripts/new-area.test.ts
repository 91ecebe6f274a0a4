import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addToList, areaFiles, createArea, namesOf } from './new-area.ts';

describe('npm run new-area', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'new-area-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const file of ['server/areas.ts', 'shared/contracts/elements.ts']) {
    cpSync(path.resolve(file), path.join(root, file), { recursive: true });
  }

  it('names an area in each case the code needs', () => {
    expect(namesOf('capital-trade')).toEqual({
      area: 'capital-trade',
      camel: 'capitalTrade',
      pascal: 'CapitalTrade',
    });
  });

  // A name no real area has: the copied lists gain it as their last entry.
  it('lays out the recipe’s files and adds the area to both lists', () => {
    const written = createArea(root, 'sample-area');
    expect(written).toEqual([
      ...Object.keys(areaFiles('sample-area')),
      'server/areas.ts',
      'shared/contracts/elements.ts',
    ]);
    expect(written).toContain('shared/contracts/sample-area/routes.ts');
    expect(written).toContain('components/sample-area/index.tsx');
    const areas = readFileSync(path.join(root, 'server/areas.ts'), 'utf8');
    expect(areas).toContain("import { sampleAreaArea } from './sample-area/area.ts';");
    expect(areas).toMatch(/sampleAreaArea,\n\];/);
    const manifests = readFileSync(path.join(root, 'shared/contracts/elements.ts'), 'utf8');
    expect(manifests).toMatch(/sampleAreaElement,\n\][^\n]*;/);
    expect(() => createArea(root, 'sample-area')).toThrow(/exists already/);
    expect(() => createArea(root, 'Sample_Area')).toThrow(/kebab-case/);
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
});
