import { newsListSchema, type NewsItem } from '../contracts/content.ts';
import type { ApiClient } from './client.ts';

/**
 * GET /api/v1/news/{newsId} (platform §7): at most 20 items, newest first (the server sorts
 * and caps; the carousel shows them as they come).
 */
export function getNews(
  client: ApiClient,
  newsId: string,
  signal?: AbortSignal,
): Promise<NewsItem[]> {
  return client.request(
    `api/v1/news/${encodeURIComponent(newsId)}`,
    newsListSchema,
    signal ? { signal } : {},
  );
}
