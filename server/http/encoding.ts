import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** An answer made once and kept in its three forms (the host page: one per process). */
export interface EncodedText {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

export function encodeOnce(text: string): EncodedText {
  const bytes = Buffer.from(text);
  return {
    identity: text,
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * The coding to send for an Accept-Encoding header: br before gzip, either only with a
 * q above 0 (`*` stands for both); null means the text itself.
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const weight = params.find((param) => param.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
