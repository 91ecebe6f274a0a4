import { flushAll, type Notifications } from '../db/notifications.ts';

/**
 * How long a cached caller row may be served at most (ms), even with no notification: a
 * bound on a change that reached the database without its trigger (a session with
 * session_replication_role = replica, a restore) — never the path of a normal write.
 * See docs/decisions.md, "Speed", "Server".
 */
export const callerCacheTtlMs = 30_000;
export const callerCacheMaxEntries = 10_000;

interface Entry {
  value: unknown;
  /** The ids whose notification drops this entry. */
  dependsOn: readonly string[];
  expiresAt: number;
}

/**
 * What apiAuth read about a caller (member row, impersonation, route extras), kept per
 * process and dropped by the member_cache notifications of every process's writes. Served
 * only while this process's listener is connected: losing it clears everything, and a row
 * whose read overlapped any notification or listener change is not kept (it may predate
 * the write the notification was about).
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byId = new Map<string, Set<string>>();
  private live = false;
  /** Bumped by every notification and state change: a read started before is not kept. */
  private epoch = 0;

  constructor(
    private readonly ttlMs = callerCacheTtlMs,
    private readonly maxEntries = callerCacheMaxEntries,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Follows the database's notifications until the returned function is called. */
  follow(notifications: Notifications): () => void {
    return notifications.subscribe({
      notify: (payload) => this.invalidate(payload),
      connected: (up) => this.setLive(up),
    });
  }

  get size() {
    return this.entries.size;
  }

  get isLive() {
    return this.live;
  }

  get(key: string): unknown {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  /** Call before reading from the database; pass the answer to set(). */
  begin(): number {
    return this.epoch;
  }

  /** Keeps a value read since begin() returned `read`, unless something changed meanwhile. */
  set(key: string, read: number, value: unknown, dependsOn: readonly string[]): void {
    if (!this.live || read !== this.epoch) return;
    this.remove(key);
    this.entries.set(key, { value, dependsOn, expiresAt: this.clock() + this.ttlMs });
    for (const id of dependsOn) {
      let keys = this.byId.get(id);
      if (!keys) this.byId.set(id, (keys = new Set()));
      keys.add(key);
    }
    // Oldest written first out (Map order); the TTL bounds an entry's life anyway.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
  }

  invalidate(payload: string): void {
    this.epoch++;
    if (payload === flushAll) return this.clear();
    const keys = this.byId.get(payload);
    if (!keys) return;
    this.byId.delete(payload);
    for (const key of keys) this.remove(key);
  }

  private setLive(up: boolean) {
    this.epoch++;
    this.live = up;
    this.clear();
  }

  private clear() {
    this.entries.clear();
    this.byId.clear();
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const id of entry.dependsOn) {
      const keys = this.byId.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byId.delete(id);
    }
  }
}

/** Freezes a cached value all the way down: requests share it, none may change it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    if (!(value instanceof Date)) for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
