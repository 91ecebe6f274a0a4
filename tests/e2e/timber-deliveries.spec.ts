import type { Download, Page } from '@playwright/test';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { seedId } from '../../server/db/seedId.ts';
import { expectNoAxeViolations } from './axe.ts';

/** Issue 16: a delivery notification end to end, against the real server. */
const agreementId = seedId('timber-agreements', 'norrskogen-active');
const deliveries = `/skogsgardens-affarer/leveransvirke/avtal/${agreementId}/anmalan/virkesordrar/`;

async function typeInto(page: Page, locator: ReturnType<Page['getByLabel']>, text: string) {
  await locator.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Eva handles Anna's newest task of a kind at the staff desk. */
async function staffHandles(page: Page, task: string, action: string, note?: string) {
  await page.goto('/personal/');
  if (page.url().endsWith('/personal/logga-in')) {
    await page.getByLabel('E-postadress').fill('eva.radgivare@granskog.example.se');
    await page.getByLabel('Lösenord').fill('Skog-2026!');
    await page.getByRole('button', { name: 'Logga in' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/Öppna uppgifter|Du företräder en medlem/);
    if ((await heading.textContent()) === 'Du företräder en medlem')
      await page.getByRole('button', { name: 'Avsluta företrädandet' }).click();
  }
  await page
    .getByRole('link', { name: `${task} för Anna Skog` })
    .last()
    .click();
  if (note) await page.getByLabel('Anteckning').fill(note);
  await page.getByRole('button', { name: action }).click();
  await expect(page.getByRole('status')).toHaveText(`Klart: ”${action}” är utfört.`);
}

/** On the landing view: 40 m³fub of grantimmer and of barrmassaved (thinning), by keyboard. */
async function addTwoAssortments(
  page: Page,
  { stacks, spruce }: { stacks: string; spruce: string },
) {
  for (const [assortment, origin] of [
    ['grantimmer', ''],
    ['barrmassaved', 'thinning'],
  ] as const) {
    await page.getByRole('button', { name: 'Lägg till sortiment' }).press('Enter');
    const form = page.getByRole('dialog');
    await form.getByLabel('Sortiment').selectOption(assortment);
    await typeInto(page, form.getByLabel('Volym (m³fub)'), '40');
    await typeInto(page, form.getByLabel('Antal travar'), stacks);
    await typeInto(page, form.getByLabel('Avverkningsvecka'), '2026-W47');
    await typeInto(page, form.getByLabel('Granandel (%)'), spruce);
    if (origin) await form.getByLabel('Ursprung').selectOption(origin);
    await form.getByRole('button', { name: 'Spara sortiment' }).press('Enter');
    await expect(form).toHaveCount(0);
  }
}

async function addCorner(page: Page, coordinate: string) {
  await typeInto(
    page,
    page.getByLabel('Hörnets koordinater (SWEREF 99 TM eller WGS 84)'),
    coordinate,
  );
  await page.getByRole('button', { name: 'Lägg till hörn' }).press('Enter');
}

/** One draft per agreement: a draft an earlier run left is removed first (asked first). */
async function removeDraftIfAny(page: Page) {
  const remove = page.getByRole('button', { name: /^Ta bort utkast VO-\d+$/ });
  if ((await remove.count()) === 0) return;
  await remove.first().press('Enter');
  const ask = page.getByRole('alertdialog');
  await expect(ask.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await ask.getByRole('button', { name: 'Ta bort' }).press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(remove).toHaveCount(0);
}

/** "Nytt avlägg" with its name and its position typed (SWEREF 99 TM); answers the dialog. */
async function startLanding(page: Page, name: string) {
  await page.getByRole('button', { name: 'Nytt avlägg' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Namn')).toBeFocused();
  await page.keyboard.type(name);
  await typeInto(
    page,
    dialog.getByRole('textbox', { name: 'Koordinater', exact: true }),
    'N 6305600 E 479500',
  );
  await dialog.getByRole('button', { name: 'Använd koordinaterna' }).press('Enter');
  await expect(dialog.getByText('Vald plats: N 6305600 E 479500')).toBeVisible();
  return dialog;
}

/** The landing's classes chosen, axe on the filled dialog, and saved. */
async function saveLanding(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  { bearing, turning }: { bearing: 'BK1' | 'BK2'; turning: 'Limited' | 'Unlimited' },
) {
  for (const [label, value] of [
    ['Bärighetsklass', bearing],
    ['Tillgänglighet', 'Unlimited'],
    ['Framkomlighet', 'Unlimited'],
    ['Vändplats', turning],
    ['Omlastning', 'ReloadingToTrailerNotRequired'],
    ['Plogning', 'Regularly'],
    ['Stickväg', 'Zero'],
  ] as const)
    await dialog.getByLabel(label).selectOption(value);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Spara avlägg' }).press('Enter');
  await expect(dialog).toHaveCount(0);
}

/**
 * A 9 ha origin area by typed corners: first in an order whose lines cross, which is refused
 * while drawing (`refused` looks at that state), then corner by corner again the right way.
 */
async function drawSquareOrigin(page: Page, refused: () => Promise<void> = async () => {}) {
  const draw = async (corners: string[]) => {
    for (const corner of corners) await addCorner(page, corner);
    await page.getByRole('button', { name: 'Avsluta ytan' }).press('Enter');
  };
  const [sw, nw, ne, se] = [
    'N 6305400 E 479400',
    'N 6305700 E 479400',
    'N 6305700 E 479700',
    'N 6305400 E 479700',
  ];
  await draw([sw, ne, se, nw]);
  await expect(page.getByText('Ytan är ogiltig: linjerna får inte korsa varandra.')).toBeVisible();
  await refused();
  for (let i = 0; i < 4; i++)
    await page.getByRole('button', { name: 'Ta bort senaste hörnet' }).press('Enter');
  await draw([sw, se, ne, nw]);
  await expect(page.getByText('Yta 1: 9,00 ha')).toBeVisible();
}

/**
 * Completes the delivery by keyboard: information -> review -> completed. Past "Lägg till"
 * (one address is enough) the delivery status has no default: Tab into the group, Space
 * chooses the final delivery. `check` looks at each step's state (axe, the phone's width).
 */
async function completeByKeyboard(page: Page, message: string, check: () => Promise<void>) {
  await page.getByRole('button', { name: 'Slutför leveransen' }).press('Enter');
  const complete = page.getByRole('dialog');
  await typeInto(page, complete.getByLabel('E-postadress 1'), 'anna.skog@example.se');
  await page.keyboard.press('Tab');
  await expect(complete.getByRole('button', { name: 'Lägg till' })).toBeFocused();
  await page.keyboard.press('Tab');
  const finalStatus = complete.getByRole('radio', { name: 'Slutleverans – allt virke är anmält' });
  await expect(finalStatus).toBeFocused();
  await page.keyboard.press('Space');
  await expect(finalStatus).toBeChecked();
  await typeInto(page, complete.getByLabel('Meddelande till transportören'), message);
  await check();
  await complete.getByRole('button', { name: 'Granska leveransen' }).press('Enter');
  await expect(complete.getByRole('heading', { name: 'Granska leveransen' })).toBeFocused();
  await expect(complete.getByText('Total volym: 80 m³fub')).toBeVisible();
  await expect(complete.getByText('Slutleverans – allt virke är anmält')).toBeVisible();
  await check();
  await complete.getByRole('button', { name: 'Slutför', exact: true }).press('Enter');
  await expect(complete.getByRole('heading', { name: 'Leveransen är slutförd' })).toBeFocused();
  await check();
  await complete.getByRole('button', { name: 'Stäng' }).press('Enter');
  await expect(page.getByText('Anmälan är stängd och kan inte ändras.')).toBeVisible();
}

/** A downloaded GeoJSON file, read back as the EU system would. */
async function downloadedJson(download: Download): Promise<unknown> {
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(await download.path(), 'utf8')) as unknown;
}

test('the bare anmalan/ shows the deliveries at virkesordrar/, in place of the address: Back leaves them', async ({
  page,
}) => {
  const home = '/skogsgardens-affarer/leveransvirke/';
  await signedInAs(page, members.anna, { path: home });
  await page.goto(`${deliveries.replace(/virkesordrar\/$/, '')}?a=1`);
  await expect(page.getByRole('heading', { name: 'Anmälningar', exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${deliveries}\\?a=1$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
});

test('Anna notifies a delivery: landing, two assortments, stack tags, an origin area, GeoJSON, completed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The drawing library (geoman) comes with the origin editor's map only (issue 16).
  const geoman: string[] = [];
  page.on('request', (request) => {
    if (/\/geoman-[^/]*\.js$/.test(new URL(request.url()).pathname)) geoman.push(request.url());
  });
  await signedInAs(page, members.anna, { path: deliveries });
  await expect(page.getByRole('heading', { name: 'Anmälningar', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stängda anmälningar' })).toBeVisible();
  await expect(
    page.getByText('Stängd automatiskt efter 30 dagar utan aktivitet').first(),
  ).toBeVisible();
  // The agreement's delivery months, from their own call beside the notifications'.
  const months = page.getByRole('region', { name: 'Leveransmånader enligt avtalet' });
  await expect(months.getByRole('columnheader', { name: 'Grantimmer (m³fub)' })).toBeVisible();
  await expect(months.getByRole('rowheader')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await removeDraftIfAny(page);
  await page.getByRole('button', { name: 'Ny anmälan' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Avlägg', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/anmalan\/[0-9a-f-]{36}\/upplag\/$/);
  const landingsUrl = page.url();

  // A landing, its position typed (SWEREF 99 TM) instead of clicked.
  const dialog = await startLanding(page, 'Avlägg vid ladan');
  // Or with a mouse: the marker dragged south-east moves the position; typed back after.
  const marker = dialog.locator('.deliveries-map .leaflet-marker-draggable');
  await marker.scrollIntoViewIfNeeded();
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 8 });
  await page.mouse.up();
  const moved = dialog.getByText(/^Vald plats: N (\d+) E (\d+)$/);
  await expect(moved).not.toHaveText('Vald plats: N 6305600 E 479500');
  const [, n, e] = /N (\d+) E (\d+)/.exec((await moved.textContent())!)!.map(Number);
  expect(e).toBeGreaterThan(479_500);
  expect(n).toBeLessThan(6_305_600);
  await dialog.getByRole('button', { name: 'Använd koordinaterna' }).press('Enter');
  await expect(dialog.getByText('Vald plats: N 6305600 E 479500')).toBeVisible();
  await saveLanding(page, dialog, { bearing: 'BK2', turning: 'Limited' });

  // Two assortments on it.
  await page.getByRole('link', { name: 'Avlägg vid ladan' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Avlägg vid ladan' })).toBeVisible();
  await addTwoAssortments(page, { stacks: '3', spruce: '70' });
  await expect(page.getByRole('rowheader', { name: 'Barrmassaved' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Stack tags, handled by the cooperative at the staff desk.
  await page.goto(landingsUrl);
  await page.getByRole('button', { name: /^Beställ travlappar till VO-\d+$/ }).press('Enter');
  const tags = page.getByRole('dialog');
  await typeInto(page, tags.getByLabel('Grantimmer'), '3');
  await typeInto(page, tags.getByLabel('Barrmassaved'), '3');
  await tags.getByRole('checkbox').check();
  await tags.getByRole('button', { name: 'Beställ' }).press('Enter');
  await expect(tags).toHaveCount(0);
  await expect(
    page.getByText(/Travlappar beställda, kommer senast \d{4}-\d{2}-\d{2}/),
  ).toBeVisible();
  const desk = await browser.newPage();
  await staffHandles(desk, 'Beställning av travlappar', 'Markera som hanterad');

  // An origin area by typed corners: a crossing one is refused while drawing.
  await page.reload();
  expect(geoman, 'no drawing library on the deliveries view, the landing list or its map').toEqual(
    [],
  );
  await page.getByRole('button', { name: 'Rita ursprungsytor' }).press('Enter');
  await expect.poll(() => geoman.length, { message: 'the origin editor loads it' }).toBe(1);
  await drawSquareOrigin(page);

  // Corner by corner with the drawing library (a mouse): the north-east corner dragged in.
  const editCorners = page.getByRole('button', { name: 'Ändra hörnen i yta 1' });
  await editCorners.click();
  await expect(editCorners).toHaveAttribute('aria-pressed', 'true');
  // geoman's corner handles (not its midpoints, nor the drawing cursor once editing ends).
  const handles = page.locator(
    '.deliveries-map .marker-icon:not(.marker-icon-middle):not(.cursor-marker)',
  );
  await expect(handles).toHaveCount(4);
  await handles.first().scrollIntoViewIfNeeded();
  const cornersOnScreen = () =>
    handles.evaluateAll((all) =>
      all.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }),
    );
  const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
  };
  const northEast = (list: { x: number; y: number }[]) =>
    list.reduce((a, b) => (b.x - b.y > a.x - a.y ? b : a));
  const before = await cornersOnScreen();
  const ne = northEast(before);
  await drag(ne, { x: ne.x - 12, y: ne.y + 12 });
  await expect(page.getByText('Yta 1: 9,00 ha')).toHaveCount(0);
  const edited = page.getByText(/^Yta 1: [0-8],\d\d\sha$/);
  await expect(edited).toBeVisible();
  const editedText = (await edited.textContent())!;
  // A drag that makes the lines cross is refused with the spec's message; the corners stay.
  const after = await cornersOnScreen();
  const west = Math.min(...after.map((c) => c.x));
  const middle = (Math.min(...after.map((c) => c.y)) + Math.max(...after.map((c) => c.y))) / 2;
  await drag(northEast(after), { x: west - 8, y: middle });
  await expect(page.getByText('Ytan är ogiltig: linjerna får inte korsa varandra.')).toBeVisible();
  await expect(page.getByText(editedText)).toBeVisible();
  await expectNoAxeViolations(page);
  await editCorners.press('Enter');
  await expect(handles).toHaveCount(0);
  const editedHa = editedText.replace('Yta 1: ', '');
  await typeInto(page, page.getByLabel('EUDR-volym (m³fub)'), '100');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Spara ursprungsytor' }).press('Enter');
  await expect(
    page.getByText('Vi granskar ursprunget (EUDR). Ordern är låst så länge.'),
  ).toBeVisible();
  // The cooperative returns it with a note: Anna sees the note by the origin, and sending and
  // completing are not offered until it is approved.
  const note = 'Ytan går över vägen, rita om den norra kanten.';
  await staffHandles(desk, 'Granska ursprung (EUDR)', 'Skicka tillbaka', note);
  await page.reload();
  await expect(page.getByText('Skickat tillbaka för komplettering', { exact: true })).toBeVisible();
  await expect(page.getByText(`Vårt meddelande: ${note}`)).toBeVisible();
  await expect(
    page.getByText('Ursprunget måste vara godkänt innan du kan skicka eller slutföra.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Slutför leveransen' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Saved again: a new review, which the cooperative approves.
  await page.getByRole('button', { name: 'Rita ursprungsytor' }).press('Enter');
  await page.getByRole('button', { name: 'Spara ursprungsytor' }).press('Enter');
  await expect(
    page.getByText('Vi granskar ursprunget (EUDR). Ordern är låst så länge.'),
  ).toBeVisible();
  await expect(page.getByText(`Vårt meddelande: ${note}`)).toHaveCount(0);
  await staffHandles(desk, 'Granska ursprung (EUDR)', 'Godkänn');
  await desk.close();

  await page.reload();
  await expect(page.getByText(`Totalt ${editedHa}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Hämta GeoJSON för EU' }).press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ursprung-VO-\d+\.geojson$/);

  // Complete: information -> review -> completed, axe on each step.
  await completeByKeyboard(page, 'Ring innan ni kommer', () => expectNoAxeViolations(page));
});

test('on a phone (390 px) Anna sends a new notification: landing, two assortments, stack tags, origin, GeoJSON, completed, by keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const fitsTheWidth = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  await signedInAs(page, members.anna, { path: deliveries });
  await expect(page.getByRole('heading', { name: 'Pågående anmälningar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsTheWidth();
  await removeDraftIfAny(page);
  await page.getByRole('button', { name: 'Ny anmälan' }).press('Enter');
  await expect(page).toHaveURL(/\/anmalan\/[0-9a-f-]{36}\/upplag\/$/);
  const landingsUrl = page.url();

  // The landing: typed name and position, the classes chosen.
  const dialog = await startLanding(page, 'Avlägg vid grinden');
  await saveLanding(page, dialog, { bearing: 'BK1', turning: 'Unlimited' });

  // Two assortments on it (before the stack tags, which lock the assortments).
  await page.getByRole('link', { name: 'Avlägg vid grinden' }).press('Enter');
  await addTwoAssortments(page, { stacks: '2', spruce: '80' });
  await expect(page.getByRole('rowheader', { name: 'Grantimmer' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Barrmassaved' })).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsTheWidth();

  // Stack tags.
  await page.goto(landingsUrl);
  await page.getByRole('button', { name: /^Beställ travlappar till VO-\d+$/ }).press('Enter');
  const tags = page.getByRole('dialog');
  await typeInto(page, tags.getByLabel('Grantimmer'), '2');
  await typeInto(page, tags.getByLabel('Barrmassaved'), '2');
  await tags.getByRole('checkbox').press('Space');
  await expectNoAxeViolations(page);
  await tags.getByRole('button', { name: 'Beställ' }).press('Enter');
  await expect(tags).toHaveCount(0);
  await expect(
    page.getByText(/Travlappar beställda, kommer senast \d{4}-\d{2}-\d{2}/),
  ).toBeVisible();

  // The origin area by typed corners (a crossing one refused), then the cooperative's review.
  await page.getByRole('button', { name: 'Rita ursprungsytor' }).press('Enter');
  await drawSquareOrigin(page, async () => {
    await expect(page.getByText('Yta 1:')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await fitsTheWidth();
  });
  await typeInto(page, page.getByLabel('EUDR-volym (m³fub)'), '80');
  await expectNoAxeViolations(page);
  await fitsTheWidth();
  await page.getByRole('button', { name: 'Spara ursprungsytor' }).press('Enter');
  await expect(
    page.getByText('Vi granskar ursprunget (EUDR). Ordern är låst så länge.'),
  ).toBeVisible();
  const desk = await browser.newPage();
  await staffHandles(desk, 'Beställning av travlappar', 'Markera som hanterad');
  await staffHandles(desk, 'Granska ursprung (EUDR)', 'Godkänn');
  await desk.close();

  // Sent: the notification is ongoing.
  await page.reload();
  await page.getByRole('button', { name: 'Skicka anmälan' }).press('Enter');
  await expect(page.getByText('Anmälan är skickad.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skicka anmälan' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // On a phone the map is a toggle away from the list.
  await page.getByRole('button', { name: 'Visa kartan' }).press('Enter');
  await expect(page.getByRole('region', { name: /Karta över avläggen/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsTheWidth();

  // The origin as the EU system takes it: WGS 84 degrees, six decimals; 9 ha is a polygon.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Hämta GeoJSON för EU' }).press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ursprung-VO-\d+\.geojson$/);
  const geojson = (await downloadedJson(file)) as {
    type: string;
    features: { geometry: { type: string; coordinates: number[][][] }; properties: object }[];
  };
  expect(geojson.type).toBe('FeatureCollection');
  expect(geojson.features).toHaveLength(1);
  const [feature] = geojson.features;
  expect(feature!.geometry.type).toBe('Polygon');
  expect(feature!.properties).toMatchObject({ Area: 9 });
  const numbers = feature!.geometry.coordinates.flat(2);
  const decimals = numbers.map((v) => String(v).split('.')[1]?.length ?? 0);
  expect(Math.max(...decimals)).toBe(6);
  for (const [lon, lat] of feature!.geometry.coordinates[0]!) {
    expect(lon).toBeGreaterThan(14);
    expect(lon).toBeLessThan(16);
    expect(lat).toBeGreaterThan(56);
    expect(lat).toBeLessThan(58);
  }

  // Complete: information -> review -> completed, by keyboard; each step fits the phone.
  await completeByKeyboard(page, 'Grinden är olåst', async () => {
    await expectNoAxeViolations(page);
    await fitsTheWidth();
  });
  await expect(page.getByRole('button', { name: 'Slutför leveransen' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await fitsTheWidth();
});

test("Bertil sees his own notification on Björkås, and Anna's Norrskogen deliveries are not his", async ({
  page,
}) => {
  await signedInAs(page, members.bertil, { path: '/skogsgardens-affarer/leveransvirke/' });
  await page
    .getByRole('link', { name: 'Anmälan och leveranser för Slutavverkning Björkås västra' })
    .press('Enter');
  await expect(page.getByText(/^Avtal LV-\d+: Slutavverkning Björkås västra$/)).toBeVisible();
  const orders = page.getByRole('link', { name: /^VO-\d+$/ });
  await expect(orders).toHaveCount(1);
  await expect(page.getByRole('row', { name: /VO-\d+ .*Utkast/ })).toContainText('35');
  await expectNoAxeViolations(page);
  await orders.press('Enter');
  await expect(page.getByRole('link', { name: 'Avlägg vid Björkåsvägen' })).toBeVisible();
  await expect(page.getByText('Avlägg vid Norrskogsvägen')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Anna's agreement is not his: the element says so, with the way back.
  await page.goto(deliveries);
  // The main content's alert, not the portal's (empty) error-toast region.
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Avtalet finns inte.');
  await expect(page.getByRole('link', { name: 'Tillbaka till avtalslistan' })).toBeVisible();
  await expect(page.getByText('Stängd automatiskt efter 30 dagar utan aktivitet')).toHaveCount(0);
});
