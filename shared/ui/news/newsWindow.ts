import { contentLimits, type NewsItem } from '../../contracts/content.ts';

/** Viewport widths of platform §9: xl 1260 shows 4 news, md 768 two, narrower one. */
export const newsBreakpoints = [
  { minWidth: 1260, perView: contentLimits.newsPerView },
  { minWidth: 768, perView: 2 },
] as const;

const time = (item: NewsItem) => {
  const value = Date.parse(item.publishedDate);
  return Number.isNaN(value) ? -Infinity : value;
};

/**
 * The news to show: newest first by publishedDate, at most 20 (platform §2), whatever order
 * and number the host passes. Items without a readable date go last.
 */
export function latestNews(
  items: readonly NewsItem[],
  max: number = contentLimits.newsMaxItems,
): NewsItem[] {
  return [...items].sort((a, b) => time(b) - time(a)).slice(0, max);
}

/** How many news fit side by side at a viewport width. */
export function newsPerView(viewportWidth: number): number {
  return newsBreakpoints.find((point) => viewportWidth >= point.minWidth)?.perView ?? 1;
}

export interface NewsWindow {
  /** Index of the first item shown. */
  start: number;
  /** Index after the last item shown. */
  end: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * The window of items from `start`, aligned to whole views so that changing the number per
 * view keeps the first shown item in view.
 */
export function newsWindow(start: number, perView: number, total: number): NewsWindow {
  const size = Math.max(1, perView);
  const lastStart = total === 0 ? 0 : Math.floor((total - 1) / size) * size;
  const aligned = Math.min(Math.max(0, Math.floor(start / size) * size), lastStart);
  const end = Math.min(total, aligned + size);
  return { start: aligned, end, hasPrevious: aligned > 0, hasNext: end < total };
}
