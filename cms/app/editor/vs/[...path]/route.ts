import { readFile } from 'node:fs/promises';
import { editorFile } from '../../../../src/admin/editorFiles.ts';

/** The code editor's files (src/admin/HtmlField.tsx), from the installed monaco-editor. */
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const found = editorFile((await context.params).path);
  const body = found ? await readFile(found.file).catch(() => undefined) : undefined;
  if (!found || !body) return new Response('Not found', { status: 404 });
  return new Response(body, {
    headers: { 'content-type': found.type, 'cache-control': 'public, max-age=86400' },
  });
}
