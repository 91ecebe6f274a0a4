import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/client.ts';
import { createContentApi } from './contentApi.ts';

/** An API client that records what it is asked and answers nothing useful. */
function recordingClient() {
  const paths: string[] = [];
  const client: ApiClient = {
    request: async (path) => {
      paths.push(path);
      throw new Error('not answered');
    },
    fetchRaw: async (path) => {
      paths.push(path);
      return new Response('x', {
        headers: { 'content-disposition': 'attachment; filename="avtal.pdf"' },
      });
    },
  };
  return { client, paths };
}

describe('the content API over the member API client', () => {
  it('asks the content API paths of platform §7', async () => {
    const { client, paths } = recordingClient();
    const api = createContentApi(client);
    await Promise.allSettled([
      api.getPage(12, { includeChildren: true }),
      api.getPage(13, { includeChildren: false }),
      api.getPageStatus(12),
      api.getNews('nyheter'),
      api.getDocumentList('avtal'),
    ]);
    expect(paths).toEqual([
      'api/v1/pages/12?includeChildren=true&includeContent=true',
      'api/v1/pages/13?includeChildren=false&includeContent=true',
      'api/v1/pages/status/12',
      'api/v1/news/nyheter',
      'api/v1/sharepointdocuments/lists/avtal',
    ]);
  });

  it('downloads a file with the name the server gave', async () => {
    const { client, paths } = recordingClient();
    const file = await createContentApi(client).downloadFile('drive-1');
    expect(file.fileName).toBe('avtal.pdf');
    expect(paths).toEqual(['api/v1/sharepointdocuments/files/drive-1']);
  });
});
