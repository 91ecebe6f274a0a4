// `npm run build`: the shared runtime, the host and every element, each hashed, plus the
// manifests the server reads (dist/runtime/manifest.json, dist/components/<name>/app.json),
// and brotli/gzip copies of every text asset (scripts/precompress.ts).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { elementBuild, hostBuild, runtimeBuild, runtimeSpecifiers } from '../vite.config.ts';
import { elementEntries } from './elementEntries.ts';
import { bridgeVersion } from '../shared/bridge/types.ts';
import { buildNaive } from './naiveBuild.ts';
import { staticChunkFiles } from './staticChunks.ts';
import { precompressDir } from './precompress.ts';

const root = path.resolve(import.meta.dirname, '..');

function outputs(result: Awaited<ReturnType<typeof build>>): Rollup.OutputChunk[] {
  const list = Array.isArray(result) ? result : [result];
  return list.flatMap((r) => ('output' in r ? r.output : [])).filter((o) => o.type === 'chunk');
}

async function sri(file: string): Promise<string> {
  return `sha384-${createHash('sha384')
    .update(await readFile(file))
    .digest('base64')}`;
}

const started = Date.now();
const runtime = outputs(await build(runtimeBuild()));
const manifest: Record<string, string> = {};
for (const specifier of runtimeSpecifiers) {
  const name = specifier.replace(/^@/, '').replace(/[/]/g, '_').replace('portal_bridge', 'bridge');
  const chunk = runtime.find((c) => c.isEntry && c.name === name);
  if (!chunk) throw new Error(`runtime build has no entry for ${specifier}`);
  manifest[specifier] = chunk.fileName;
}
await writeFile(path.join(root, 'dist/runtime/manifest.json'), JSON.stringify(manifest, null, 2));

await build(hostBuild());

for (const { name, entry } of elementEntries(root)) {
  const chunks = outputs(await build(elementBuild(name, entry)));
  const main = chunks.find((c) => c.isEntry);
  if (!main) throw new Error(`element ${name} produced no entry`);
  const dir = path.join(root, 'dist/components', name);
  await mkdir(dir, { recursive: true });
  const app = {
    fileName: main.fileName,
    integrity: await sri(path.join(dir, main.fileName)),
    bridgeVersion,
    imports: staticChunkFiles(chunks, main),
  };
  await writeFile(path.join(dir, 'app.json'), JSON.stringify(app, null, 2));
}
// The yardstick of the shared runtime for scripts/budgets.mjs (not served).
await buildNaive(root);
// Last, so every file the server sends gets its copies (the naive build is never served).
const packed = (
  await Promise.all(
    ['runtime', 'host', 'components'].map((dir) => precompressDir(path.join(root, 'dist', dir))),
  )
).reduce((sum, one) => ({
  files: sum.files + one.files,
  bytes: sum.bytes + one.bytes,
  brotliBytes: sum.brotliBytes + one.brotliBytes,
  gzipBytes: sum.gzipBytes + one.gzipBytes,
}));
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${packed.files} files: ${kib(packed.bytes)} -> brotli ${kib(packed.brotliBytes)}, gzip ${kib(packed.gzipBytes)}`,
);
console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
