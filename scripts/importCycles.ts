// `npm run lint` (after eslint): no import cycles among the project's own modules
// (docs/architecture.md: arrows run one way). esbuild reads every module's imports, as the
// build does (type-only imports are not imports: tsconfig's verbatimModuleSyntax), in about a
// second; eslint's import-x/no-cycle did the same walk by parsing every module a second
// time (a tenth of lint's time). Prints each cycle and exits 1 when there is one.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readdir } from 'node:fs/promises';
import { build } from 'esbuild';

/** The folders whose modules import each other (cms/ is its own package, linted on its own). */
const sourceFolders = ['host', 'components', 'shared', 'server', 'scripts', 'tests'];

/** Every project module and the project modules it imports (static and dynamic). */
export async function importGraph(root: string): Promise<Map<string, string[]>> {
  const entryPoints: string[] = [];
  for (const folder of sourceFolders) {
    const files = await readdir(path.join(root, folder), { recursive: true }).catch(() => []);
    for (const file of files) {
      if (/\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('node_modules'))
        entryPoints.push(path.join(folder, file));
    }
  }
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    write: false,
    metafile: true,
    outdir: path.join(root, '.import-cycles'),
    entryNames: '[dir]/[name]-[hash]',
    // Packages are not followed; the alias of tsconfig.json's paths is resolved as the build does.
    packages: 'external',
    alias: { '@portal/bridge': './shared/bridge/index.ts' },
    // What a module imports besides code (styles, images, wasm) is no edge of the graph.
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.wasm': 'empty' },
    logLevel: 'silent',
  });
  const graph = new Map<string, string[]>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (file.includes('node_modules/') || !/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    graph.set(
      file,
      input.imports
        .filter((edge) => !edge.external && edge.path in result.metafile.inputs)
        .map((edge) => edge.path),
    );
  }
  return graph;
}

/** The cycles: each strongly connected component of more than one module (Tarjan), or a self-import. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const cycles = cyclesOf(await importGraph(root));
  for (const cycle of cycles) console.error(`import cycle among: ${cycle.join(', ')}`);
  if (cycles.length > 0) {
    console.error(
      `${cycles.length} import cycle(s): an arrow must run one way (docs/architecture.md)`,
    );
    process.exit(1);
  }
}
