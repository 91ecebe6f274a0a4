import { pageStatusSchema, type PageStatus } from '../contracts/content.ts';
import type { ApiClient } from './client.ts';

/** The status of a page without notices; the route guard uses it when the call fails. */
export const onlinePageStatus: PageStatus = {
  offlineStatus: { isOffline: false, message: null },
  messages: [],
};

export const pageStatusPath = (id: number) =>
  `api/v1/pages/status/${encodeURIComponent(String(id))}`;

/** GET /api/v1/pages/status/{id} (platform §7): offline notice and status messages. */
export function getPageStatus(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<PageStatus> {
  return client.request(pageStatusPath(id), pageStatusSchema, signal ? { signal } : {});
}
