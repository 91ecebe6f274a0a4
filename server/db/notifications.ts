import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel the tables a caller's row is read from notify on (migration
 * 0024_member-cache-notify): each changed row sends the member, impersonation or proxy
 * party ids it touches, a TRUNCATE sends `*`.
 */
export const memberCacheChannel = 'member_cache';
/** The payload that drops everything (TRUNCATE). */
export const flushAll = '*';

export interface NotificationHandlers {
  notify(payload: string): void;
  /**
   * The listening connection's state: true once LISTEN has been confirmed, false as soon as
   * it is lost (or stopped). Nothing sent while it was false will ever be delivered.
   */
  connected(up: boolean): void;
}

/** memberCacheChannel for this process, however many app instances share the database. */
export interface Notifications {
  /** Adds handlers; `connected` is called at once with the current state. */
  subscribe(handlers: NotificationHandlers): () => void;
  /** Ends listening (connected(false)) until start(); tests use it for "listener down". */
  stop(): Promise<void>;
  /** Listens again after stop() (also done by itself after a lost connection). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Fans out to the subscribers; remembers the state for late subscribers. */
class Subscribers {
  private readonly handlers = new Set<NotificationHandlers>();
  up = false;

  add(handlers: NotificationHandlers) {
    this.handlers.add(handlers);
    handlers.connected(this.up);
    return () => void this.handlers.delete(handlers);
  }

  notify(payload: string) {
    for (const handlers of this.handlers) handlers.notify(payload);
  }

  state(up: boolean) {
    if (up === this.up) return;
    this.up = up;
    for (const handlers of this.handlers) handlers.connected(up);
  }
}

/** PGlite runs in this process: a LISTEN there cannot be lost, only stopped. */
export async function pgliteNotifications(client: PGlite): Promise<Notifications> {
  const subscribers = new Subscribers();
  let unlisten: (() => Promise<void>) | null = null;
  const start = async () => {
    if (unlisten) return;
    unlisten = await client.listen(memberCacheChannel, (payload) => subscribers.notify(payload));
    subscribers.state(true);
  };
  const stop = async () => {
    subscribers.state(false);
    const running = unlisten;
    unlisten = null;
    if (running && !client.closed) await running();
  };
  await start();
  return { subscribe: (handlers) => subscribers.add(handlers), start, stop, close: stop };
}

/** Wait before listening again after a lost connection (ms), doubled up to the cap. */
const retryFirst = 100;
const retryCap = 5000;

/**
 * PostgreSQL: one dedicated connection per process LISTENs (the state the cache trusts),
 * reconnecting with backoff when lost. Every pool connection LISTENs too (`poolOnConnect`,
 * the pool's onConnect), so this process's own writes are seen before the write's promise
 * resolves: PostgreSQL sends a session its own notification before the commit's
 * ReadyForQuery.
 */
export function postgresNotifications(
  url: string,
): Notifications & { poolOnConnect(connection: pg.ClientBase): Promise<void> } {
  const subscribers = new Subscribers();
  let client: pg.Client | null = null;
  let wanted = true;
  let retry = retryFirst;
  let timer: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    subscribers.state(false);
    lostClient.end().catch(() => {});
    if (wanted && !timer) {
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, retry);
      timer.unref();
      retry = Math.min(retry * 2, retryCap);
    }
  };

  const connect = (): Promise<void> => {
    if (!wanted) return Promise.resolve();
    if (!connecting && !client) connecting = listen().finally(() => (connecting = null));
    return connecting ?? Promise.resolve();
  };

  const listen = async () => {
    // Named, so an operator (and a test) can tell it from the pool's connections.
    const next = new pg.Client({ connectionString: url, application_name: 'portal-member-cache' });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === memberCacheChannel) subscribers.notify(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${memberCacheChannel}`);
      if (client !== next) {
        await next.end().catch(() => {});
        return;
      }
      retry = retryFirst;
      subscribers.state(true);
    } catch {
      lost(next);
    }
  };

  const stop = async () => {
    wanted = false;
    if (timer) clearTimeout(timer);
    timer = null;
    const running = client;
    client = null;
    subscribers.state(false);
    await running?.end().catch(() => {});
  };
  return {
    subscribe: (handlers) => subscribers.add(handlers),
    start: () => {
      wanted = true;
      return connect();
    },
    stop,
    close: stop,
    // Before the pool hands the connection out; if LISTEN fails, so does the connection.
    poolOnConnect: async (connection) => {
      connection.on('notification', (message) => {
        if (message.channel === memberCacheChannel) subscribers.notify(message.payload ?? '');
      });
      await connection.query(`LISTEN ${memberCacheChannel}`);
    },
  };
}
