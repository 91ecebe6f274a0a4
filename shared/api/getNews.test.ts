import { describe, expect, it, vi } from 'vitest';
import { testApiClient } from '../testing/apiClient.ts';
import { getNews } from './getNews.ts';

const item = {
  id: 'nyhet-001',
  heading: 'Virkesmarknad',
  title: 'Höjda priser på grantimmer',
  description: 'Priset höjs med 25 kronor.',
  link: null,
  imageUrl: null,
  publishedDate: '2026-11-18T07:00:00Z',
  informationType: 'Marknad',
};

describe('getNews', () => {
  it('asks for the news feed by id, encoded, and parses the items', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json([item]));
    const client = testApiClient({ fetch });
    await expect(getNews(client, 'skog/nyheter')).resolves.toEqual([item]);
    expect(String(fetch.mock.calls[0]![0])).toBe(
      'https://portal.example/api/v1/news/skog%2Fnyheter',
    );
  });

  it('rejects items that do not match the contract', async () => {
    const client = testApiClient({
      baseUrl: '/',
      fetch: async () => Response.json([{ ...item, publishedDate: 20261118 }]),
    });
    await expect(getNews(client, 'skogsnyheter')).rejects.toMatchObject({
      type: 'invalidResponse',
    });
  });
});
