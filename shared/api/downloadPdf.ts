import type { RouteTable } from '../contracts/routes.ts';
import type { AreaClient, CallInput } from './areaClient.ts';
import type { ApiClient } from './client.ts';
import { fileNameFromDisposition, type DownloadedFile } from './downloadFile.ts';

/**
 * The download errors of platform §8. `message` is the spec's text (for logs); show the
 * member the Swedish text the element's catalogue has for `code`.
 */
export const pdfDownloadErrorMessages = {
  mimeTypeMismatch: 'MIME Type Mismatch',
  invalidPollingInterval: 'Invalid polling interval header',
  noFilenameFound: 'No filename found',
  maxPollingTimeout: 'Max polling timeout',
} as const;
export type PdfDownloadErrorCode = keyof typeof pdfDownloadErrorMessages;

export class PdfDownloadError extends Error {
  override readonly name = 'PdfDownloadError';
  constructor(readonly code: PdfDownloadErrorCode) {
    super(pdfDownloadErrorMessages[code]);
  }
}

export function isPdfDownloadError(error: unknown): error is PdfDownloadError {
  return (
    error instanceof PdfDownloadError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { name?: unknown }).name === 'PdfDownloadError')
  );
}

/** Default wait between polls when the answer names none (platform §9: 5000 ms). */
export const defaultPollingIntervalMs = 5000;
/** Polls before giving up: a minute at the default interval. */
export const defaultMaxPolls = 12;

export interface PdfDownloadOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** How many 202 answers to wait through before 'Max polling timeout'. */
  maxPolls?: number;
  /** Check that the answer is application/pdf (default true). */
  verifyPdf?: boolean;
  signal?: AbortSignal;
}

/** Seconds of x-polling-interval in ms; default when absent, an error when unreadable. */
export function pollingIntervalMs(header: string | null): number {
  if (header === null || header.trim() === '') return defaultPollingIntervalMs;
  const seconds = Number(header.trim());
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new PdfDownloadError('invalidPollingInterval');
  }
  return seconds * 1000;
}

/** x-filename first (the certificate call, platform §7), then Content-Disposition. */
function fileNameOf(response: Response): string | null {
  const header = response.headers.get('x-filename')?.split(/[\\/]/).pop()?.trim();
  return header || fileNameFromDisposition(response.headers.get('content-disposition'));
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A PDF the server may still be making (platform §7): while it answers 202, wait
 * x-polling-interval seconds (default 5) and ask again, at most `maxPolls` times; then
 * check the type is application/pdf and take the file name. HTTP errors reject with the
 * client's ApiError; the spec's download errors with PdfDownloadError.
 */
export async function downloadPdf(
  client: Pick<ApiClient, 'fetchRaw'>,
  path: string,
  options: PdfDownloadOptions = {},
): Promise<DownloadedFile> {
  const maxPolls = options.maxPolls ?? defaultMaxPolls;
  const request = {
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  for (let polls = 0; ; polls += 1) {
    const response = await client.fetchRaw(path, request);
    if (response.status === 202) {
      if (polls >= maxPolls) throw new PdfDownloadError('maxPollingTimeout');
      await wait(pollingIntervalMs(response.headers.get('x-polling-interval')), options.signal);
      continue;
    }
    const type = response.headers.get('content-type') ?? '';
    if (
      options.verifyPdf !== false &&
      type.split(';')[0]?.trim().toLowerCase() !== 'application/pdf'
    ) {
      throw new PdfDownloadError('mimeTypeMismatch');
    }
    const fileName = fileNameOf(response);
    if (!fileName) throw new PdfDownloadError('noFilenameFound');
    return { blob: await response.blob(), fileName };
  }
}

/** POST /api/v1/memberProfiles/certificate: the membership certificate (platform §7). */
export function downloadCertificate(
  client: Pick<ApiClient, 'fetchRaw'>,
  options: Omit<PdfDownloadOptions, 'method' | 'body'> = {},
): Promise<DownloadedFile> {
  return downloadPdf(client, 'api/v1/memberProfiles/certificate', { ...options, method: 'POST' });
}

/** An area route's PDF: downloadPdf over the route's raw answer (a useDownload fetch). */
export function downloadRoutePdf<T extends RouteTable, K extends keyof T>(
  calls: Pick<AreaClient<T>, 'raw'>,
  name: K,
  input: CallInput<T[K]>,
): Promise<DownloadedFile> {
  return downloadPdf({ fetchRaw: () => calls.raw(name, input) }, '', { signal: input.signal });
}
