import { storagePrefix } from '@portal/bridge';

/**
 * What a member chose on a page for the rest of the browser session (dismissed messages,
 * "Visa sidan ändå"), in session storage as { [pageId]: string[] } under one key each.
 */
export const dismissedMessagesKey = `${storagePrefix}dismissedMessages`;
export const offlineOverrideKey = `${storagePrefix}offlineOverride`;

type PageSets = Record<string, string[]>;

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be disabled; the choice then lasts only while the page is shown.
    return null;
  }
}

function readAll(key: string, storage: Storage | null): PageSets {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const sets: PageSets = {};
    for (const [page, values] of Object.entries(parsed)) {
      if (Array.isArray(values)) sets[page] = values.filter((v) => typeof v === 'string');
    }
    return sets;
  } catch {
    return {};
  }
}

/** The values remembered for one page. */
export function readPageValues(
  key: string,
  pageId: number | string,
  storage: Storage | null = sessionStore(),
): string[] {
  return readAll(key, storage)[String(pageId)] ?? [];
}

/** Replaces the values remembered for one page (none: the page's entry is removed). */
export function writePageValues(
  key: string,
  pageId: number | string,
  values: readonly string[],
  storage: Storage | null = sessionStore(),
): void {
  if (!storage) return;
  const all = readAll(key, storage);
  if (values.length > 0) all[String(pageId)] = [...new Set(values)];
  else delete all[String(pageId)];
  try {
    storage.setItem(key, JSON.stringify(all));
  } catch {
    // A full or blocked storage: the choice lasts only while the page is shown.
  }
}
