import type { Rollup } from 'vite';

/**
 * The element's own files its entry imports statically, transitively (not import() chunks,
 * not the runtime's bare specifiers). The host page preloads them with the entry, so none
 * waits for its importer (server/hostpage/elementPreloads.ts).
 */
export function staticChunkFiles(
  chunks: readonly Rollup.OutputChunk[],
  entry: Rollup.OutputChunk,
): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (!next || found.has(name)) continue;
      found.add(name);
      visit(next);
    }
  };
  visit(entry);
  return [...found];
}
