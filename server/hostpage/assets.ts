import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** What the host page references from the build (scripts/build.ts). */
export interface HostAssets {
  /** Bare specifier -> URL, for the import map. */
  imports: Record<string, string>;
  entry: { url: string; integrity: string };
  /** Static imports of the host entry and the runtime: preloaded, so nothing waits in line. */
  preloads: string[];
  styles: string[];
  /** The text of `styles`, in order: inlined by a page that paints before its scripts. */
  styleText: string;
}

const viteManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);

export async function readHostAssets(distDir: string): Promise<HostAssets> {
  const runtimeManifest = z
    .record(z.string(), z.string())
    .parse(JSON.parse(await readFile(path.join(distDir, 'runtime/manifest.json'), 'utf8')));
  const viteManifest = viteManifestSchema.parse(
    JSON.parse(await readFile(path.join(distDir, 'host/.vite/manifest.json'), 'utf8')),
  );
  const imports = Object.fromEntries(
    Object.entries(runtimeManifest).map(([specifier, file]) => [
      specifier,
      `/assets/runtime/${file}`,
    ]),
  );
  const entryKey = Object.keys(viteManifest).find((key) => viteManifest[key]?.isEntry);
  const entry = entryKey ? viteManifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('dist/host has no entry: run npm run build');

  // Follow the entry's static imports for modulepreload and CSS.
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = viteManifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((css) => styles.add(`/assets/host/${css}`));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  const hostPreloads = [...seen]
    .filter((key) => key !== entryKey)
    .map((key) => `/assets/host/${viteManifest[key]!.file}`);

  // Every runtime file, the shared chunks the entries import included: all are needed on
  // every page, so none should be discovered only when its importer has run.
  const runtimeFiles = (await readdir(path.join(distDir, 'runtime')))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/runtime/${file}`);

  const entryFile = path.join(distDir, 'host', entry.file);
  const integrity = `sha384-${createHash('sha384')
    .update(await readFile(entryFile))
    .digest('base64')}`;
  const styleText = (
    await Promise.all(
      [...styles].map((url) =>
        readFile(path.join(distDir, 'host', url.slice('/assets/host/'.length)), 'utf8'),
      ),
    )
  ).join('\n');
  // Inlined in a <style> element, which only '</style' could end early; no CSS needs it.
  if (/<\/style/i.test(styleText)) throw new Error('the host CSS contains "</style"');
  return {
    imports,
    entry: { url: `/assets/host/${entry.file}`, integrity },
    preloads: [...new Set([...Object.values(imports), ...runtimeFiles]), ...hostPreloads],
    styles: [...styles],
    styleText,
  };
}
