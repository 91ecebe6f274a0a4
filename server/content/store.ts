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
  /** Reloads (debounced) whenever a file under the folder changes. Development only. */
  watch(logger: StoreLogger, options?: { debounceMs?: number }): void;
  close(): Promise<void>;
}

/** Loads the fixtures once (a broken folder stops the start) and keeps them current. */
export async function openContentStore(dir: string): Promise<ContentStore> {
  let current = await loadContentFixtures(dir);
  let watcher: FSWatcher | null = null;
  let timer: NodeJS.Timeout | null = null;
  let logger: StoreLogger | null = null;
  let loading: Promise<boolean> | null = null;
  let again = false;

  const load = async (): Promise<boolean> => {
    try {
      current = await loadContentFixtures(dir);
      logger?.info(`content fixtures reloaded from ${dir}`);
      return true;
    } catch (error) {
      const lines =
        error instanceof FixtureValidationError
          ? error.errors.map((e) => `${e.file}: ${e.path || '(root)'}: ${e.message}`)
          : [String(error)];
      logger?.error(
        `content fixtures not reloaded, the last good ones stay:\n  ${lines.join('\n  ')}`,
      );
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
      if (watcher) return;
      logger = log;
      const debounceMs = options.debounceMs ?? 150;
      // Editors save in bursts (write, rename, touch): wait for the burst to end.
      watcher = watch(dir, { recursive: true }, () => {
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
