import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { getDocumentList } from './getDocumentList.ts';

describe('getDocumentList', () => {
  it('asks for the list by id with the proxy header and parses title and documents', async () => {
    const list = {
      title: 'Medlemsdokument',
      documents: [
        {
          guid: 'g1',
          driveItemId: '01MEDLEM001',
          filename: 'Stadgar Granskog 2026.pdf',
          title: 'Stadgar',
          fileType: 'pdf',
          fileSizeFormatted: '1,8 kB',
          modified: '2026-04-28T10:00:00Z',
        },
      ],
    };
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(list),
    );
    const client = createApiClient({
      baseUrl: 'https://portal.example/',
      getAccessToken: async () => 'tok',
      getProxyUserId: () => 'bertil',
      fetch,
    });
    await expect(getDocumentList(client, 'medlemsdokument')).resolves.toEqual(list);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      'https://portal.example/api/v1/sharepointdocuments/lists/medlemsdokument',
    );
    expect(new Headers(init!.headers).get('x-user-id')).toBe('bertil');
  });
});
