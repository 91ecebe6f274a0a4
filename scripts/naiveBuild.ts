// The naive build: the host and every element bundled on their own, each with its own copy
// of everything it imports (no shared runtime, no import map). Never served; it is the
// yardstick for the shared runtime: scripts/budgets.mjs compares a page's download (runtime +
// host + three elements) with the same parts built this way (issue 10: at most 0.45).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type InlineConfig, type Rollup } from 'vite';
import { elementBuild, hostBuild } from '../vite.config.ts';
import { elementEntries } from './elementEntries.ts';

function standalone(config: InlineConfig, outDir: string): InlineConfig {
  const rollupOptions = { ...config.build?.rollupOptions, external: [] };
  return { ...config, build: { ...config.build, outDir, rollupOptions } };
}

/** Writes dist/naive/host (with Vite's manifest) and dist/naive/components/<name>/app.json. */
export async function buildNaive(root: string): Promise<void> {
  const dir = path.join(root, 'dist/naive');
  await build(standalone(hostBuild(), path.join(dir, 'host')));
  for (const { name, entry } of elementEntries(root)) {
    const outDir = path.join(dir, 'components', name);
    const result = await build(standalone(elementBuild(name, entry), outDir));
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const main = outputs.flatMap((r) => r.output).find((o) => o.type === 'chunk' && o.isEntry);
    if (!main) throw new Error(`naive build of ${name} produced no entry`);
    await writeFile(path.join(outDir, 'app.json'), JSON.stringify({ fileName: main.fileName }));
  }
}
