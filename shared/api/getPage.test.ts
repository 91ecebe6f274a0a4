import { describe, expect, it, vi } from 'vitest';
import { testApiClient } from '../testing/apiClient.ts';
import { getPage } from './getPage.ts';
import { routePageSchema } from '../contracts/content/pageLayout.ts';

const page = {
  id: 410,
  name: 'Skötselråd',
  title: 'Skötselråd',
  urlName: 'skotselrad',
  pageType: 'content',
  preamble: null,
  content: [],
  topContent: [],
  asideContent: [],
  messages: [],
  routes: [],
};

function clientAnswering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
      }),
  );
  const client = testApiClient({ fetch });
  return { client, url: () => String(fetch.mock.calls[0]![0]) };
}

describe('getPage', () => {
  it('asks for the page by id with both flags and parses the answer', async () => {
    const { client, url } = clientAnswering(page);
    await expect(
      getPage(client, 410, { includeChildren: true, includeContent: false }),
    ).resolves.toEqual(page);
    expect(url()).toBe(
      'https://portal.example/api/v1/pages/410?includeChildren=true&includeContent=false',
    );
  });

  it('rejects with the problem type when the member may not see the page', async () => {
    const { client } = clientAnswering({ type: 'forbidden', title: 'Nej', status: 403 }, 403);
    await expect(
      getPage(client, 120, { includeChildren: false, includeContent: true }),
    ).rejects.toMatchObject({ status: 403, type: 'forbidden' });
  });

  it('rejects a page without its blocks as an invalid answer', async () => {
    const { client } = clientAnswering({ ...page, content: undefined });
    await expect(
      getPage(client, 410, { includeChildren: false, includeContent: true }),
    ).rejects.toMatchObject({ type: 'invalidResponse' });
  });

  it("keeps a route page's layout only when read with routePageSchema (the renderer's)", async () => {
    const tab = { ...page, layout: 'tabs' };
    const read = (schema?: typeof routePageSchema) =>
      getPage(clientAnswering(tab).client, 410, {
        includeChildren: false,
        includeContent: true,
        schema,
      });
    await expect(read(routePageSchema)).resolves.toMatchObject({ layout: 'tabs' });
    await expect(read()).resolves.not.toHaveProperty('layout');
    const { client } = clientAnswering({ ...page, layout: 'carousel' });
    await expect(
      getPage(client, 410, {
        includeChildren: false,
        includeContent: true,
        schema: routePageSchema,
      }),
    ).rejects.toMatchObject({ type: 'invalidResponse' });
  });
});
