import type { Page } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Issue 14: the vision and goals survey, end to end against the real server and seed. */
const base = '/medlem-i-granskog/vilja-och-mal/';

/** Chooses an answer with the keyboard: focus the radio, press Space. */
async function choose(page: Page, question: RegExp, answer: string) {
  const radio = page
    .getByRole('main')
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: answer, exact: true });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

async function press(page: Page, name: string, role: 'button' | 'link' = 'button') {
  await page.getByRole('main').getByRole(role, { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test('Anna saves a draft, copies answers to her second estate group, sends, and is thanked (keyboard only)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, members.anna, { path: base });
  const main = page.getByRole('main');
  await expect(main.getByText('Inte påbörjad')).toBeVisible();
  await expect(main.getByText('Björkås 2:7 (ägs tillsammans med andra)')).toBeVisible();

  await press(page, 'Fyll i enkäten', 'link');
  await expect(page).toHaveURL(new RegExp(`${base}enkat/$`));
  await press(page, 'Nästa');
  await expect(main.getByText('Välj hur långt fram du planerar.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, /Hur långt fram planerar du/, 'Över generationer');
  await choose(page, /generationsskiftet/, 'Jag håller på att planera det');
  await choose(page, /Hur vill du sköta/, 'Tillsammans med rådgivaren');
  await press(page, 'Nästa');

  await expect(main.getByRole('heading', { name: /^Dina mål för Björkås 2:7/ })).toBeVisible();
  await choose(page, /ekonomisk avkastning/, 'Viktigt');
  await choose(page, /naturvärden/, 'Mycket viktigt');
  await choose(page, /friluftsliv/, 'Ganska viktigt');
  await choose(page, /jakten/, 'Jakten är utarrenderad');
  await expectNoAxeViolations(page);
  await press(page, 'Spara och stäng');
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(main.getByText('Utkast', { exact: true })).toBeVisible();
  // Att göra on the start page: the draft waits to be sent, linked to the survey (issue 33).
  await page.goto('/');
  const todo = main.getByRole('region', { name: 'Att göra' });
  await expect(
    todo.getByRole('link', { name: 'Skicka in enkäten om vilja och mål' }),
  ).toHaveAttribute('href', `${base}enkat/`);
  await page.goto(base);

  await press(page, 'Fortsätt med enkäten', 'link');
  await expect(main.getByRole('radio', { name: 'Över generationer', exact: true })).toBeChecked();
  await press(page, 'Nästa');
  await expect(main.getByRole('heading', { name: /^Dina mål för Björkås 2:7/ })).toBeVisible();
  await press(page, 'Nästa');
  await expect(main.getByRole('heading', { name: 'Dina mål för Norrskogen 1:4' })).toBeVisible();
  await press(page, 'Kopiera svaren');
  // Confirmed by the portal's toast (platform §9), outside the page's main content.
  await expect(
    page
      .getByRole('status')
      .getByText('Svaren från Björkås 2:7 är kopierade hit och sparade som utkast.'),
  ).toBeVisible();
  const leased = main
    .getByRole('radiogroup', { name: /jakten/ })
    .getByRole('radio', { name: 'Jakten är utarrenderad' });
  await expect(leased).toBeChecked();
  // Saved on the server at once: a reload (nothing else saved) shows the copied answers.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Dina mål för Norrskogen 1:4' })).toBeVisible();
  await expect(leased).toBeChecked();
  await expect(
    main
      .getByRole('radiogroup', { name: /naturvärden/ })
      .getByRole('radio', { name: 'Mycket viktigt', exact: true }),
  ).toBeChecked();
  await choose(page, /jakten/, 'Jag eller familjen jagar');
  await press(page, 'Nästa');

  await expect(main.getByRole('heading', { name: 'Förhandsgranska dina svar' })).toBeVisible();
  await main.getByLabel('Meddelande till din rådgivare').focus();
  await page.keyboard.type('Ring gärna efter klockan 16.');
  await expectNoAxeViolations(page);
  await press(page, 'Spara och skicka till rådgivaren');
  await expect(page).toHaveURL(new RegExp(`${base}enkat/inskickad/$`));
  await expect(main.getByRole('heading', { name: 'Tack! Din enkät är skickad' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The thank-you page is not a place to come back to: a direct visit goes home.
  await page.goto(`${base}enkat/inskickad/`);
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(main.getByText('Skickad till rådgivaren')).toBeVisible();
  // Sent: it has left Att göra, and Händelser has it.
  await page.goto('/');
  await expect(todo.getByRole('listitem').first()).toBeVisible();
  await expect(todo.getByText(/enkäten om vilja och mål/)).toHaveCount(0);
  await page.goto('/medlem-i-granskog/handelser/');
  await expect(
    main.getByRole('heading', { name: 'Enkäten om vilja och mål skickad' }),
  ).toBeVisible();
});
