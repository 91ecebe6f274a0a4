import { createApiClient, type ApiClient, type ApiClientDeps } from '../api/client.ts';

/**
 * The member API client of a test: at https://portal.example/, signed in (token 'tok'), no
 * proxy, its calls answered by `deps.fetch` (the page's fetch when not given); any of these
 * replaced by `deps`.
 */
export function testApiClient(deps: Partial<ApiClientDeps> = {}): ApiClient {
  return createApiClient({
    baseUrl: 'https://portal.example/',
    getAccessToken: async () => 'tok',
    getProxyUserId: () => null,
    ...deps,
  });
}
