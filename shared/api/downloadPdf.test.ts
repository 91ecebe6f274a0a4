import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client.ts';
import { createApiClient } from './client.ts';
import {
  defaultPollingIntervalMs,
  downloadCertificate,
  downloadPdf,
  pollingIntervalMs,
  PdfDownloadError,
} from './downloadPdf.ts';

const pdf = (headers: Record<string, string> = {}) =>
  new Response('%PDF-1.4 intyg', {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'x-filename': 'intyg.pdf', ...headers },
  });
const accepted = (headers: Record<string, string> = {}) =>
  new Response(null, { status: 202, headers });

/** A client whose answers come from a list, recording each call's method. */
function scripted(...answers: Response[]) {
  const calls: string[] = [];
  const client: Pick<ApiClient, 'fetchRaw'> = {
    fetchRaw: async (path, options) => {
      calls.push(`${options?.method ?? 'GET'} ${path}`);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next;
    },
  };
  return { client, calls };
}

describe('downloadPdf', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the default 5 s when a 202 names no interval, then takes the PDF', async () => {
    vi.useFakeTimers();
    const { client, calls } = scripted(accepted(), pdf());
    const download = downloadCertificate(client);
    await vi.advanceTimersByTimeAsync(defaultPollingIntervalMs - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const file = await download;
    expect(calls).toEqual([
      'POST api/v1/memberProfiles/certificate',
      'POST api/v1/memberProfiles/certificate',
    ]);
    expect(file.fileName).toBe('intyg.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4 intyg');
  });

  it('waits the seconds x-polling-interval names', async () => {
    vi.useFakeTimers();
    const { client, calls } = scripted(accepted({ 'x-polling-interval': '2' }), pdf());
    const download = downloadPdf(client, 'api/x');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await download;
    expect(calls).toHaveLength(2);
  });

  it('rejects an unreadable interval header', async () => {
    const { client } = scripted(accepted({ 'x-polling-interval': 'snart' }));
    await expect(downloadPdf(client, 'api/x')).rejects.toMatchObject({
      code: 'invalidPollingInterval',
    });
    expect(() => pollingIntervalMs('-1')).toThrow(PdfDownloadError);
    expect(pollingIntervalMs(null)).toBe(5000);
    expect(pollingIntervalMs('0.5')).toBe(500);
  });

  it("gives up with 'Max polling timeout' after maxPolls answers of 202", async () => {
    const { client, calls } = scripted(
      accepted({ 'x-polling-interval': '0' }),
      accepted({ 'x-polling-interval': '0' }),
      accepted({ 'x-polling-interval': '0' }),
    );
    const error = await downloadPdf(client, 'api/x', { maxPolls: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfDownloadError);
    expect(error).toMatchObject({ code: 'maxPollingTimeout', message: 'Max polling timeout' });
    expect(calls).toHaveLength(3);
  });

  it("rejects what is not a PDF with 'MIME Type Mismatch'", async () => {
    const { client } = scripted(pdf({ 'content-type': 'text/html' }));
    await expect(downloadPdf(client, 'api/x')).rejects.toMatchObject({
      code: 'mimeTypeMismatch',
      message: 'MIME Type Mismatch',
    });
    const unchecked = scripted(pdf({ 'content-type': 'application/octet-stream' }));
    await expect(
      downloadPdf(unchecked.client, 'api/x', { verifyPdf: false }),
    ).resolves.toMatchObject({ fileName: 'intyg.pdf' });
  });

  it("rejects a PDF without a name with 'No filename found'", async () => {
    const { client } = scripted(
      new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
    );
    await expect(downloadPdf(client, 'api/x')).rejects.toMatchObject({
      code: 'noFilenameFound',
      message: 'No filename found',
    });
  });

  it('takes the name from Content-Disposition when x-filename is missing', async () => {
    const { client } = scripted(
      new Response('%PDF', {
        headers: {
          'content-type': 'application/pdf; charset=binary',
          'content-disposition': 'attachment; filename="avrakning.pdf"',
        },
      }),
    );
    expect((await downloadPdf(client, 'api/x')).fileName).toBe('avrakning.pdf');
  });

  it('stops waiting when the download is aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { client } = scripted(accepted());
    const download = downloadPdf(client, 'api/x', { signal: controller.signal });
    const settled = download.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error('avbruten'));
    expect(await settled).toMatchObject({ message: 'avbruten' });
  });

  it('rejects HTTP errors with the ApiError of the client', async () => {
    const client = createApiClient({
      baseUrl: 'http://portal.test/',
      getAccessToken: async () => 't',
      getProxyUserId: () => null,
      fetch: async () =>
        new Response(JSON.stringify({ type: 'forbidden', title: 'x', status: 403 }), {
          status: 403,
          headers: { 'content-type': 'application/problem+json' },
        }),
    });
    await expect(downloadCertificate(client)).rejects.toMatchObject({
      name: 'ApiError',
      type: 'forbidden',
    });
  });
});
