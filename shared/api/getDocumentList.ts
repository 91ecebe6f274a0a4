import { documentListSchema, type DocumentList } from '../contracts/content.ts';
import type { ApiClient } from './client.ts';

/** GET /api/v1/sharepointdocuments/lists/{listId} (platform §7): title and documents. */
export function getDocumentList(
  client: ApiClient,
  listId: string,
  signal?: AbortSignal,
): Promise<DocumentList> {
  return client.request(
    `api/v1/sharepointdocuments/lists/${encodeURIComponent(listId)}`,
    documentListSchema,
    signal ? { signal } : {},
  );
}
