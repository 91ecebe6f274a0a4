import { contentPageSchema, type ContentPage } from '../contracts/content.ts';
import type { ApiClient } from './client.ts';

/** GET /api/v1/pages/publicstartpage: the start page shown before sign-in (anonymous). */
export function getPublicStartPage(client: ApiClient, signal?: AbortSignal): Promise<ContentPage> {
  return client.request(
    'api/v1/pages/publicstartpage',
    contentPageSchema,
    signal ? { signal } : {},
  );
}
