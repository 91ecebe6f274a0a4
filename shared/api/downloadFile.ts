import {
  forbiddenProblem,
  networkProblem,
  unauthorizedProblem,
  type ProblemDefinition,
} from '../contracts/problem.ts';
import { apiErrorFromResponse, ApiError, isApiError } from './apiError.ts';
import { proxyHeader, type ApiClientDeps } from './client.ts';

/**
 * What a download needs: the raw answer of an authenticated GET with the member API's
 * headers, ApiError when not 2xx. An ApiClient that offers `fetchRaw` fits; so do the
 * deps the client is made from.
 */
export interface RawFetcher {
  fetchRaw(path: string, options?: { signal?: AbortSignal }): Promise<Response>;
}
export type DownloadSource = RawFetcher | ApiClientDeps;

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The spec's download error (platform §8) as a code; the message stays the spec's text. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(readonly code: 'noFilenameFound') {
    super('No filename found');
  }
}

/** Platform §8's download failures; plain strings, so an element need not carry a catalogue. */
export const downloadMessages = {
  noFilename: 'Filen kunde inte laddas ned eftersom den saknar filnamn.',
  failed: 'Filen kunde inte laddas ned. Försök igen.',
  notFound: 'Filen finns inte längre. Ladda om sidan och försök igen.',
} as const;

/** Shared codes whose own text says more than "the file could not be downloaded". */
const explained: Partial<Record<string, ProblemDefinition>> = {
  network: networkProblem,
  forbidden: forbiddenProblem,
  unauthorized: unauthorizedProblem,
};

/** The Swedish message for whatever a download rejected with. */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof DownloadError) return downloadMessages.noFilename;
  if (isApiError(error, 'notFound')) return downloadMessages.notFound;
  const shared = isApiError(error) ? explained[error.type] : undefined;
  return shared?.message ?? downloadMessages.failed;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 8187, UTF-8)
 * first, then `filename`; null when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  const name = rawFileName(header);
  // A name is only a name: never a path the browser could be steered into.
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

function rawFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = decodeURIComponent(extended[2].trim());
      if (name) return name;
    } catch {
      // A broken encoding: fall back to the plain parameter.
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1]) return quoted[1].replace(/\\(.)/g, '$1');
  const token = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i.exec(header);
  return token?.[1] ?? null;
}

function resolveUrl(baseUrl: string, path: string): string {
  const base = new URL(baseUrl, globalThis.location?.href ?? 'http://localhost/');
  return new URL(path.replace(/^\//, ''), base).toString();
}

/** The member API's GET with its headers (bearer, X-User-Id, no-cache), answer untouched. */
async function fetchWithDeps(deps: ApiClientDeps, path: string, signal?: AbortSignal) {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers = new Headers({ 'Cache-Control': 'no-cache' });
  const token = await deps.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const proxyUserId = deps.getProxyUserId();
  if (proxyUserId) headers.set(proxyHeader, proxyUserId);
  let response: Response;
  try {
    response = await doFetch(resolveUrl(deps.baseUrl, path), {
      method: 'GET',
      headers,
      credentials: 'include',
      cache: 'no-store',
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network', null, { cause });
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

/**
 * GET /api/v1/sharepointdocuments/files/{driveItemId} (platform §7): the file and the name
 * from its Content-Disposition. Without a name it rejects with DownloadError
 * 'No filename found', as the spec says.
 */
export async function downloadFile(
  source: DownloadSource,
  driveItemId: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const path = `api/v1/sharepointdocuments/files/${encodeURIComponent(driveItemId)}`;
  const response =
    'fetchRaw' in source
      ? await source.fetchRaw(path, signal ? { signal } : {})
      : await fetchWithDeps(source, path, signal);
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  if (!fileName) throw new DownloadError('noFilenameFound');
  return { blob: await response.blob(), fileName };
}
