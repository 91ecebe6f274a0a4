import { contentLimits, type DocumentItem } from '../../contracts/content.ts';

export type SortOrder = 'descending' | 'ascending';

const time = (document: DocumentItem) => {
  const value = Date.parse(document.modified);
  return Number.isNaN(value) ? -Infinity : value;
};
// Made on first sort, not when the content renderer loads (every page loads it).
let collator: Intl.Collator | undefined;

/** By modified date (newest first by default); same day by title, Swedish order. */
export function sortDocuments(
  documents: readonly DocumentItem[],
  order: SortOrder = 'descending',
): DocumentItem[] {
  const sign = order === 'descending' ? -1 : 1;
  return [...documents].sort(
    (a, b) =>
      sign * (time(a) - time(b)) ||
      (collator ??= new Intl.Collator('sv')).compare(a.title, b.title),
  );
}

/** Number of pages (at least 1). */
export function pageCount(
  total: number,
  pageSize: number = contentLimits.documentPageSize,
): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The documents of a 1-based page; a page past the end gives the last page. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  pageSize: number = contentLimits.documentPageSize,
): { page: number; items: T[] } {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  return { page: current, items: items.slice((current - 1) * pageSize, current * pageSize) };
}
