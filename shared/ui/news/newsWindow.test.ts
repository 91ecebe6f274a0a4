import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../contracts/content.ts';
import { latestNews, newsPerView, newsWindow } from './newsWindow.ts';

const item = (id: string, publishedDate: string): NewsItem => ({
  id,
  heading: `Nyhet ${id}`,
  title: `Nyhet ${id}`,
  description: '',
  link: null,
  imageUrl: null,
  publishedDate,
  informationType: 'News',
});

describe('latestNews', () => {
  it('sorts newest first and keeps at most 20', () => {
    const items = Array.from({ length: 25 }, (_, i) =>
      item(String(i), `2026-01-${String(i + 1).padStart(2, '0')}T08:00:00Z`),
    );
    const shown = latestNews(items.reverse());
    expect(shown).toHaveLength(20);
    expect(shown[0]!.id).toBe('24');
    expect(shown[19]!.id).toBe('5');
  });

  it('puts items without a readable date last and leaves the input alone', () => {
    const input = [item('a', 'okänt'), item('b', '2026-03-01'), item('c', '2026-04-01')];
    expect(latestNews(input).map((news) => news.id)).toEqual(['c', 'b', 'a']);
    expect(input.map((news) => news.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('newsPerView', () => {
  it.each([
    [1920, 4],
    [1260, 4],
    [1259, 2],
    [768, 2],
    [767, 1],
    [360, 1],
  ])('at %i px shows %i', (width, perView) => {
    expect(newsPerView(width)).toBe(perView);
  });
});

describe('newsWindow', () => {
  it('pages through 20 items four at a time', () => {
    expect(newsWindow(0, 4, 20)).toEqual({ start: 0, end: 4, hasPrevious: false, hasNext: true });
    expect(newsWindow(16, 4, 20)).toEqual({
      start: 16,
      end: 20,
      hasPrevious: true,
      hasNext: false,
    });
  });

  it('shows a short last view and clamps a start past the end', () => {
    expect(newsWindow(8, 4, 10)).toEqual({ start: 8, end: 10, hasPrevious: true, hasNext: false });
    expect(newsWindow(40, 4, 10).start).toBe(8);
  });

  it('keeps the first shown item when the number per view changes', () => {
    // Items 7-8 shown two at a time; at four per view item 7 is in 5-8.
    expect(newsWindow(6, 4, 20)).toMatchObject({ start: 4, end: 8 });
  });

  it('handles an empty list', () => {
    expect(newsWindow(0, 4, 0)).toEqual({ start: 0, end: 0, hasPrevious: false, hasNext: false });
  });
});
