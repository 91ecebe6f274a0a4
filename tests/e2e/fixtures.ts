import {
  test as base,
  devices,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type WorkerFixture,
} from '@playwright/test';
import { mainPort } from '../../playwright.config.ts';
import { signInWithEid, signInWithPassword } from './signIn.ts';
import { startPortalServer } from './portalServer.ts';

/** The URL of this worker's server, once its `portal` fixture has started it. */
let workerPortal: string | undefined;

type PortalFixture = [WorkerFixture<string, object>, { scope: 'worker'; timeout: number }];

/** A worker's server on port E2E_PORT + offset + the worker's index, started when first used. */
function portalOn(offset: number, extraEnv: Record<string, string> = {}): PortalFixture {
  return [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startPortalServer(
        mainPort + offset + workerInfo.parallelIndex,
        extraEnv,
      );
      workerPortal = server.url;
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ];
}

/**
 * Makes `url` the server signedInAs signs in at: for a `portal` fixture of another suite's
 * own (tests/e2e-cms/, whose worker starts the portal beside the content system).
 */
export function useWorkerPortal(url: string): void {
  workerPortal = url;
}

/**
 * Every spec imports `test` from here. Each worker starts a server of its own when its first
 * test needs one, so two workers' writes never meet and a run of one spec starts one server;
 * its pages talk to it through baseURL.
 */
export const test = base.extend<{ failedRequests: void }, { portal: string }>({
  portal: portalOn(0),
  baseURL: async ({ portal }, use) => use(portal),
  // The trace keeps no network log (it comes with DOM snapshots, the costly part of tracing):
  // the requests that failed or were refused are noted here and, when the test fails,
  // attached for the diagnostics reporter to print.
  failedRequests: [
    async ({ context }, use, testInfo) => {
      const seen: string[] = [];
      context.on('response', (response) => {
        if (response.status() >= 400)
          seen.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
      });
      context.on('requestfailed', (request) =>
        seen.push(
          `${request.method()} ${request.url()}: no answer ${request.failure()?.errorText ?? ''}`,
        ),
      );
      await use();
      if (testInfo.status !== testInfo.expectedStatus && seen.length > 0)
        await testInfo.attach('failed-requests', {
          body: seen.join('\n'),
          contentType: 'text/plain',
        });
    },
    { auto: true },
  ],
});
export { expect };

/**
 * A phone as the portal sees one (Pixel 5: its size, touch and user agent, which the signing
 * view reads to put "BankID på den här enheten" first): `test.use(onAPhone)`.
 */
export const onAPhone = (({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch }) => ({
  viewport,
  userAgent,
  deviceScaleFactor,
  isMobile,
  hasTouch,
}))(devices['Pixel 5']);

/**
 * The `portal` fixture of a spec whose server needs other settings (a short timer): its
 * worker starts that server instead, on ports of their own (E2E_PORT + 50 + the index).
 */
export const portalWith = (extraEnv: Record<string, string>) => portalOn(50, extraEnv);

export interface Person {
  /** The name in the header once signed in. */
  name: string;
  signIn(page: Page): Promise<void>;
}

const byEid = (name: string, personalNumber: string): Person => ({
  name,
  signIn: (page) => signInWithEid(page, personalNumber, name),
});
const byPassword = (name: string, email: string): Person => ({
  name,
  signIn: (page) => signInWithPassword(page, email, 'Skog-2026!', name),
});

/** The demo people (README), each by the sign-in method their tests have always used. */
export const members = {
  anna: byEid('Anna Skog', '195001011237'),
  bertil: byEid('Bertil Gran', '196211034563'),
  cecilia: byEid('Cecilia Tall', '197506157895'),
  ceciliaByPassword: byPassword('Cecilia Tall', 'cecilia@tallbacken.example.se'),
  david: byPassword('David Ek', 'david.ek@example.se'),
  gustav: byEid('Gustav Lind', '196804121231'),
  ingrid: byEid('Ingrid Ljung', '197105082346'),
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Sessions signed in by this worker (a process of its own), per server and person. A state is
 * handed out while its access token has more than 5 minutes left: no test that starts with it
 * renews the token (the portal renews a minute before expiry), so no test consumes the refresh
 * token the next one is given. After that the person signs in again.
 */
const sessions = new Map<string, Map<Person, { state: StorageState; expiresAt: number }>>();
const minimumLifeSeconds = 5 * 60;

function tokenExpiry(state: StorageState): number {
  for (const origin of state.origins) {
    const user = origin.localStorage.find((item) => item.name.includes('oidc.user:'));
    if (user) return (JSON.parse(user.value) as { expires_at: number }).expires_at;
  }
  throw new Error('no signed-in user in the stored state');
}

async function sessionOf(browser: Browser, baseURL: string, person: Person) {
  const ofServer = sessions.get(baseURL) ?? new Map();
  sessions.set(baseURL, ofServer);
  const cached = ofServer.get(person);
  if (cached && cached.expiresAt - Date.now() / 1000 > minimumLifeSeconds) return cached.state;
  const context = await browser.newContext({ baseURL });
  await person.signIn(await context.newPage());
  const state = await context.storageState();
  await context.close();
  ofServer.set(person, { state, expiresAt: tokenExpiry(state) });
  // One line per sign-in, so a run shows how many it took.
  console.log(`stored session: ${person.name} at ${baseURL}`);
  return state;
}

/**
 * Opens `path` in this test's page as `person`, signed in from the worker's stored session
 * (the oidc-client-ts user and last sign-in time in local storage, the provider's session
 * cookie): one e-ID sign-in per person per server and worker instead of one per test. What a
 * test changes in its session (acting for a proxy giver: session storage) stays in its own
 * context. Logging out would end the provider session that later tests are handed, so it
 * is refused here: a test of logging out signs in on its own (signIn.ts).
 * `detailsPromptDismissed`: this browser session has had its update-details prompt already
 * (platform §4: once per session), for the tests of David's about something else.
 */
export async function signedInAs(
  page: Page,
  person: Person,
  { path = '/', detailsPromptDismissed = false } = {},
) {
  const baseURL = workerPortal!;
  const context = page.context();
  // A page still showing another member would see its storage change and leave on its own
  // (the portal's cross-tab sign-out), racing the navigation below.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await context.setStorageState(await sessionOf(context.browser()!, baseURL, person));
  await context.route('**/idp/session/end**', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'text/plain',
      body: 'This test shares a stored session: a test of logging out signs in on its own.',
    }),
  );
  if (detailsPromptDismissed) {
    await context.addInitScript(() =>
      sessionStorage.setItem('memberportal_updateDetailsPrompted', new Date().toISOString()),
    );
  }
  await page.goto(path);
  await expect(page.getByRole('button', { name: new RegExp(person.name) })).toBeVisible();
}
