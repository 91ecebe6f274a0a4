import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe.ts';
import { members, signedInAs } from '../e2e/fixtures.ts';
import { apiGetAs } from '../e2e/session.ts';
import { expect, pickOption, test, untilQuiet } from './fixtures.ts';

// Issue 32: Eva schedules a component's offline window and a page's status message a few
// seconds ahead; the portal shows them and ends them on time, without a deploy.

/** A whole second `ms` from now: Eva types times to the second. */
const secondsAhead = (ms: number) => Math.ceil((Date.now() + ms) / 1000) * 1000;

/** A time as Eva types it in the admin (Swedish time, to the second). */
const swedishTime = (ms: number) =>
  new Date(ms).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' });

/**
 * What the portal answers Anna for `path` (her API, with her token), asked again until
 * `check` passes: the portal has taken in the content system's change. Cheaper than opening
 * the page again every second; the page is then opened once.
 */
async function untilPortalSays(anna: Page, path: string, check: (body: string) => boolean) {
  await expect
    .poll(async () => check(await (await apiGetAs(anna, path)).text()), {
      timeout: 45_000,
      intervals: [500],
    })
    .toBe(true);
}

async function typeTime(input: Locator, ms: number) {
  await input.fill(swedishTime(ms));
  await input.press('Enter');
}

test("Eva schedules an offline window for a service; Anna's page shows it and ends it on time", async ({
  editor,
  page: anna,
}) => {
  const componentPage = '/kunskap-och-rad/komponenttest/';
  const loaded = anna.getByText(
    'Testelementet är laddat (konfiguration: demo, lagring: test-element).',
  );
  const notice = anna.getByText('Testelementet byter server, tillbaka om en stund.');
  await signedInAs(anna, members.anna, { path: componentPage });
  await expect(loaded).toBeVisible();

  await editor.goto('/admin/collections/components/test-element');
  const main = editor.getByRole('main');
  const starts = secondsAhead(10_000);
  const ends = starts + 10_000;
  await typeTime(main.locator('#field-status__offlineStarts input'), starts);
  await typeTime(main.locator('#field-status__offlineEnds input'), ends);
  await main
    .getByRole('textbox', { name: 'Meddelande när tjänsten är ur drift' })
    .fill('Testelementet byter server, tillbaka om en stund.');
  await editor.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(editor.getByRole('button', { name: 'Spara', exact: true })).toBeDisabled();

  // Once the portal has the window, Anna opens the page again: it starts the window itself
  // at its start, never before.
  await untilPortalSays(anna, '/api/v2/memberProfiles/me', (body) =>
    body.includes(new Date(starts).toISOString().slice(0, 19)),
  );
  await anna.reload();
  await expect(notice).toBeVisible({ timeout: 30_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(starts);
  await expect(loaded).toHaveCount(0);
  await expectNoAxeViolations(anna);
  // The page ends the window itself at its end, without a reload.
  await expect(loaded).toBeVisible({ timeout: 30_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(ends);
  await expect(notice).toHaveCount(0);
});

test("Eva schedules a page's status message to show and to end; Anna sees it only in between", async ({
  editor,
  page: anna,
}) => {
  await editor.goto('/admin/collections/page-status/create');
  const main = editor.getByRole('main');
  await pickOption(main, 'Sida', 'Skötselråd');
  await untilQuiet(editor);
  await main.getByRole('button', { name: 'Lägg till statusmeddelande' }).click();
  await main.getByRole('textbox', { name: 'Id *', exact: true }).fill('plantor-forsenade');
  await pickOption(main, 'Typ', 'Warning');
  await main
    .getByRole('textbox', { name: 'Text *', exact: true })
    .fill('Plantleveranserna är en vecka försenade.');
  await editor.getByRole('button', { name: 'Spara utkast' }).click();
  await expect(editor.getByText('Status: Utkast')).toBeVisible();

  const shows = secondsAhead(15_000);
  const ends = shows + 15_000;
  for (const [kind, at] of [
    ['Publicera', shows],
    ['Avpublicera', ends],
  ] as const) {
    // The publish button's menu: "Schemalägg publicering".
    await editor.locator('.publish-button__popup, .popup-button').first().click();
    await editor.getByRole('button', { name: 'Schemalägg publicering' }).click();
    const drawer = editor.getByRole('dialog', { name: /^schedule-publish/ });
    // The status is named by its page (the collection's title), not by its number.
    await expect(drawer.getByText('Schemalägg publicering för Skötselråd')).toBeVisible();
    await drawer.getByText(kind, { exact: true }).click();
    await expect(drawer.getByRole('radio', { name: kind, exact: true })).toBeChecked();
    // Payload's time field here has no accessible name (axe): the drawer's only text box.
    await typeTime(drawer.getByRole('textbox').first(), at);
    await drawer.getByRole('button', { name: 'Spara', exact: true }).click();
    // The toast of this save; the next save's must not be taken for it, so it is let go first.
    const scheduled = editor.getByText('Schemalagt', { exact: true });
    await expect(scheduled).toBeVisible();
    await drawer.getByRole('button', { name: 'Stäng' }).first().click();
    await expect(scheduled).toHaveCount(0, { timeout: 15_000 });
  }

  const message = anna.getByText('Plantleveranserna är en vecka försenade.');
  await signedInAs(anna, members.anna, { path: '/kunskap-och-rad/skotselrad/' });
  await expect(anna.getByRole('heading', { level: 1, name: 'Skötselråd' })).toBeVisible();
  await expect(message).toHaveCount(0);
  // The content system publishes the status at its time and the portal follows; Anna opens
  // the page again then, and again once it is unpublished.
  const status = '/api/v1/pages/status/410';
  await untilPortalSays(anna, status, (body) => body.includes('plantor-forsenade'));
  expect(Date.now()).toBeGreaterThanOrEqual(shows);
  await anna.reload();
  await expect(message).toBeVisible();
  await expectNoAxeViolations(anna);
  await untilPortalSays(anna, status, (body) => !body.includes('plantor-forsenade'));
  expect(Date.now()).toBeGreaterThanOrEqual(ends);
  await anna.reload();
  await expect(anna.getByRole('heading', { level: 1, name: 'Skötselråd' })).toBeVisible();
  await expect(message).toHaveCount(0);
});
