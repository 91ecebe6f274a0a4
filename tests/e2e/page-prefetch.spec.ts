import type { Request } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';

test("a signed-in page's content and its element's first call are asked for beside the member's profile, not after it, and once", async ({
  page,
}) => {
  await signedInAs(page, members.anna);
  const events: { url: string; at: number; kind: 'sent' | 'answered' }[] = [];
  // Only the requests of the page opened below count: a profile call of the sign-in's page
  // may still be finishing, and its answer would look like an early one.
  const ofThisPage = new Set<Request>();
  let recording = false;
  // The profile answers only once the page's content and the element's list have been asked
  // for, or after 10 s: a page that waited for the profile asks only after that answer, so
  // the order below fails it, however slow the machine.
  const early = { element: false, page: false };
  let releaseProfile = () => {};
  const earlyCallsSent = new Promise<void>((resolve) => (releaseProfile = resolve));
  page.on('request', (r) => {
    if (!recording) return;
    ofThisPage.add(r);
    events.push({ url: r.url(), at: Date.now(), kind: 'sent' });
    if (/\/api\/v1\/proxies$/.test(r.url())) early.element = true;
    if (/\/api\/v1\/pages\/320\?/.test(r.url())) early.page = true;
    if (early.element && early.page) releaseProfile();
  });
  page.on('requestfinished', (r) => {
    if (ofThisPage.has(r)) events.push({ url: r.url(), at: Date.now(), kind: 'answered' });
  });
  await page.route('**/api/v2/memberProfiles/me', async (route) => {
    await Promise.race([earlyCallsSent, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });

  recording = true;
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
  // The element's list, named by the host page (its route table's firstOn), taken by the
  // element's own API client from the host's early answer.
  const elementCalls = events.filter((e) => e.kind === 'sent' && /\/api\/v1\/proxies$/.test(e.url));
  expect(elementCalls).toHaveLength(1);
  expect(elementCalls[0]!.at).toBeLessThan(profileAnswered!.at);
  expect(pageCalls).toHaveLength(1);
  expect(statusCalls).toHaveLength(1);
  expect(profileAnswered).toBeDefined();
  expect(pageCalls[0]!.at).toBeLessThan(profileAnswered!.at);
});

test("the built proxies page preloads the element's hashed file with its integrity, and the file is served", async ({
  request,
}) => {
  const html = await (await request.get('/medlem-i-granskog/fullmakter/')).text();
  const preload =
    /<link rel="modulepreload" href="(\/components\/proxies\/proxies-[\w-]+\.js)" integrity="sha384-[^"]+">/.exec(
      html,
    );
  expect(preload, 'modulepreload of the proxies element').not.toBeNull();
  expect((await request.get(preload![1]!)).status()).toBe(200);
});

test("the start page's content and Att göra are asked for beside the profile, and once", async ({
  page,
}) => {
  await signedInAs(page, members.anna);
  const sent: { url: string; at: number }[] = [];
  let profileAnsweredAt = 0;
  let recording = false;
  const wanted = [/\/api\/v1\/pages\/startpage$/, /\/api\/v1\/activity\/todo$/];
  let releaseProfile = () => {};
  const earlyCallsSent = new Promise<void>((resolve) => (releaseProfile = resolve));
  page.on('request', (r) => {
    if (!recording) return;
    sent.push({ url: r.url(), at: Date.now() });
    if (wanted.every((pattern) => sent.some((s) => pattern.test(s.url)))) releaseProfile();
  });
  // As above: the profile answers once both were asked for, or after 10 s.
  await page.route('**/api/v2/memberProfiles/me', async (route) => {
    await Promise.race([earlyCallsSent, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
    profileAnsweredAt = Date.now();
  });

  recording = true;
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Att göra' }).getByRole('link').first(),
  ).toBeVisible();
  for (const pattern of wanted) {
    const calls = sent.filter((s) => pattern.test(s.url));
    expect(calls, String(pattern)).toHaveLength(1);
    expect(calls[0]!.at).toBeLessThan(profileAnsweredAt);
  }
});
