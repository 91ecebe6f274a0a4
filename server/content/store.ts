import { watch, type FSWatcher } from 'node:fs';
import { FixtureValidationError, loadContentFixtures, type ContentFixtures } from './fixtures.ts';

/** What the store reports while it watches (Fastify's logger fits). */
export interface StoreLogger {
  info(message: string): void;
  error(message: string): void;
}

/** The content the server answers with: the last fixtures that loaded without an error. */
export interface ContentStore {
  get(): ContentFixtures;
  /** Reads the folder again now; keeps the last good fixtures when it fails. */
  reload(): Promise<boolean>;
  /**
   * Reloads (debounced) whenever a file under the folder changes (development), and logs
   * every reload through `logger`.
   */
  watch(logger: StoreLogger, options?: { debounceMs?: number }): void;
  close(): Promise<void>;
}

/** Loads the fixtures once (a broken folder stops the start) and keeps them current. */
export async function openContentStore(dir: string): Promise<ContentStore> {
  return contentStoreOf(() => loadContentFixtures(dir), dir);
}

/**
 * A store over any way of loading the content (the folder, or the content system through
 * cmsSource.ts): the first load must succeed; a failed reload keeps the last good content.
 * `watch` follows the folder `watchDir` when there is one.
 */
export async function contentStoreOf(
  loadContent: () => Promise<ContentFixtures>,
  watchDir?: string,
): Promise<ContentStore> {
  let current = await loadContent();
  let watcher: FSWatcher | null = null;
  let timer: NodeJS.Timeout | null = null;
  let logger: StoreLogger | null = null;
  let loading: Promise<boolean> | null = null;
  let again = false;

  const load = async (): Promise<boolean> => {
    try {
      current = await loadContent();
      logger?.info(`content reloaded${watchDir ? ` from ${watchDir}` : ''}`);
      return true;
    } catch (error) {
      const lines =
        error instanceof FixtureValidationError
          ? error.errors.map((e) => `${e.file}: ${e.path || '(root)'}: ${e.message}`)
          : [String(error)];
      logger?.error(`content not reloaded, the last good content stays:\n  ${lines.join('\n  ')}`);
      return false;
    }
  };

  // One load at a time; a change during a load triggers one more afterwards.
  const reload = async (): Promise<boolean> => {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      let ok = await load();
      while (again) {
        again = false;
        ok = await load();
      }
      return ok;
    })();
    try {
      return await loading;
    } finally {
      loading = null;
    }
  };

  return {
    get: () => current,
    reload,
    watch(log, options = {}) {
      logger = log;
      if (watcher || !watchDir) return;
      const debounceMs = options.debounceMs ?? 150;
      // Editors save in bursts (write, rename, touch): wait for the burst to end.
      watcher = watch(watchDir, { recursive: true }, () => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          timer = null;
          void reload();
        }, debounceMs);
      });
      watcher.on('error', (error) => log.error(`content watcher stopped: ${String(error)}`));
    },
    async close() {
      if (timer) clearTimeout(timer);
      timer = null;
      watcher?.close();
      watcher = null;
      await loading?.catch(() => undefined);
    },
  };
}
