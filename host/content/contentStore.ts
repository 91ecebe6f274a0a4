import { cacheTtl, createCache, type Cache } from '@portal/bridge';
import type { ApiClient } from '../../shared/api/client.ts';
import type { ContentPage, NewsItem, PageStatus } from '../../shared/contracts/content.ts';
import { createContentApi, type ContentApi } from './contentApi.ts';
import { registeredContentStore } from './contentStores.ts';
import { automaticRetryDelay } from './retryBackoff.ts';

/**
 * The content API with the caches of platform §9 (content page and page status 5 min, news
 * 3 min), so going back to a page shows it at once. Document lists are not cached (the spec
 * names no time for them; a member expects a new document to be there).
 */
export interface ContentStore {
  api: ContentApi;
  pages: Cache<ContentPage>;
  statuses: Cache<PageStatus>;
  news: Cache<NewsItem[]>;
  /** The clock the time windows (messages, offline components) are read against. */
  now(): number;
  /** How long a component's script may take to load and define its element. */
  elementTimeoutMs: number | undefined;
  /** The wait before automatic retry n + 1 of a failed component, null when none is left. */
  automaticRetryDelay(retriesDone: number): number | null;
  /** Drop everything (sign-out, profile switch: what one profile saw is not the next one's). */
  clear(): void;
}

export interface ContentStoreOptions {
  now?: () => number;
  elementTimeoutMs?: number;
  automaticRetryDelay?: (retriesDone: number) => number | null;
}

export function createContentStore(
  api: ContentApi,
  options: ContentStoreOptions = {},
): ContentStore {
  const now = options.now ?? Date.now;
  const pages = createCache<ContentPage>(cacheTtl.contentPage, now);
  const statuses = createCache<PageStatus>(cacheTtl.pageStatus, now);
  const news = createCache<NewsItem[]>(cacheTtl.news, now);
  return {
    api,
    pages,
    statuses,
    news,
    now,
    elementTimeoutMs: options.elementTimeoutMs,
    automaticRetryDelay: options.automaticRetryDelay ?? automaticRetryDelay,
    clear() {
      pages.clear();
      statuses.clear();
      news.clear();
    },
  };
}

/** The page's one content store for its API client. */
export function contentStoreFor(api: ApiClient): ContentStore {
  return registeredContentStore(api, () => createContentStore(createContentApi(api)));
}
