import { contentPageSchema, type ContentPage } from '../contracts/content.ts';
import type { ApiClient } from './client.ts';

/** The signed-in start page's path (also asked ahead by host/pagePrefetch.ts). */
export const startPagePath = 'api/v1/pages/startpage';

/** GET /api/v1/pages/startpage: the overview start page of a signed-in member. */
export function getStartPage(client: ApiClient, signal?: AbortSignal): Promise<ContentPage> {
  return client.request(startPagePath, contentPageSchema, signal ? { signal } : {});
}
