import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.ttf': 'font/ttf',
};

const cmsRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** The installed monaco-editor's `min/vs` folder (a dependency of cms/, for this). */
const filesDir = () => path.join(cmsRoot, 'node_modules', 'monaco-editor', 'min', 'vs');

/**
 * A file of Monaco's `min/vs` by its path below it, or undefined for anything else (no
 * way out of the folder, only the kinds of file the editor loads).
 */
export function editorFile(parts: string[]): { file: string; type: string } | undefined {
  const dir = filesDir();
  const file = path.resolve(dir, ...parts);
  const type = types[path.extname(file)];
  if (!type || !file.startsWith(`${dir}${path.sep}`)) return undefined;
  return { file, type };
}
