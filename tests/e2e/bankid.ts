import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The member's BankID app in the end-to-end tests: the BankID test server's app page
 * (server/bankid-test/app.ts), which the portal's server starts beside itself. The portal
 * talks to the test server with its real BankID client; these helpers do what the member
 * does on the phone.
 */

/** In the app: (the app's BankID, for an identification) and Skriv under / Identifiera. */
export async function approveInApp(
  app: Page,
  {
    verb = 'Skriv under',
    personalNumber,
  }: { verb?: 'Skriv under' | 'Identifiera'; personalNumber?: string } = {},
) {
  await app.waitForLoadState();
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  if (personalNumber) await app.getByLabel('Personnummer för appens BankID').fill(personalNumber);
  await app.getByRole('button', { name: verb, exact: true }).click();
  await expect(app.getByRole('status')).toContainText('Klart.');
  await app.close();
}

/** On a phone the app is here: "BankID på den här enheten" comes first, the QR code after. */
export async function expectThisDeviceFirst(signing: Locator) {
  const ways = signing.getByRole('heading', { level: 3, name: /^BankID på/ });
  await expect(ways.first()).toHaveText('BankID på den här enheten');
  await expect(ways.nth(1)).toHaveText('BankID på annan enhet');
}

/**
 * "BankID på den här enheten": the member presses the autostart link (by keyboard), the app
 * opens (beside the test server: its page in a new tab) and they sign there.
 */
export async function signOnThisDevice(
  page: Page,
  scope: Locator | Page = page,
  options: Parameters<typeof approveInApp>[1] = {},
) {
  const link = scope.getByRole('link', { name: 'Öppna BankID på den här enheten' });
  const opened = page.context().waitForEvent('page');
  await link.press('Enter');
  await approveInApp(await opened, options);
}

/**
 * "BankID på annan enhet": the member's phone reads the QR code on the screen. What the
 * code says is the data the screen's last poll drew it from (`answer` reads it from that
 * poll's JSON); the app page is opened with it, as the app's camera would read it.
 */
export async function signWithQr(
  page: Page,
  qrData: () => Promise<string>,
  options: Parameters<typeof approveInApp>[1] = {},
) {
  const data = await qrData();
  const app = await page.context().newPage();
  await app.goto(`/bankid-testapp/?qr=${encodeURIComponent(data)}`);
  await approveInApp(app, options);
}

/** The QR data of the signing view's next poll (GET /api/v1/signing/orders/{orderRef}). */
export const signingQr = (page: Page) => async () => {
  const response = await page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' &&
      /\/api\/v1\/signing\/orders\/[^/]+$/.test(new URL(r.url()).pathname),
  );
  const order = (await response.json()) as { qr: { data: string } | null };
  expect(order.qr).not.toBeNull();
  return order.qr!.data;
};

/** The QR data of the sign-in page's next status answer. */
export const signInQr = (idp: Page) => async () => {
  const response = await idp.waitForResponse((r) =>
    /\/eid\/bankid\/status$/.test(new URL(r.url()).pathname),
  );
  const answer = (await response.json()) as { qr: { data: string } | null };
  expect(answer.qr).not.toBeNull();
  return answer.qr!.data;
};
