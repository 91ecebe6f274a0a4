// Unit tests for scripts/budgets.mjs on a fake build output in a temporary folder.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

interface FileSize {
  file: string;
  bytes: number;
}
interface Measured {
  name: string;
  files: FileSize[];
  bytes: number;
}
interface Row extends Measured {
  kind: 'runtime' | 'host' | 'element';
  kb: number;
  limitKB: number;
  ok: boolean;
}
interface Limits {
  runtimeKB: number;
  hostKB: number;
  elementKB: number;
  pageRatio: number;
}
interface Page {
  ratio: number;
  bytes: number;
  naiveBytes: number;
  elements: string[];
}
interface BudgetsModule {
  BuildOutputError: new (message: string) => Error;
  gzipBytes(content: string | Buffer): number;
  staticImports(source: string): string[];
  measureRuntime(distDir: string): Measured;
  measureHost(distDir: string): Measured;
  measureElement(elementDir: string): Measured;
  measureElements(distDir: string): Measured[];
  checkBudgets(distDir: string, limits: Limits): { rows: Row[]; ok: boolean };
  formatTable(rows: Row[]): string;
  measurePage(distDir: string, serviceElements: string[]): Page;
  findBundledRuntimeLibraries(distDir: string): { file: string; library: string }[];
  main(argv?: string[], serviceElements?: string[]): number;
  pageElementsOf(limits: { pageElements?: string[] }, serviceElements: string[]): string[];
}

// budgets.mjs is plain JavaScript (no allowJs in tsconfig.json), so it is typed here.
const modulePath = new URL('./budgets.mjs', import.meta.url).href;
let budgets: BudgetsModule;
beforeAll(async () => {
  budgets = (await import(/* @vite-ignore */ modulePath)) as BudgetsModule;
});

const limits: Limits = { runtimeKB: 75, hostKB: 60, elementKB: 40, pageRatio: 0.45 };
const repoLimits = JSON.parse(
  readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'),
) as Limits;

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function write(relPath: string, content: string | Buffer): void {
  const file = path.join(dist, relPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Random text compresses badly: `kb` kB of it stays above (kb * 0.7) kB gzipped. */
function incompressible(kb: number): string {
  return `export const blob = "${randomBytes(kb * 1000)
    .toString('base64')
    .slice(0, kb * 1000)}";\n`;
}

function gz(content: string): number {
  return budgets.gzipBytes(content);
}

/** A small valid build: runtime, host with a static and a dynamic chunk, one element. */
function smallBuild(): void {
  write(
    'runtime/manifest.json',
    JSON.stringify({ react: 'react-abc.js', nanostores: 'nanostores-def.js' }),
  );
  write('runtime/react-abc.js', 'import"./chunk-1.js";export const react = 1;\n');
  write('runtime/chunk-1.js', 'export const shared = 1;\n');
  write('runtime/nanostores-def.js', 'export const atom = 1;\n');
  write(
    'host/.vite/manifest.json',
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_vendor-2.js'],
        dynamicImports: ['host/pages/lazy.tsx'],
        css: ['assets/index-1.css'],
      },
      '_vendor-2.js': { file: 'assets/vendor-2.js', imports: ['_util-3.js'] },
      '_util-3.js': { file: 'assets/util-3.js' },
      'host/pages/lazy.tsx': {
        file: 'assets/lazy-4.js',
        isDynamicEntry: true,
        imports: ['_vendor-2.js'],
      },
    }),
  );
  write('host/assets/index-1.js', 'import"./vendor-2.js";console.log("host");\n');
  write('host/assets/vendor-2.js', 'import"./util-3.js";export const v = 2;\n');
  write('host/assets/util-3.js', 'export const u = 3;\n');
  write('host/assets/lazy-4.js', incompressible(100));
  write('host/assets/index-1.css', 'body{margin:0}\n');
  write(
    'components/timber/app.json',
    JSON.stringify({ fileName: 'timber-1.js', integrity: 'sha384-x' }),
  );
  write(
    'components/timber/timber-1.js',
    'import{a as e}from"./chunk-2.js";import React from"react";const l=()=>import("./lazy-3.js");export{e,l,React};\n',
  );
  write('components/timber/chunk-2.js', 'export const a = 1;\n');
  write('components/timber/lazy-3.js', incompressible(100));
  // The naive build: the same host and element, each with its own copy of the runtime.
  write(
    'naive/host/.vite/manifest.json',
    JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
  );
  write('naive/host/assets/index-1.js', incompressible(30));
  write('naive/components/timber/app.json', JSON.stringify({ fileName: 'timber-1.js' }));
  write('naive/components/timber/timber-1.js', incompressible(30));
}

describe('staticImports', () => {
  it('finds static imports and re-exports, minified or not, but not import()', () => {
    const source = [
      '/* banner: import "./comment.js" */',
      'import{a as b}from"./c-1.js";import"./d.js";export*from"./e.js";',
      "import X, { y } from './f.js';",
      '// import "./line-comment.js"',
      'export { z } from "./g.js";',
      'const lazy = () => import("./lazy.js"); import.meta.url; const s = "//not a comment";',
    ].join('\n');
    expect(budgets.staticImports(source)).toEqual([
      './c-1.js',
      './d.js',
      './e.js',
      './f.js',
      './g.js',
    ]);
  });
});

describe('measuring', () => {
  beforeEach(smallBuild);

  it('runtime: every .js file in dist/runtime/, chunks included', () => {
    const runtime = budgets.measureRuntime(dist);
    expect(runtime.files.map((f) => f.file)).toEqual([
      'chunk-1.js',
      'nanostores-def.js',
      'react-abc.js',
    ]);
    expect(runtime.bytes).toBe(
      gz('import"./chunk-1.js";export const react = 1;\n') +
        gz('export const shared = 1;\n') +
        gz('export const atom = 1;\n'),
    );
  });

  it('runtime: fails when the manifest names a missing file', () => {
    write('runtime/manifest.json', JSON.stringify({ react: 'react-gone.js' }));
    expect(() => budgets.measureRuntime(dist)).toThrow(/react-gone\.js/);
  });

  it('host: the entry plus its static imports, transitively, not dynamic imports or CSS', () => {
    const host = budgets.measureHost(dist);
    expect(host.files.map((f) => f.file)).toEqual([
      path.join('assets', 'index-1.js'),
      path.join('assets', 'util-3.js'),
      path.join('assets', 'vendor-2.js'),
    ]);
    expect(host.bytes).toBeLessThan(1000);
  });

  it('element: the app.json file plus its static imports in its folder, not its lazy chunks', () => {
    const [element] = budgets.measureElements(dist);
    expect(element?.name).toBe('timber');
    expect(element?.files.map((f) => f.file)).toEqual(['chunk-2.js', 'timber-1.js']);
    expect(element?.bytes).toBeLessThan(1000);
  });

  it('element: follows static imports through several files', () => {
    write('components/timber/chunk-2.js', 'import"./chunk-4.js";export const a = 1;\n');
    write('components/timber/chunk-4.js', incompressible(50));
    const element = budgets.measureElement(path.join(dist, 'components', 'timber'));
    expect(element.files.map((f) => f.file)).toEqual(['chunk-2.js', 'chunk-4.js', 'timber-1.js']);
    expect(element.bytes).toBeGreaterThan(35_000);
  });

  it('passes a build within its budgets', () => {
    const { rows, ok } = budgets.checkBudgets(dist, limits);
    expect(ok).toBe(true);
    expect(rows.map((r) => [r.kind, r.name, r.ok])).toEqual([
      ['runtime', 'runtime', true],
      ['host', 'host', true],
      ['element', 'timber', true],
    ]);
    expect(budgets.formatTable(rows)).toMatch(/element timber\s+\d+\.\d\s+40\s+ok/);
  });
});

describe('over budget and missing output', () => {
  beforeEach(smallBuild);

  it('fails when an element is over its limit, and says by how much', () => {
    write('components/timber/chunk-2.js', incompressible(80));
    const { rows, ok } = budgets.checkBudgets(dist, limits);
    expect(ok).toBe(false);
    const timber = rows.find((r) => r.name === 'timber');
    expect(timber?.ok).toBe(false);
    expect(timber?.kb).toBeGreaterThan(40);
    expect(budgets.formatTable(rows)).toMatch(/element timber\s+\d+\.\d\s+40\s+OVER/);
  });

  it('fails when the host first load is over its limit', () => {
    write('host/assets/util-3.js', incompressible(90));
    const { rows, ok } = budgets.checkBudgets(dist, limits);
    expect(ok).toBe(false);
    expect(rows.find((r) => r.kind === 'host')?.ok).toBe(false);
  });

  it('fails when a runtime chunk pushes the runtime over its limit', () => {
    write('runtime/chunk-big.js', incompressible(110));
    expect(budgets.checkBudgets(dist, limits).ok).toBe(false);
  });

  it('main exits 1 with the numbers when something is over', () => {
    write('components/timber/chunk-2.js', incompressible(80));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(budgets.main([dist], ['timber'])).toBe(1);
      expect(error.mock.calls.flat().join('\n')).toMatch(
        new RegExp(`timber: \\d+\\.\\d KB gzip > ${repoLimits.elementKB} KB`),
      );
      expect(budgets.main([dist], ['timber'])).toBe(1);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  it.each(['runtime', 'host', 'components', 'naive'])(
    'main exits 1 and says "run npm run build first" when dist/%s is missing',
    (folder) => {
      rmSync(path.join(dist, folder), { recursive: true });
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      try {
        expect(budgets.main([dist], ['timber'])).toBe(1);
        expect(error.mock.calls.flat().join('\n')).toMatch(/run npm run build first/);
      } finally {
        log.mockRestore();
        error.mockRestore();
      }
    },
  );

  it('main exits 0 for a build within its budgets', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(budgets.main([dist], ['timber'])).toBe(0);
      const printed = log.mock.calls.flat().join('\n');
      expect(printed).toMatch(new RegExp(`runtime\\s+\\d+\\.\\d\\s+${repoLimits.runtimeKB}\\s+ok`));
      expect(printed).toMatch(/page \(runtime \+ host \+ timber\).*ratio 0\.\d{3} .* ok/);
    } finally {
      log.mockRestore();
    }
  });
});

describe('the page against the naive build, and the runtime libraries', () => {
  beforeEach(smallBuild);

  it('divides runtime + host + the largest service elements by the naive host and elements', () => {
    const page = budgets.measurePage(dist, ['timber', 'not-built']);
    const host = budgets.measureHost(dist).bytes;
    const runtime = budgets.measureRuntime(dist).bytes;
    const timber = budgets.measureElement(path.join(dist, 'components', 'timber')).bytes;
    const naive =
      budgets.measureHost(path.join(dist, 'naive')).bytes +
      budgets.measureElement(path.join(dist, 'naive', 'components', 'timber')).bytes;
    expect(page.elements).toEqual(['timber']);
    expect(page.bytes).toBe(runtime + host + timber);
    expect(page.naiveBytes).toBe(naive);
    expect(page.ratio).toBeCloseTo((runtime + host + timber) / naive, 6);
  });

  it('main exits 1 when the page is over its share of the naive build', () => {
    write('naive/host/assets/index-1.js', 'export const small = 1;\n');
    write('naive/components/timber/timber-1.js', 'export const small = 1;\n');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(budgets.main([dist], ['timber'])).toBe(1);
      expect(log.mock.calls.flat().join('\n')).toMatch(/ratio \d+\.\d{3} \(limit [\d.]+\) OVER/);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  it('finds an element or host file that bundles zod/mini or intl-messageformat', () => {
    expect(budgets.findBundledRuntimeLibraries(dist)).toEqual([]);
    write('components/timber/chunk-2.js', 'export const a = (i) => i._zod.def;\n');
    write('host/assets/lazy-4.js', 'export const c = { MISSING_VALUE: "MISSING_VALUE" };\n');
    expect(budgets.findBundledRuntimeLibraries(dist)).toEqual([
      { file: path.join('host', 'assets', 'lazy-4.js'), library: 'intl-messageformat' },
      { file: path.join('components', 'timber', 'chunk-2.js'), library: 'zod/mini' },
    ]);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(budgets.main([dist], ['timber'])).toBe(1);
      expect(error.mock.calls.flat().join('\n')).toMatch(/chunk-2\.js bundles zod\/mini/);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  it('measures the page of the named elements (budgets.json pageElements), all when none are named', () => {
    expect(
      budgets.pageElementsOf({ pageElements: ['proxies', 'gone'] }, ['proxies', 'accounts']),
    ).toEqual(['proxies']);
    expect(budgets.pageElementsOf({}, ['proxies', 'accounts'])).toEqual(['proxies', 'accounts']);
    expect(budgets.pageElementsOf({ pageElements: ['gone'] }, ['timber'])).toEqual(['timber']);
    expect(repoLimits).toMatchObject({ pageElements: ['proxies', 'profile', 'stake-choices'] });
  });
});
