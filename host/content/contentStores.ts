import type { ApiClient } from '../../shared/api/client.ts';

/**
 * The page's content stores by API client, apart from the store itself (contentStore.ts):
 * the host's first load clears them at sign-out and profile switch, while the content API
 * and its calls stay in the content renderer's chunk.
 */
const stores = new WeakMap<ApiClient, { clear(): void }>();

export function registeredContentStore<S extends { clear(): void }>(
  api: ApiClient,
  create: () => S,
): S {
  let store = stores.get(api) as S | undefined;
  if (!store) {
    store = create();
    stores.set(api, store);
  }
  return store;
}

/** Drops what the page's content store holds (a no-op before any content was shown). */
export function clearContentStore(api: ApiClient): void {
  stores.get(api)?.clear();
}
