import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError.ts';
import type { ApiClientDeps } from './client.ts';
import {
  DownloadError,
  downloadErrorMessage,
  downloadFile,
  fileNameFromDisposition,
  type RawFetcher,
} from './downloadFile.ts';

function deps(answer: Response, proxyUserId: string | null = null) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer);
  const source: ApiClientDeps = {
    baseUrl: 'https://portal.example/',
    getAccessToken: async () => 'tok',
    getProxyUserId: () => proxyUserId,
    fetch,
  };
  return { source, fetch };
}

const pdf = (disposition?: string) =>
  new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
    headers: {
      'content-type': 'application/pdf',
      ...(disposition ? { 'content-disposition': disposition } : {}),
    },
  });

describe('downloadFile', () => {
  it('downloads the file with the token and proxy header, named by content-disposition', async () => {
    const { source, fetch } = deps(
      pdf(
        `attachment; filename="Arsredovisning 2025.pdf"; filename*=UTF-8''%C3%85rsredovisning%202025.pdf`,
      ),
      'bertil',
    );
    const file = await downloadFile(source, '01MEDLEM002');
    expect(file.fileName).toBe('Årsredovisning 2025.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://portal.example/api/v1/sharepointdocuments/files/01MEDLEM002');
    const headers = new Headers(init!.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-user-id')).toBe('bertil');
    expect(init!.credentials).toBe('include');
  });

  it("rejects with 'No filename found' when the answer names no file", async () => {
    const { source } = deps(pdf());
    const error = await downloadFile(source, '01MEDLEM002').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as Error).message).toBe('No filename found');
    expect(downloadErrorMessage(error)).toBe(
      'Filen kunde inte laddas ned eftersom den saknar filnamn.',
    );
  });

  it('turns a refused download into an ApiError with a Swedish message', async () => {
    const { source } = deps(
      new Response(JSON.stringify({ type: 'notFound', title: 'x', status: 404 }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );
    const error = await downloadFile(source, 'nothing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(downloadErrorMessage(error)).toBe(
      'Filen finns inte längre. Ladda om sidan och försök igen.',
    );
    expect(downloadErrorMessage(new Error('boom'))).toBe(
      'Filen kunde inte laddas ned. Försök igen.',
    );
  });

  it('reports a network failure as type network', async () => {
    const source: ApiClientDeps = {
      baseUrl: '/',
      getAccessToken: async () => null,
      getProxyUserId: () => null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    const error = await downloadFile(source, 'x').catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'network' });
    expect(downloadErrorMessage(error)).toBe(
      'Vi når inte Mina sidor just nu. Kontrollera din anslutning och försök igen.',
    );
  });

  it('uses an API client that offers raw answers', async () => {
    const fetchRaw = vi.fn<RawFetcher['fetchRaw']>(async () =>
      pdf('attachment; filename="prislista.csv"'),
    );
    await expect(downloadFile({ fetchRaw }, 'a b')).resolves.toMatchObject({
      fileName: 'prislista.csv',
    });
    expect(fetchRaw).toHaveBeenCalledWith('api/v1/sharepointdocuments/files/a%20b', {});
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    [`attachment; filename*=UTF-8''%C3%B6versikt.pdf; filename="oversikt.pdf"`, 'översikt.pdf'],
    ['attachment; filename="a \\"quoted\\" name.txt"', 'a "quoted" name.txt'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`, 'fallback.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('reads %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it.each([[null], ['attachment'], ['inline; filename=""']])('finds no name in %s', (header) => {
    expect(fileNameFromDisposition(header)).toBeNull();
  });
});
