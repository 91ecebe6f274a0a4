/** Browser storage keys of the portal (platform §9): local storage keys use this prefix. */
export const storagePrefix = 'memberportal_';

/** Session storage key of the proxy user id in use (per tab, as the spec says). */
export const proxyUserIdKey = `${storagePrefix}proxyUserId`;

/** Local storage key of the last authentication time (seconds since the epoch). */
export const lastAuthTimeKey = `${storagePrefix}lastAuthTime`;

function safeStorage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return (globalThis as unknown as Record<string, Storage | undefined>)[kind] ?? null;
  } catch {
    // Access can throw when storage is disabled by the browser.
    return null;
  }
}

export function readProxyUserId(): string | null {
  return safeStorage('sessionStorage')?.getItem(proxyUserIdKey) ?? null;
}

export function writeProxyUserId(userId: string | null): void {
  const storage = safeStorage('sessionStorage');
  if (!storage) return;
  if (userId) storage.setItem(proxyUserIdKey, userId);
  else storage.removeItem(proxyUserIdKey);
}

export function readLocal(key: string): string | null {
  return safeStorage('localStorage')?.getItem(key) ?? null;
}

export function writeLocal(key: string, value: string | null): void {
  const storage = safeStorage('localStorage');
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}
