import { fileURLToPath } from 'node:url';
import { expect, members, signedInAs, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { monthsBefore } from '../../components/my-map/notes/noteFilter.ts';

/** Issue 18: my map, end to end against the real server, its plan and notes. */
const home = '/min-skog/min-karta/';
const today = todayInSweden();
/** A small photo (640 × 480 JPEG) of fallen spruces. */
const photo = fileURLToPath(new URL('./fixtures/vindfalle.jpg', import.meta.url));

test.describe('my map', () => {
  test.setTimeout(120_000);

  test('Anna opens her plan, selects a compartment on the map, adds a performed thinning and a windthrow note with a photo', async ({
    page,
  }) => {
    await signedInAs(page, members.anna, { path: home });
    await expect(page).toHaveURL(/\/skogsbruksplaner\/[0-9a-f-]+\/$/);
    await expect(
      page.getByRole('heading', { name: 'Skogsbruksplan Norrskogen 1:4' }),
    ).toBeVisible();
    const list = page.getByRole('table', { name: 'Avdelningar' });
    await expect(list.getByRole('row')).toHaveCount(41);
    const map = page.locator('.my-map-canvas');
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();

    // A click near the middle of the plan, clear of the notes' markers (a click on one opens
    // the note), selects the compartment under it.
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    const noteCentres = async () =>
      map.locator('.leaflet-overlay-pane path').evaluateAll((paths) =>
        paths
          .map((path) => path.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.width < 24 && r.height < 24)
          .map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 })),
      );
    await expect.poll(async () => (await noteCentres()).length).toBeGreaterThan(0);
    const markers = await noteCentres();
    const offsets = [0, 40, -40, 80, -80].flatMap((dx) => [0, 40, -40].map((dy) => [dx, dy]));
    const [x, y] = offsets
      .map(([dx, dy]) => [box.x + box.width / 2 + dx!, box.y + box.height / 2 + dy!])
      .find(([px, py]) => markers.every((m) => Math.hypot(m.x - px!, m.y - py!) > 24))!;
    await page.mouse.click(x!, y!);
    await expect(page).toHaveURL(/\/avdelningar\/[0-9a-f-]+\/$/);
    const heading = page.getByRole('heading', { name: /^Avdelning \d+$/ });
    await expect(heading).toBeVisible();
    await expect(page.getByText('Huggningsklass', { exact: true })).toBeVisible();
    await expect(page.getByText(/^(K1|K2|R1|R2|G1|G2|S1|S2|S3|E1|E2|E3|ÖF|ÖV) – /)).toBeVisible();

    // Keyboard: the list's links are reached with Tab and opened with Enter.
    await page.getByRole('link', { name: 'Tillbaka till avdelningarna' }).click();
    await list.getByRole('link', { name: 'Avdelning 1', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Avdelning 1', exact: true })).toBeFocused();

    // A performed thinning with species shares.
    await page.getByRole('link', { name: 'Åtgärder', exact: true }).click();
    await page.getByRole('button', { name: 'Lägg till åtgärd' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till åtgärd' });
    await dialog.getByLabel('Utförd', { exact: true }).check();
    await dialog.getByLabel('Avdelning', { exact: true }).selectOption({ label: 'Avdelning 12' });
    await dialog.getByLabel('Typ av åtgärd').selectOption({ label: 'Gallring' });
    await dialog.getByLabel('Startår').fill('2026');
    await dialog.getByLabel('Slutår').fill('2026');
    await dialog.getByLabel('Volym', { exact: true }).fill('85');
    await dialog.getByLabel('Enhet').selectOption({ label: 'm³fub' });
    await dialog.getByLabel('Datum då åtgärden utfördes').fill('2026-10-12');
    await dialog.getByLabel('Andel gran (%)').fill('70');
    await dialog.getByLabel('Andel tall (%)').fill('20');
    await dialog.getByRole('button', { name: 'Spara åtgärd' }).click();
    await expect(
      dialog.getByText('Trädslagsfördelningen ska summera till 100 %.').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Andel tall (%)').fill('30');
    await dialog.getByRole('button', { name: 'Spara åtgärd' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Visa', { exact: true }).selectOption('performed');
    await expect(page.getByRole('link', { name: 'Gallring i avdelning 12' }).first()).toBeVisible();

    // A windthrow note placed with the map's marker.
    await page.getByRole('link', { name: 'Noteringar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Noteringar' })).toBeVisible();
    await page.getByRole('button', { name: 'Placera markör' }).click();
    // Keyboard: Enter on the focused map places the marker at its centre (on Norrskogen).
    await page.getByRole('region', { name: 'Karta' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.gs-map-marker')).toBeVisible();
    await page.getByRole('button', { name: 'Ny notering' }).click();
    const note = page.getByRole('dialog', { name: 'Ny notering' });
    await note.getByLabel('Typ av notering').selectOption({ label: 'Stormfällning' });
    await note.getByLabel('Kommentar').fill('Granar fällda av stormen i natt.');
    await note.getByLabel('Antal träd').fill('25');
    await note.getByLabel('Volym stormfälld skog (m³sk/ha)').fill('12');
    await expect(note.getByText(/större än 5 m³sk per hektar/)).toBeVisible();
    await note.getByRole('button', { name: 'Hämta markörens position' }).click();
    await expect(note.getByLabel('N (norr, meter)')).not.toHaveValue('');
    // The photo: resized in the browser, uploaded, described.
    await note.getByLabel('Lägg till bild').setInputFiles(photo);
    await expect(note.getByText(/Bilden är tillagd/)).toBeVisible();
    await expect(note.locator('img.my-map-image-thumb')).toBeVisible();
    await note.getByLabel('Beskrivning av bild 1 (valfritt)').fill('Rotvältor längs vägen.');
    await expectNoAxeViolations(page);
    await note.getByRole('button', { name: 'Spara notering' }).click();
    await expect(note).toBeHidden();
    await expect(
      page.getByRole('heading', { name: 'Stormfällning på Norrskogen 1:4' }),
    ).toBeVisible();
    await expect(page.getByText(/större än 5 m³sk per hektar/)).toBeVisible();
    // The photo on the note, served to Anna only; the thumbnail opens it larger by keyboard.
    const thumb = page.getByRole('button', { name: 'Rotvältor längs vägen.' });
    await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
    expect(await thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      640,
    );
    await thumb.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Bild 1 av 1' });
    await expect(viewer.getByRole('img', { name: 'Rotvältor längs vägen.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumb).toBeFocused();

    // Filters: older notes go, then all.
    await page.getByRole('link', { name: 'Tillbaka till noteringarna' }).click();
    const count = page.getByRole('status').filter({ hasText: /noteringar? visas/ });
    const notes = page.getByRole('table', { name: 'Noteringar' });
    // The demo's memo of 2025-05-20 and today's windthrow, by their rows' names.
    const oldMemo = notes.getByRole('row', { name: /^Anteckning 2025-05-20 / });
    const newWindthrow = notes.getByRole('row', { name: new RegExp(`^Stormfällning ${today} `) });
    await expect(oldMemo).toBeVisible();
    await expect(newWindthrow).toBeVisible();
    const before = await notes.locator('tbody tr').count();
    await page.getByLabel('Visa noteringar').selectOption('hide3m');
    await expect(count).toBeVisible();
    await expect(oldMemo).toHaveCount(0);
    await expect(newWindthrow).toBeVisible();
    // Every note left is at most 3 months old, and some were hidden.
    const cutoff = monthsBefore(today, 3);
    const dates = await notes.locator('tbody tr td:first-of-type').allTextContents();
    expect(dates.length).toBeLessThan(before);
    for (const date of dates)
      expect(date >= cutoff, `${date} is not older than ${cutoff}`).toBe(true);
    await expect(count).toHaveText(
      `${dates.length} ${dates.length === 1 ? 'notering' : 'noteringar'} visas`,
    );
    await page.getByLabel('Visa noteringar').selectOption('none');
    await expect(page.getByText('Noteringarna är dolda.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a compartment’s labels are whole words on a 1280 px screen (issue 28)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signedInAs(page, members.anna, { path: home });
    await page.getByRole('table', { name: 'Avdelningar' }).getByRole('link').first().click();
    const facts = page.locator('.my-map-facts dt').first();
    await expect(facts).toBeVisible();
    // A word split over two lines has two boxes: one rectangle per word, per label.
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('.my-map-facts dt')].flatMap((dt) => {
        const text = dt.firstChild;
        if (!(text instanceof Text)) return [];
        return [...text.data.matchAll(/\S+/g)]
          .filter((word) => {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            return range.getClientRects().length > 1;
          })
          .map((word) => word[0]);
      }),
    );
    expect(broken).toEqual([]);
    expect(await page.locator('.my-map-facts dt').count()).toBeGreaterThan(8);
  });

  test('Anna downloads her plan as a PDF and reads the cycle diagram', async ({ page }) => {
    await signedInAs(page, members.anna, { path: home });
    await expect(
      page.getByRole('heading', { name: 'Skogsbruksplan Norrskogen 1:4' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Hantera plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hantera skogsbruksplan Norrskogen 1:4' });
    await expect(dialog.getByRole('heading', { name: 'Uppräkning' })).toBeVisible();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Ladda ner planen (pdf)' }).click();
    expect((await download).suggestedFilename()).toBe('skogsbruksplan-Norrskogen-1-4.pdf');
    await expect(dialog.getByText('Planen är nedladdad.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Keyboard: focus is back on the opener, and the dialog opens again after each way of
    // closing it (its "Stäng" button, Escape).
    const manage = page.getByRole('button', { name: 'Hantera plan' });
    await expect(manage).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Uppräkning' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stäng' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(manage).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Uppräkning' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(manage).toBeFocused();

    await page.getByRole('link', { name: 'Åtgärder' }).first().click();
    await page.getByRole('button', { name: 'Visa cykeldiagram' }).click();
    const cycle = page.getByRole('dialog', { name: 'Cykeldiagram' });
    await expect(
      cycle
        .getByRole('table', { name: 'Föreslagna åtgärder per år och kategori' })
        .getByRole('row'),
    ).toHaveCount(11);
    await expectNoAxeViolations(page);
  });

  test('Anna plans a ditch cleaning, reads the six weeks’ notice, and deletes it after asking', async ({
    page,
  }) => {
    await signedInAs(page, members.anna, { path: home });
    await page.getByRole('link', { name: 'Åtgärder' }).first().click();
    await page.getByRole('button', { name: 'Lägg till åtgärd' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägg till åtgärd' });
    await dialog.getByLabel('Avdelning', { exact: true }).selectOption({ label: 'Avdelning 7' });
    await dialog.getByLabel('Typ av åtgärd').selectOption({ label: 'Dikesrensning' });
    const year = new Date().getFullYear() + 1;
    await dialog.getByLabel('Startår').fill(String(year));
    await dialog.getByLabel('Slutår').fill(String(year));
    const notice =
      /Dikesrensning ska anmälas till Skogsstyrelsen för samråd minst sex veckor innan arbetet börjar\./;
    await expect(dialog.getByText(notice)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Spara åtgärd' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Dikesrensning i avdelning 7' }).click();
    await expect(page.getByRole('heading', { name: 'Dikesrensning, avdelning 7' })).toBeVisible();
    await expect(page.getByText(notice)).toBeVisible();
    await page.getByRole('button', { name: 'Ta bort åtgärd' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Ta bort åtgärden?' });
    await expect(confirm.getByRole('button', { name: 'Behåll' })).toBeFocused();
    await expectNoAxeViolations(page);
    // Keyboard: back from the safe choice to the deleting button, then Enter.
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'Ta bort', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Lägg till åtgärd' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dikesrensning i avdelning 7' })).toHaveCount(0);
  });

  test('Bertil has no plan: told why, the notes of Björkås only', async ({ page }) => {
    await signedInAs(page, members.bertil, { path: home });
    await expect(page.getByRole('heading', { name: 'Ingen skogsbruksplan' })).toBeVisible();
    await expect(
      page.getByText(/ingen skogsbruksplan för dina fastigheter .*\(Björkås 2:7\)/),
    ).toBeVisible();
    // §9: Björkås is over 20 ha without a plan, so Bertil is told to contact his adviser.
    await expect(
      page.getByText(
        'Fastigheten Björkås 2:7 är större än 20 ha och har ingen skogsbruksplan. Kontakta din skogsrådgivare för att få en.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Gå till noteringar' }).click();
    const table = page.getByRole('table', { name: 'Noteringar' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table).not.toContainText('Norrskogen');
    await expectNoAxeViolations(page);
  });
});
