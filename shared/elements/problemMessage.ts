/**
 * An element's `problemMessage(error)`: the Swedish text its own catalogue gives the error's
 * problem type (an ApiError's `type`, the spec's error code), else `fallback`. The server's
 * own title or detail is never shown. Each element keeps its own `keys`, since each ships
 * only its own texts.
 */
export function problemMessageFrom<K extends string>(
  t: (key: K) => string,
  keys: Partial<Record<string, K>>,
  fallback: K,
): (error: unknown) => string {
  return (error) => {
    const type = (error as { type?: unknown } | null)?.type;
    const key = typeof type === 'string' && Object.hasOwn(keys, type) ? keys[type] : undefined;
    return t(key ?? fallback);
  };
}
