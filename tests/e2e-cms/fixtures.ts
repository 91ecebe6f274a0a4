import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { mainPort } from '../../playwright.config.ts';
import { cmsDir } from '../../scripts/cmsInstall.ts';
import {
  cmsProcessEnv,
  portalProcessEnv,
  waitForSnapshot,
  type CmsPairing,
} from '../../scripts/cmsProcesses.ts';
import { test as portalTest, expect, useWorkerPortal } from '../e2e/fixtures.ts';
import { startPortalServer } from '../e2e/portalServer.ts';

/**
 * The editors' end-to-end tests (issue 32): the content system (the built admin, `next
 * start` of cms/) on a fresh SQLite database in a temporary folder, prepared as `npm start`
 * prepares it (migrations, the seed from content-fixtures/), and a portal reading from it
 * (CONTENT_SOURCE=cms), with random shared secrets. One of each per worker (the config runs
 * one), started when a test first needs them.
 */

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface ContentSystem {
  /** The admin's address: http://localhost:<port>. */
  url: string;
  pairing: CmsPairing;
}

// Beside the main suite's ports (E2E_PORT and the next ones, E2E_PORT + 50 and on).
const portalPort = mainPort + 90;
const cmsPort = mainPort + 91;

async function startContentSystem(pairing: CmsPairing, dataDir: string) {
  const env = {
    ...process.env,
    ...cmsProcessEnv(pairing),
    CMS_DATA_DIR: dataDir,
    CMS_SECRET: randomBytes(32).toString('hex'),
  };
  const prepared = spawnSync('npm', ['run', '--silent', 'prepare-db'], {
    cwd: cmsDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (prepared.status !== 0) throw new Error('npm run prepare-db failed in cms/');
  // Next's own bin, not npx: the process stopped at the end is the server itself.
  const child = spawn(
    process.execPath,
    [path.join(cmsDir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(cmsPort)],
    { cwd: cmsDir, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForSnapshot(pairing, { gone: () => child.exitCode !== null });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    stop: async () => {
      process.off('exit', killChild);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export const test = portalTest.extend<
  { editor: Page },
  { contentSystem: ContentSystem; editorSession: StorageState }
>({
  contentSystem: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const pairing: CmsPairing = {
        cmsUrl: `http://localhost:${cmsPort}`,
        portalUrl: `http://localhost:${portalPort}`,
        portalKey: randomBytes(24).toString('hex'),
        clientSecret: randomBytes(32).toString('hex'),
      };
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
      const cms = await startContentSystem(pairing, dataDir);
      await use({ url: pairing.cmsUrl, pairing });
      await cms.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // The portal of the main suite's fixtures, reading from this worker's content system.
  portal: [
    async ({ contentSystem }, use) => {
      const server = await startPortalServer(portalPort, portalProcessEnv(contentSystem.pairing));
      useWorkerPortal(server.url);
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  /**
   * Eva signed in to the admin once per worker: "Logga in med ditt personalkonto", the
   * portal's staff form, back to the admin. Her tests start from this state.
   */
  editorSession: [
    async ({ browser, contentSystem, portal }, use) => {
      expect(portal).toBeTruthy();
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInToAdmin(page, contentSystem.url);
      await use(await context.storageState());
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  /** A page of Eva's, signed in to the admin, in a context of its own (not the member's). */
  editor: async ({ browser, editorSession, contentSystem }, use) => {
    const context = await browser.newContext({
      storageState: editorSession,
      baseURL: contentSystem.url,
    });
    const page = await context.newPage();
    trackFormState(page);
    await use(page);
    await context.close();
  },
});
export { expect };

/** Eva signs in to the admin with her staff account at the portal. */
export async function signInToAdmin(page: Page, cmsUrl: string) {
  await page.goto(`${cmsUrl}/admin`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByRole('link', { name: 'Logga in med ditt personalkonto' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Logga in som personal' }),
  ).toBeVisible();
  await page.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
  await page.getByLabel('Lösenord').fill('Skog-2026!');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(`${cmsUrl}/admin`);
  // Payload's dashboard, in Swedish, with Eva as the signed-in editor.
  await expect(page.getByRole('link', { name: 'Sidor' }).first()).toBeVisible();
}

/** The admin's form-state requests (POSTs to the page's own address) of each editor page. */
const formState = new WeakMap<Page, { open: number; last: number }>();

function trackFormState(page: Page) {
  const state = { open: 0, last: 0 };
  formState.set(page, state);
  const isFormState = (r: { method(): string; url(): string }) =>
    r.method() === 'POST' && new URL(r.url()).pathname === new URL(page.url()).pathname;
  page.on('request', (r) => {
    if (!isFormState(r)) return;
    state.open += 1;
    state.last = Date.now();
  });
  const ended = (r: { method(): string; url(): string }) => {
    if (!isFormState(r)) return;
    state.open = Math.max(0, state.open - 1);
    state.last = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Until the admin is quiet: no form-state request open and none for 500 ms (Payload sends
 * one 250 ms after a change, the rich text's after the browser's next idle moment). Payload
 * lets an answer still on its way undo what came after it: a refused save's reasons at the
 * fields (sent before the save, so without validation), or the fields of a block or row
 * added meanwhile. An editor who types and then reaches for the next button is slower than
 * that, a test is not. At most 10 s, then on: a wait must not itself fail the test.
 */
export async function untilQuiet(page: Page) {
  const state = formState.get(page);
  if (!state) return;
  const since = Date.now();
  await expect
    .poll(() => state.open === 0 && Date.now() - Math.max(state.last, since) >= 500, {
      timeout: 10_000,
      intervals: [100],
    })
    .toBe(true)
    .catch(() => undefined);
}

/**
 * Adds a block to a page area ("huvudinnehållet", ...) from the admin's block drawer and
 * returns the new block's row.
 */
export async function addBlock(editor: Page, area: string, block: string): Promise<Locator> {
  const rows = editor.locator('.blocks-field__row');
  const before = await rows.count();
  await untilQuiet(editor);
  await editor.getByRole('button', { name: `Lägg till block i ${area}` }).click();
  await editor.getByRole('dialog').getByRole('button', { name: block, exact: true }).click();
  await expect(rows).toHaveCount(before + 1);
  return rows.nth(before);
}

/** Fills a field and waits until the admin has taken the value in (`untilQuiet`). */
export async function fillAndSettle(field: Locator, value: string) {
  await field.fill(value);
  await untilQuiet(field.page());
}

/** Picks an option of one of the admin's select or relationship fields (react-select). */
export async function pickOption(scope: Locator, label: string, option: string) {
  // The label, with the asterisk of a required field.
  const name = new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`);
  const field = scope.locator('.field-type').filter({
    has: scope.page().locator('label').filter({ hasText: name }),
  });
  await field.last().getByRole('combobox').click();
  await field.last().getByRole('combobox').fill(option);
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/**
 * Writes in the (last) rich-text editor of `scope` as an editor types, and waits until the
 * admin has taken the text in (`untilQuiet`); a part between `**` is made bold with Ctrl+B,
 * as the toolbar's B does. A text the form did not take would be refused at the save.
 */
export async function writeText(scope: Locator, text: string) {
  const page = scope.page();
  await scope.locator('[data-lexical-editor="true"]').last().click();
  for (const [i, part] of text.split('**').entries()) {
    if (i > 0) await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.insertText(part);
  }
  await untilQuiet(page);
}
