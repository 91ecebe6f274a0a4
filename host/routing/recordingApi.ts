import type { z } from 'zod/mini';
import type { ApiClient, RequestOptions } from '../../shared/api/client.ts';

/** An API client that answers nothing and records each request as "METHOD path". */
export function recordingApi(): { api: ApiClient; requests: string[] } {
  const requests: string[] = [];
  const api: ApiClient = {
    request: async <S extends z.ZodMiniType>(
      path: string,
      _schema: S,
      options?: RequestOptions,
    ) => {
      requests.push(`${options?.method ?? 'GET'} ${path}`);
      return undefined as z.infer<S>;
    },
    fetchRaw: async (path: string, options?: RequestOptions) => {
      requests.push(`${options?.method ?? 'GET'} ${path}`);
      return new Response(null, { status: 204 });
    },
  };
  return { api, requests };
}
