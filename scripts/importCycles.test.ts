import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesOf, importGraph } from './importCycles.ts';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('cyclesOf', () => {
  it('finds none where every arrow runs one way', () => {
    expect(cyclesOf(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('names the modules of each cycle, a self-import too', () => {
    const found = cyclesOf(
      graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['e'], f: ['g'], g: ['f'] }),
    );
    expect(found).toEqual([['a', 'b', 'c'], ['e'], ['f', 'g']]);
  });
});

describe('importGraph', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds a cycle of value imports, and none through a type-only import', async () => {
    mkdirSync(path.join(root, 'shared'));
    const write = (name: string, text: string) =>
      writeFileSync(path.join(root, 'shared', name), text);
    write(
      'a.ts',
      "import { b } from './b.ts';\nimport { c } from './c.ts';\nexport const a = () => b + c;\n",
    );
    write('b.ts', "import { a } from './a.ts';\nexport const b = () => a;\n");
    write(
      'c.ts',
      "import type { a } from './a.ts';\nexport type A = typeof a;\nexport const c = 1;\n",
    );
    expect(cyclesOf(await importGraph(root))).toEqual([['shared/a.ts', 'shared/b.ts']]);
  });
});
