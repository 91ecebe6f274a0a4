import { expect, test } from '@playwright/test';
import { signInWithEid } from './signIn.ts';

test("a signed-in page's content is asked for beside the member's profile, not after it, and once", async ({
  page,
}) => {
  await signInWithEid(page, '195001011237', 'Anna Skog');
  // The profile answers late: a page that waited for it would ask only after this.
  await page.route('**/api/v2/memberProfiles/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const events: { url: string; at: number; kind: 'sent' | 'answered' }[] = [];
  page.on('request', (r) => events.push({ url: r.url(), at: Date.now(), kind: 'sent' }));
  page.on('requestfinished', (r) =>
    events.push({ url: r.url(), at: Date.now(), kind: 'answered' }),
  );

  await page.goto('/medlem-i-granskog/fullmakter/');
  await expect(page.getByRole('heading', { name: 'Fullmakter du har gett' })).toBeVisible();

  const pageCalls = events.filter(
    (e) => e.kind === 'sent' && /\/api\/v1\/pages\/320\?/.test(e.url),
  );
  const statusCalls = events.filter(
    (e) => e.kind === 'sent' && /\/api\/v1\/pages\/status\/320$/.test(e.url),
  );
  const profileAnswered = events.find(
    (e) => e.kind === 'answered' && e.url.endsWith('/api/v2/memberProfiles/me'),
  );
  expect(pageCalls).toHaveLength(1);
  expect(statusCalls).toHaveLength(1);
  expect(profileAnswered).toBeDefined();
  expect(pageCalls[0]!.at).toBeLessThan(profileAnswered!.at);
});
