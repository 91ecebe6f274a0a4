// Brotli and gzip copies of the built assets, made once at build time so the server never
// compresses a static file per request (@fastify/static's preCompressed picks them).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text and uncompressed font formats; images and woff2 are compressed already. */
export const precompressible = /\.(js|mjs|css|svg|json|html|txt|map|ttf|otf|woff)$/;
/** Below this a compressed copy saves less than a packet. */
export const precompressMinBytes = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes name.br (quality 11) and name.gz (level 9) next to each file worth it under `dir`. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true });
  const files: string[] = [];
  for (const entry of entries) {
    const file = path.join(dir, entry);
    if (!precompressible.test(file)) continue;
    const info = await stat(file);
    if (info.isFile() && info.size >= precompressMinBytes) files.push(file);
  }
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const one = async (file: string) => {
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: /\.(ttf|otf|woff)$/.test(file)
            ? constants.BROTLI_MODE_FONT
            : constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    // A copy that is not smaller would only cost a file read.
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    result.files += 1;
    result.bytes += bytes.length;
    result.brotliBytes += Math.min(br.length, bytes.length);
    result.gzipBytes += Math.min(gz.length, bytes.length);
  };
  // zlib runs on libuv's pool (4 threads); a few files at a time keep it busy.
  for (let i = 0; i < files.length; i += 4) await Promise.all(files.slice(i, i + 4).map(one));
  return result;
}
