import type { Locator, Page } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signOnThisDevice } from './bankid.ts';

/** Issue 14: the certification guard and application, against the real server and signing. */
const home = '/min-skog/skogscertifiering/';
const apply = `${home}bli-certifierad/`;
/** The area's own demo applicant (server/certification/demoApplicant.ts, README). */

/** Keyboard only: focus the control as Tab would reach it, then press the key. */
const key = async (page: Page, target: Locator, press: 'Enter' | 'Space') => {
  await target.focus();
  await page.keyboard.press(press);
};

test('Anna watches the intro to the end, confirms her details, chooses PEFC, answers, signs and sees it under processing, keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, members.anna, { path: home });
  const status = page.getByRole('region', { name: 'Din certifiering' });
  await expect(status).toContainText('Certifierad');
  await expect(status).toContainText('2021-04-15');
  await expect(page.getByRole('region', { name: 'Avvikelser' }).getByRole('listitem')).toHaveCount(
    4,
  );

  // Straight to a later step: the guard sends her to the intro first.
  await page.goto(`${apply}valj-certifiering/`);
  await expect(page).toHaveURL(`${apply}introduktion/`);
  await page.goto(home);
  await key(
    page,
    page.getByRole('link', { name: 'Ansök om dubbelcertifiering eller PEFC' }),
    'Enter',
  );
  await expect(page).toHaveURL(`${apply}introduktion/`);
  await expect(
    page.getByRole('heading', { name: 'Introduktion till skogscertifiering' }),
  ).toBeVisible();

  // "Nästa" before the video is watched tells her why.
  await key(page, page.getByRole('button', { name: 'Nästa' }), 'Enter');
  await expect(page.getByText('Se filmen till slutet för att gå vidare.')).toBeVisible();

  const video = page.locator('video');
  await expect(video.locator('track')).toHaveAttribute('srclang', 'sv');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await key(page, video, 'Space');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  // Seeking ahead does not count: the player goes back to what she has seen.
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 0.5;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(5);
  await expect(page.getByText('Du har sett hela filmen.')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await key(page, page.getByRole('button', { name: 'Nästa' }), 'Enter');

  await expect(page).toHaveURL(`${apply}kontaktuppgifter/`);
  await expect(page.getByText('+46 701234567')).toBeVisible();
  await expectNoAxeViolations(page);
  await key(page, page.getByRole('button', { name: 'Uppgifterna stämmer' }), 'Enter');

  await expect(page).toHaveURL(`${apply}valj-certifiering/`);
  await expect(page.getByText('Du är redan certifierad enligt FSC.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(2);
  await key(page, page.getByRole('radio', { name: 'PEFC', exact: true }), 'Space');
  await expectNoAxeViolations(page);
  await key(page, page.getByRole('button', { name: 'Nästa' }), 'Enter');

  await expect(page).toHaveURL(apply);
  await expect(
    page.getByRole('heading', { name: 'Ansök om certifiering enligt PEFC' }),
  ).toBeVisible();
  const groups = page
    .getByRole('group', { name: 'Frågor om ditt skogsbruk' })
    .getByRole('radiogroup');
  await expect(groups).toHaveCount(5);
  // BankID now is the default way to sign (the alternative: a link by e-mail or SMS).
  await expect(page.getByRole('radio', { name: 'Med BankID nu' })).toBeChecked();
  for (let i = 0; i < 5; i++) {
    await key(page, groups.nth(i).getByRole('radio', { name: 'Ja', exact: true }), 'Space');
  }
  await page.getByLabel('Meddelande till din skogsrådgivare (frivilligt)').focus();
  await page.keyboard.type('Ring mig gärna på förmiddagen.');
  await expectNoAxeViolations(page);
  await key(page, page.getByRole('button', { name: 'Skicka och signera' }), 'Enter');

  await signOnThisDevice(page);
  const sent = page.getByRole('dialog', { name: 'Din ansökan är skickad' });
  await expect(sent).toContainText(
    'Din ansökan om certifiering enligt PEFC är signerad och skickad.',
    {
      timeout: 15_000,
    },
  );
  await expectNoAxeViolations(page);
  await key(page, sent.getByRole('button', { name: 'Till Skogscertifiering' }), 'Enter');

  await expect(page).toHaveURL(home);
  await expect(status).toContainText('Under behandling');
  await expect(status).toContainText('PEFC');
  await expect(page.getByRole('link', { name: /Ansök om/ })).toHaveCount(0);
  // Under processing: the steps send her home.
  await page.goto(`${apply}introduktion/`);
  await expect(page).toHaveURL(home);
});

test('Eva approves Anna’s application at the staff desk; Anna is then certified for both, issued today', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await desk.goto('/personal/logga-in');
  await desk.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
  await desk.getByLabel('Lösenord').fill('Skog-2026!');
  await desk.getByRole('button', { name: 'Logga in' }).click();
  const heading = desk.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Öppna uppgifter|Du företräder en medlem/);
  if ((await heading.textContent()) === 'Du företräder en medlem') {
    await desk.getByRole('button', { name: 'Avsluta företrädandet' }).click();
  }
  await desk.getByRole('link', { name: 'Ansökan om skogscertifiering för Anna Skog' }).click();
  await expect(heading).toHaveText('Ansökan om skogscertifiering: Anna Skog');
  await expect(desk.getByText('Ring mig gärna på förmiddagen.')).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.getByRole('button', { name: 'Godkänn och utfärda certifikat' }).click();
  await expect(desk.getByRole('status')).toHaveText(
    'Klart: ”Godkänn och utfärda certifikat” är utfört.',
  );
  await deskContext.close();

  await signedInAs(page, members.anna, { path: home });
  const status = page.getByRole('region', { name: 'Din certifiering' });
  await expect(status).toContainText('Certifierad');
  await expect(status).toContainText('FSC och PEFC');
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(),
  );
  await expect(status).toContainText(today);
  await expect(page.getByText('Du är certifierad enligt både FSC och PEFC.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Ingrid applies for FSC, has the signing link e-mailed, opens it from the mailbox, signs and sees it under processing, keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, members.ingrid, { path: home });
  const status = page.getByRole('region', { name: 'Din certifiering' });
  await expect(status).toContainText('Inte certifierad');
  await key(page, page.getByRole('link', { name: 'Ansök om certifiering' }), 'Enter');

  await expect(page).toHaveURL(`${apply}introduktion/`);
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await key(page, video, 'Space');
  await expect(page.getByText('Du har sett hela filmen.')).toBeVisible({ timeout: 30_000 });
  await key(page, page.getByRole('button', { name: 'Nästa' }), 'Enter');

  await expect(page).toHaveURL(`${apply}kontaktuppgifter/`);
  await expect(page.getByText('+46 730112233')).toBeVisible();
  await key(page, page.getByRole('button', { name: 'Uppgifterna stämmer' }), 'Enter');

  // No certificate yet: all three choices.
  await expect(page).toHaveURL(`${apply}valj-certifiering/`);
  await expect(page.getByRole('radio')).toHaveCount(3);
  await key(page, page.getByRole('radio', { name: 'FSC', exact: true }), 'Space');
  await key(page, page.getByRole('button', { name: 'Nästa' }), 'Enter');

  await expect(page).toHaveURL(apply);
  await expect(
    page.getByRole('heading', { name: 'Ansök om certifiering enligt FSC' }),
  ).toBeVisible();
  await expect(page.getByText('Produktiv skogsmark: 18,4 ha.')).toBeVisible();
  const groups = page
    .getByRole('group', { name: 'Frågor om ditt skogsbruk' })
    .getByRole('radiogroup');
  await expect(groups).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await key(page, groups.nth(i).getByRole('radio', { name: 'Ja', exact: true }), 'Space');
  }
  // A link by e-mail instead of BankID now; her address is filled in.
  await key(
    page,
    page.getByRole('radio', { name: 'Skicka en länk för underskrift med e-post' }),
    'Space',
  );
  await expect(page.getByLabel('E-postadress')).toHaveValue('ingrid.ljung@example.se');
  await expectNoAxeViolations(page);
  await key(page, page.getByRole('button', { name: 'Skicka länken' }), 'Enter');

  const linkSent = page.getByRole('dialog', { name: 'Länken för underskrift är skickad' });
  await expect(linkSent).toContainText('Vi har skickat en länk till ingrid.ljung@example.se.');
  await expect(linkSent).toContainText('certifiering enligt FSC');
  await expectNoAxeViolations(page);
  await key(page, linkSent.getByRole('button', { name: 'Till Skogscertifiering' }), 'Enter');
  await expect(page).toHaveURL(home);
  // Not signed yet: nothing is under processing.
  await expect(status).toContainText('Inte certifierad');

  // The development mailbox is the delivery here (server/signing/mailbox.ts).
  await page.goto('/utvecklare/utkorg');
  const mail = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'E-post till ingrid.ljung@example.se' }) })
    .first();
  await key(
    page,
    mail.getByRole('link', { name: /\/min-skog\/skogscertifiering\/signera\/#token=/ }),
    'Enter',
  );

  await expect(page).toHaveURL(/\/min-skog\/skogscertifiering\/signera\//);
  await expect(page.getByRole('heading', { name: 'Skriv under din ansökan' })).toBeVisible();
  await expect(
    page.getByText(/Jag ansöker om FSC-certifiering för mina fastigheter/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await key(page, page.getByRole('button', { name: 'Skriv under med BankID' }), 'Enter');
  await signOnThisDevice(page);
  const sent = page.getByRole('dialog', { name: 'Din ansökan är skickad' });
  await expect(sent).toContainText(
    'Din ansökan om certifiering enligt FSC är signerad och skickad.',
    { timeout: 15_000 },
  );
  await expectNoAxeViolations(page);
  await key(page, sent.getByRole('button', { name: 'Till Skogscertifiering' }), 'Enter');

  await expect(page).toHaveURL(home);
  await expect(status).toContainText('Under behandling');
  await expect(status).toContainText('FSC');
  await expect(page.getByRole('link', { name: /Ansök om/ })).toHaveCount(0);
});

test('Cecilia, an organisation user, is sent to her adviser', async ({ page }) => {
  await signedInAs(page, members.cecilia, { path: home });
  await expect(page.getByRole('region', { name: 'Din certifiering' })).toContainText(
    'Inte certifierad',
  );
  await page.getByRole('link', { name: 'Ansök om certifiering' }).click();
  await expect(page).toHaveURL(`${apply}kontakta-radgivare/`);
  await expect(page.getByRole('heading', { name: 'Kontakta din skogsrådgivare' })).toBeVisible();
  await expect(
    page.getByText('Som företrädare för en organisation kan du inte ansöka om certifiering själv.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the documents page lists the certification documents', async ({ page }) => {
  await signedInAs(page, members.anna, { path: `${home}dokument-om-skogscertifiering/` });
  await expect(
    page.getByRole('heading', { name: 'Dokument om skogscertifiering' }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('rowheader', { name: 'Policy för certifierat skogsbruk (FSC och PEFC)' }),
  ).toBeVisible();
});
