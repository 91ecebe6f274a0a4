import type { APIResponse, Page } from '@playwright/test';

/** The access token the host holds for the signed-in member (from oidc-client-ts's store). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.includes('user:')) {
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string })
          .access_token;
      }
    }
    return undefined;
  });
  if (!token) throw new Error('no signed-in user in local storage');
  return token;
}

/** GET `path` of the portal's API as the member signed in on `page` (with their access token). */
export async function apiGetAs(page: Page, path: string): Promise<APIResponse> {
  return page.request.get(path, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
}
