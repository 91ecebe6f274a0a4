import type { z } from 'zod/mini';

/**
 * Parses an answer with its shared contract before it leaves the server, so the server can
 * never send what the client's schema would reject. A mismatch is a server bug: it throws,
 * and the error handler answers 500 without leaking the data.
 */
export function validated<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  return schema.parse(body);
}
