import { describe, expect, it, vi } from 'vitest';
import { testApiClient } from '../testing/apiClient.ts';
import { getPageStatus, onlinePageStatus } from './getPageStatus.ts';

describe('getPageStatus', () => {
  it('reads the offline notice and messages of a page', async () => {
    const status = {
      offlineStatus: { isOffline: true, message: 'Stängt för underhåll.' },
      messages: [{ id: 'm1', messageType: 'Warning', text: 'Försenade avräkningar.' }],
    };
    const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json(status));
    const client = testApiClient({ baseUrl: '/', getAccessToken: async () => null, fetch });
    await expect(getPageStatus(client, 360)).resolves.toEqual(status);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://localhost/api/v1/pages/status/360');
  });

  it('offers an online status without notices for when the call fails', () => {
    expect(onlinePageStatus).toEqual({
      offlineStatus: { isOffline: false, message: null },
      messages: [],
    });
  });
});
