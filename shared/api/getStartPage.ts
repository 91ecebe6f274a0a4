import { contentPageSchema, type ContentPage } from '../contracts/content.ts';
import type { ApiClient } from './client.ts';

/** GET /api/v1/pages/startpage: the overview start page of a signed-in member. */
export function getStartPage(client: ApiClient, signal?: AbortSignal): Promise<ContentPage> {
  return client.request('api/v1/pages/startpage', contentPageSchema, signal ? { signal } : {});
}
