import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal, present } from '../../shared/testing/assert.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { getByRole, queryByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import {
  base,
  byLabel,
  compartmentIds,
  fakeActivities,
  type FakeMyMapOptions,
  myMapPerTest,
  openDialog,
  planId,
  setValue,
} from './testing.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import type { Activity } from '../../shared/contracts/my-map.ts';
import {
  base64Bytes,
  imageInfo,
  noteImageMessages,
} from '../../shared/contracts/my-map/noteImages.ts';

/** A photo as the member would choose it: a PNG drawn on a canvas, larger than the resize. */
async function photo(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2f6b3a';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#9cc3e6';
  context.fillRect(0, 0, width, height / 2);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'vindfalle.png', { type: 'image/png' });
}

function choose(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The activity list's count once it reads `text`. Asked for again until then: while the
 * plan loads, the first status on the screen is the loading message, a different element.
 */
const activityCount = (root: HTMLElement, text: string) =>
  waitFor(() => {
    const status = present(root.querySelector<HTMLElement>('[role="status"]'), 'count');
    equal(visibleText(status), text);
    return status;
  });

describe('portal-my-map', () => {
  const page = myMapPerTest();

  const mount = async (path: string, options: FakeMyMapOptions = {}) => {
    page.setUp(options);
    return page.open(path);
  };

  afterEach(() => {});

  /** Opens the notes, presses "Ny notering" and chooses the note's `type`. */
  const newNote = async (type: string) => {
    const root = await mount(`${base}/noteringar/`);
    const dialog = await openDialog(root, 'Ny notering');
    setValue(await waitFor(() => byLabel<HTMLSelectElement>(dialog, 'Typ av notering')), type);
    return { root, dialog };
  };

  it('goes from the home to the plan and lists its compartments beside the map, axe clean', async () => {
    const root = await mount(`${base}/`);
    await waitFor(() => getByRole(root, 'heading', 'Skogsbruksplan Norrskogen 1:4'));
    // The redirect takes the home's place in the history (Back leaves my map).
    deepEqual(
      page.harness.calls.filter(([call]) => call === 'navigate'),
      [['navigate', `${base}/skogsbruksplaner/${planId}/`, 'replace']],
    );
    const table = getByRole(root, 'table');
    deepEqual(
      [...table.querySelectorAll('tbody th')].map((th) => visibleText(th)),
      ['Avdelning 1', 'Avdelning 2', 'Avdelning 3'],
    );
    await waitFor(() => present(root.querySelector('.leaflet-container'), 'the map'));
    getByRole(root, 'button', 'Visa karta');
    getByRole(root, 'button', 'Helskärm');
    await expectNoAxeViolations(root);
  });

  it("opens the activities without a plan id as the first plan's, in place of the address (§2.3)", async () => {
    const root = await mount(`${base}/skogsbruksplaner/atgarder/`);
    await waitFor(() =>
      deepEqual(
        page.harness.calls.filter(([call]) => call === 'navigate'),
        [['navigate', `${base}/skogsbruksplaner/${planId}/atgarder/`, 'replace']],
      ),
    );
    await waitFor(() => getByRole(root, 'heading', 'Skogsbruksplan Norrskogen 1:4'));
  });

  it('selects a compartment from the list and shows every field with the class meanings', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/`);
    const link = await waitFor(() => getByRole(root, 'link', 'Avdelning 3'));
    link.click();
    await waitFor(() => getByRole(root, 'heading', 'Avdelning 3'));
    const text = visibleText(root);
    assert(text.includes('S2 – Slutavverkningsbar skog, gallrad'), text);
    assert(text.includes('VF – Vattenmiljö med förstärkt hänsyn'));
    assert(text.includes('Gran 70 %, tall 20 %, löv 10 %'));
    assert(text.includes('Trakthyggesbruk'));
    getByRole(root, 'button', 'Ändra uppgifter');
    await expectNoAxeViolations(root);
  });

  it('refuses a compartment edit without the own-responsibility confirmation, sending nothing', async () => {
    const root = await mount(
      `${base}/skogsbruksplaner/${planId}/avdelningar/${compartmentIds[1]}/`,
    );
    const dialog = await openDialog(root, 'Ändra uppgifter');
    setValue(byLabel(dialog, 'Ålder (år)'), '401');
    getByRole(dialog, 'button', 'Spara').click();
    await waitFor(() =>
      assert(visibleText(dialog).includes('Bekräfta att du ändrar planen på eget ansvar.')),
    );
    assert(visibleText(dialog).includes('Ange åldern i hela år, 0–400.'));
    equal(page.api.calls.filter((s) => s.method === 'PUT').length, 0);
    await expectNoAxeViolations(dialog);
  });

  it('locks a plan checked out by the cooperative and says so', async () => {
    const root = await mount(
      `${base}/skogsbruksplaner/${planId}/avdelningar/${compartmentIds[0]}/`,
      { checkedOut: true },
    );
    await waitFor(() => getByRole(root, 'heading', 'Avdelning 1'));
    assert(visibleText(root).includes('Granskog har checkat ut planen för revidering'));
    equal(queryByRole(root, 'button', 'Ändra uppgifter'), null);
  });

  it('tells of a plan over ten years old to contact the adviser', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/`, { tooOld: true });
    await waitFor(() => getByRole(root, 'heading', 'Skogsbruksplan Norrskogen 1:4'));
    await waitFor(() =>
      assert(
        visibleText(root).includes(
          'Planen är mer än 10 år gammal. Kontakta din skogsrådgivare för att få den uppdaterad.',
        ),
      ),
    );
  });

  it('manages the plan: projects it and follows the job, says the report is done for today', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/`);
    const dialog = await openDialog(root, 'Hantera plan');
    await waitFor(() => getByRole(dialog, 'heading', 'Uppräkning'));
    assert(visibleText(dialog).includes('Planen har inte räknats upp sedan den upprättades.'));
    assert(visibleText(dialog).includes('Rapportberäkning är tillfälligt avstängd'));
    equal(queryByRole(dialog, 'button', 'Beräkna rapport'), null);
    await expectNoAxeViolations(root);
    getByRole(dialog, 'button', 'Räkna upp planen till 2027-05-01').click();
    await waitFor(() => assert(visibleText(dialog).includes('Beräkningen pågår…')));
    await waitFor(() =>
      assert(
        visibleText(dialog).includes(
          'Uppräkningen är klar: 3 avdelningar har räknats upp 7 växtsäsonger till 2027-05-01.',
        ),
      ),
    );
    assert(visibleText(dialog).includes('Planen är uppräknad till 2027-05-01.'));
    equal(
      page.api.calls.filter((s) => s.url.endsWith('/projection') && s.method === 'POST').length,
      1,
    );
  });

  it('opens "Hantera plan" again after it was closed by its button and by Escape', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/`);
    const open = async () => {
      const dialog = await openDialog(root, 'Hantera plan');
      await waitFor(() => getByRole(dialog, 'heading', 'Uppräkning'));
      return dialog;
    };
    // Gone from the page, not only shut: close() drops `open` at once, but the close event
    // that unmounts the dialog comes in a later task, and a click before it is a no-op.
    const closed = () =>
      waitFor(() => equal(root.querySelector('dialog'), null, 'the dialog is gone'));

    getByRole(await open(), 'button', 'Stäng').click();
    await closed();
    const second = await open();
    // Escape reaches the dialog from where focus is in it (the browser's own close).
    await waitFor(() => assert(second.contains(document.activeElement), 'focus in the dialog'));
    await sendKeys({ press: 'Escape' });
    await closed();
    const third = await open();
    await expectNoAxeViolations(third);
  });

  it('fills the screen with the map and leaves by the button and by Escape', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/`);
    const layout = await waitFor(() =>
      present(root.querySelector<HTMLElement>('.my-map-layout'), 'the layout'),
    );
    const enter = await waitFor(() => getByRole(root, 'button', 'Helskärm'));
    enter.click();
    await waitFor(() => assert(layout.classList.contains('is-fullscreen'), 'fullscreen'));
    const leave = getByRole(root, 'button', 'Avsluta helskärm');
    equal(leave.getAttribute('aria-pressed'), 'true');
    await expectNoAxeViolations(root);
    leave.click();
    await waitFor(() => assert(!layout.classList.contains('is-fullscreen'), 'left by the button'));
    getByRole(root, 'button', 'Helskärm').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assert(layout.classList.contains('is-fullscreen'), 'by the keyboard'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => assert(!layout.classList.contains('is-fullscreen'), 'left by Escape'));
  });

  it('says when the plan PDF fails and downloads it on retry', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/`);
    page.api.failNext('getPlanPdf', 'internal');
    const dialog = await openDialog(root, 'Hantera plan');
    getByRole(dialog, 'button', 'Ladda ner planen (pdf)').click();
    await waitFor(() =>
      assert(visibleText(dialog).includes('Planen kunde inte skapas som pdf. Försök igen.')),
    );
    getByRole(dialog, 'button', 'Försök igen').click();
    await waitFor(() => assert(visibleText(dialog).includes('Planen är nedladdad.')));
  });

  it('shows the cycle diagram: the proposed activities of the coming ten years', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/atgarder/`);
    const dialog = await openDialog(root, 'Visa cykeldiagram');
    const table = getByRole(dialog, 'table', 'Föreslagna åtgärder per år och kategori');
    const rows = [...table.querySelectorAll('tbody tr')];
    equal(rows.length, 10);
    const year = new Date().getFullYear();
    equal(rows[0]?.querySelector('th')?.textContent, String(year));
    // The proposed thinning of 2028–2029 counts as harvest in both years.
    const row2028 = rows.find((r) => r.querySelector('th')?.textContent === '2028');
    if (row2028) equal(row2028.querySelectorAll('td')[2]?.textContent, '1');
    await expectNoAxeViolations(root);
  });

  it('tells a member without a plan why, and offers the notes', async () => {
    const root = await mount(`${base}/skogsbruksplaner/`, { withPlan: false });
    await waitFor(() => getByRole(root, 'heading', 'Ingen skogsbruksplan'));
    assert(visibleText(root).includes('Björkås 2:7'));
    // §9: the adviser is named only to those who need one, from their data (none here).
    assert(!visibleText(root).includes('skogsrådgivare'), visibleText(root));
    getByRole(root, 'link', 'Gå till noteringar');
    equal(queryByRole(root, 'link', 'Avdelningar'), null);
    await expectNoAxeViolations(root);
  });

  it('tells a member abroad, or with a large estate without a plan, to contact the adviser (§9)', async () => {
    const abroad = await mount(`${base}/skogsbruksplaner/`, {
      withPlan: false,
      adviser: { abroad: true, largeEstatesWithoutPlan: [] },
    });
    await waitFor(() => getByRole(abroad, 'heading', 'Ingen skogsbruksplan'));
    assert(
      visibleText(abroad).includes(
        'Du bor utomlands. Kontakta din skogsrådgivare för att få en skogsbruksplan.',
      ),
      visibleText(abroad),
    );
    assert(!visibleText(abroad).includes('större än 20 ha'));
    abroad.remove();

    const large = await mount(`${base}/skogsbruksplaner/`, {
      withPlan: false,
      adviser: { abroad: false, largeEstatesWithoutPlan: ['Björkås 2:7'] },
    });
    await waitFor(() => getByRole(large, 'heading', 'Ingen skogsbruksplan'));
    assert(
      visibleText(large).includes(
        'Fastigheten Björkås 2:7 är större än 20 ha och har ingen skogsbruksplan. Kontakta din skogsrådgivare för att få en.',
      ),
      visibleText(large),
    );
    assert(!visibleText(large).includes('utomlands'));
    await expectNoAxeViolations(large);
  });

  it('sorts the activities by start year, compartment or type', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/atgarder/`);
    await activityCount(root, '2 åtgärder');
    // The first cell of each row names the activity: Röjning 2023 in compartment 1, Gallring 2028 in 2.
    const types = () =>
      [...root.querySelectorAll('tbody tr')].map((row) =>
        visibleText(row.querySelector('th, td') as HTMLElement),
      );
    deepEqual(types(), ['Röjning i avdelning 1', 'Gallring i avdelning 2']);
    setValue(byLabel<HTMLSelectElement>(root, 'Sortera'), 'type');
    await waitFor(() => deepEqual(types(), ['Gallring i avdelning 2', 'Röjning i avdelning 1']));
    setValue(byLabel<HTMLSelectElement>(root, 'Sortera'), 'compartment');
    await waitFor(() => deepEqual(types(), ['Röjning i avdelning 1', 'Gallring i avdelning 2']));
  });

  it('filters the activities and adds a performed thinning only when the shares sum to 100', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/atgarder/`);
    const status = await activityCount(root, '2 åtgärder');
    setValue(byLabel<HTMLSelectElement>(root, 'Visa'), 'performed');
    await waitFor(() => equal(visibleText(status), '1 åtgärd'));
    const dialog = await openDialog(root, 'Lägg till åtgärd');
    (await waitFor(() => byLabel(dialog, 'Utförd'))).click();
    setValue(byLabel<HTMLSelectElement>(dialog, 'Avdelning'), compartmentIds[1]!);
    setValue(byLabel<HTMLSelectElement>(dialog, 'Typ av åtgärd'), 'Gallring');
    setValue(byLabel(dialog, 'Startår'), '2026');
    setValue(byLabel(dialog, 'Slutår'), '2026');
    setValue(byLabel(dialog, 'Volym'), '85');
    setValue(byLabel<HTMLSelectElement>(dialog, 'Enhet'), 'm3fub');
    setValue(await waitFor(() => byLabel(dialog, 'Datum då åtgärden utfördes')), '2026-10-12');
    setValue(byLabel(dialog, 'Andel gran (%)'), '60');
    setValue(byLabel(dialog, 'Andel tall (%)'), '30');
    getByRole(dialog, 'button', 'Spara åtgärd').click();
    await waitFor(() =>
      assert(
        visibleText(dialog).includes('Trädslagsfördelningen ska summera till 100 %.'),
        visibleText(dialog),
      ),
    );
    equal(page.api.calls.filter((s) => s.method === 'POST').length, 0);
    setValue(byLabel(dialog, 'Andel tall (%)'), '40');
    getByRole(dialog, 'button', 'Spara åtgärd').click();
    await waitFor(() => equal(page.api.calls.filter((s) => s.method === 'POST').length, 1));
    const post = page.api.calls.find((s) => s.method === 'POST')!;
    deepEqual((post.body as { speciesShares: unknown }).speciesShares, [
      { species: 'spruce', percent: 60 },
      { species: 'pine', percent: 40 },
    ]);
  });

  it('tells of the ditch cleaning notice and a road slope over the norm while the activity is filled in', async () => {
    const root = await mount(`${base}/skogsbruksplaner/${planId}/atgarder/`);
    const dialog = await openDialog(root, 'Lägg till åtgärd');
    setValue(
      await waitFor(() => byLabel<HTMLSelectElement>(dialog, 'Typ av åtgärd')),
      'Dikesrensning',
    );
    const year = new Date().getFullYear();
    setValue(byLabel(dialog, 'Startår'), String(year + 3));
    setValue(byLabel(dialog, 'Slutår'), String(year + 3));
    await waitFor(() =>
      assert(
        visibleText(dialog).includes(
          'Dikesrensning ska anmälas till Skogsstyrelsen för samråd minst sex veckor innan arbetet börjar.',
        ),
        visibleText(dialog),
      ),
    );
    assert(!visibleText(dialog).includes('Anmäler du i dag'));
    setValue(byLabel(dialog, 'Startår'), String(year));
    await waitFor(() =>
      assert(visibleText(dialog).includes('Anmäler du i dag kan arbetet börja tidigast')),
    );
    equal(queryByRole(dialog, 'textbox', 'Brantaste lutning (%)'), null);

    setValue(byLabel<HTMLSelectElement>(dialog, 'Typ av åtgärd'), 'Vagbyggnad');
    setValue(await waitFor(() => byLabel(dialog, 'Brantaste lutning (%)')), '10');
    setValue(byLabel(dialog, 'Den branta sträckans längd (m)'), '80');
    assert(!visibleText(dialog).includes('Lutningen är brantare än normen'));
    setValue(byLabel(dialog, 'Den branta sträckans längd (m)'), '250');
    await waitFor(() =>
      assert(
        visibleText(dialog).includes(
          'Lutningen är brantare än normen för skogsbilvägar: på en sträcka av 250 m är normen högst 8 %.',
        ),
        visibleText(dialog),
      ),
    );
    setValue(byLabel(dialog, 'Brantaste lutning (%)'), '31');
    getByRole(dialog, 'button', 'Spara åtgärd').click();
    await waitFor(() => assert(visibleText(dialog).includes('Ange lutningen i procent, 0–30.')));
    equal(page.api.calls.filter((s) => s.method === 'POST').length, 0);
    await expectNoAxeViolations(dialog);
    setValue(byLabel(dialog, 'Brantaste lutning (%)'), '10,5');
    getByRole(dialog, 'button', 'Spara åtgärd').click();
    const post = await waitFor(() =>
      present(
        page.api.calls.find((s) => s.method === 'POST'),
        'the post',
      ),
    );
    deepEqual(
      [
        (post.body as { slopePercent: unknown }).slopePercent,
        (post.body as { slopeLengthM: unknown }).slopeLengthM,
      ],
      [10.5, 250],
    );
  });

  it("shows the server's warnings and the slope on an activity", async () => {
    const road: Activity = {
      ...fakeActivities[0]!,
      id: 'a9',
      type: 'Vagbyggnad',
      category: 'other',
      harvestVolume: null,
      unit: null,
      slopePercent: 13.5,
      slopeLengthM: 60,
      warnings: [{ code: 'slopeOverNorm', normPercent: 12 }],
    };
    const root = await mount(`${base}/skogsbruksplaner/${planId}/atgarder/a9/`);
    page.api.answer('listActivities', { activities: [road] });
    await waitFor(() => getByRole(root, 'heading', 'Vägbyggnad eller vägförbättring, avdelning 2'));
    const text = visibleText(root);
    assert(text.includes('13,5 % på 60 m'), text);
    assert(
      text.includes(
        'Lutningen är brantare än normen för skogsbilvägar: på en sträcka av 60 m är normen högst 12 %.',
      ),
      text,
    );
    await expectNoAxeViolations(root);
  });

  it('filters notes by age and hides them all; a large windthrow tells of the salvage duty', async () => {
    const root = await mount(`${base}/noteringar/`);
    await waitFor(() => getByRole(root, 'link', 'Stormfällning'));
    setValue(byLabel<HTMLSelectElement>(root, 'Visa noteringar'), 'hide1y');
    await waitFor(() => equal(queryByRole(root, 'link', 'Anteckning'), null));
    getByRole(root, 'link', 'Stormfällning');
    setValue(byLabel<HTMLSelectElement>(root, 'Visa noteringar'), 'none');
    await waitFor(() => assert(visibleText(root).includes('Noteringarna är dolda.')));
    await expectNoAxeViolations(root);
    page.harness.goTo(`${base}/noteringar/n1/`);
    await waitFor(() => assert(visibleText(root).includes('större än 5 m³sk per hektar')));
  });

  it('selects a note clicked on the map: the list shows that note, on a phone too', async () => {
    // The test page is phone-sized (the map behind a toggle): shown beside the list here, as
    // on a desktop, so that it has its size from the start.
    const desktop = document.createElement('style');
    desktop.textContent = '.my-map-layout .my-map-map { display: block !important; }';
    document.head.append(desktop);
    try {
      const root = await mount(`${base}/noteringar/`);
      await waitFor(() => getByRole(root, 'link', 'Stormfällning'));
      // On a phone the member first turns to the map; the chosen note then shows the list.
      getByRole(root, 'button', 'Visa karta').click();
      const layout = present(root.querySelector<HTMLElement>('.my-map-layout'), 'the layout');
      await waitFor(() => assert(layout.dataset.shown === 'map', 'the map is shown'));
      const container = await waitFor(() =>
        present(root.querySelector<HTMLElement>('.leaflet-container'), 'the map'),
      );
      // The notes are drawn as small circles (about 18 px across), compartments larger.
      const circles = await waitFor(() => {
        const found = [...container.querySelectorAll('.leaflet-overlay-pane path')].filter((p) => {
          const r = p.getBoundingClientRect();
          return r.width > 0 && r.width < 24 && r.height < 24;
        });
        assert(found.length === 2, `note circles: ${found.length}`);
        return found;
      });
      // n1 (the windthrow) lies west of n2: the circle further left.
      const rects = circles.map((c) => c.getBoundingClientRect());
      const r = rects.reduce((a, b) => (b.left < a.left ? b : a));
      const at = { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true };
      container.dispatchEvent(new MouseEvent('mousedown', at));
      container.dispatchEvent(new MouseEvent('mouseup', at));
      container.dispatchEvent(new MouseEvent('click', at));
      await waitFor(() => assert(visibleText(root).includes('Stormfällt.')));
      assert(layout.dataset.shown === 'list', 'the list is shown again');
    } finally {
      desktop.remove();
    }
  });

  it('asks who executed a note and when before it is saved as executed, sending nothing', async () => {
    const root = await mount(`${base}/noteringar/n1/`);
    const dialog = await openDialog(root, 'Ändra');
    setValue(await waitFor(() => byLabel<HTMLSelectElement>(dialog, 'Status')), 'Executed');
    await waitFor(() => byLabel(dialog, 'Utförd av'));
    getByRole(dialog, 'button', 'Spara notering').click();
    await waitFor(() => {
      const text = visibleText(dialog);
      assert(text.includes('Ange vem som utförde åtgärden.'), text);
      assert(text.includes('Ange datum (ÅÅÅÅ-MM-DD).'), text);
    });
    equal(page.api.calls.filter((s) => s.method === 'PUT').length, 0);
    await expectNoAxeViolations(dialog);
  });

  it('needs the number of trees on an insect damage note (§5), sending nothing without it', async () => {
    const { dialog } = await newNote('InsectDamage');
    const trees = await waitFor(() => byLabel(dialog, 'Antal träd'));
    equal(trees.getAttribute('aria-required') ?? String(trees.required), 'true');
    setValue(byLabel(dialog, 'N (norr, meter)'), '6305100');
    setValue(byLabel(dialog, 'E (öster, meter)'), '479100');
    getByRole(dialog, 'button', 'Spara notering').click();
    await waitFor(() => equal(byLabel(dialog, 'Antal träd').getAttribute('aria-invalid'), 'true'));
    assert(visibleText(dialog).includes('Ange antal träd.'), visibleText(dialog));
    equal(page.api.calls.filter((s) => s.method === 'POST').length, 0);
    await expectNoAxeViolations(dialog);
    setValue(byLabel(dialog, 'Antal träd'), '12');
    getByRole(dialog, 'button', 'Spara notering').click();
    const post = await waitFor(() =>
      present(
        page.api.calls.find((s) => s.url === '/api/v1/my-map/notes' && s.method === 'POST'),
        'the note',
      ),
    );
    equal((post.body as { numberOfTrees: unknown }).numberOfTrees, 12);
  });

  it('asks before closing a note with unsaved changes', async () => {
    const { root, dialog } = await newNote('Windthrow');
    setValue(await waitFor(() => byLabel(dialog, 'Volym stormfälld skog (m³sk/ha)')), '8');
    await waitFor(() => assert(visibleText(dialog).includes('större än 5 m³sk per hektar')));
    getByRole(dialog, 'button', 'Avbryt').click();
    await waitFor(() => assert(visibleText(root).includes('Vill du stänga utan att spara?')));
  });

  it("shows the note's pictures; a thumbnail opens larger and closes back to it, axe clean", async () => {
    const root = await mount(`${base}/noteringar/n1/`);
    const thumb = await waitFor(() => getByRole(root, 'button', 'Stormfällda granar mot vägen.'));
    await waitFor(() => present(thumb.querySelector('img[src^="blob:"]'), 'the thumbnail'));
    assert(page.api.calls.some((s) => s.url === '/api/v1/my-map/note-images/img-1'));
    await expectNoAxeViolations(root);
    thumb.click();
    const dialog = await waitFor(() => present(root.querySelector('dialog[open]'), 'the viewer'));
    getByRole(dialog, 'heading', 'Bild 1 av 1');
    await waitFor(() => present(dialog.querySelector('img[src^="blob:"]'), 'the large picture'));
    await expectNoAxeViolations(dialog);
    getByRole(dialog, 'button', 'Stäng').click();
    await waitFor(() => equal(root.querySelector('dialog[open]'), null));
    await waitFor(() => equal(document.activeElement, thumb));
  });

  it('needs a picture on an image note: refused without one, sent with the resized JPEG', async () => {
    const { dialog } = await newNote('ImageMemo');
    setValue(byLabel(dialog, 'N (norr, meter)'), '6305100');
    setValue(byLabel(dialog, 'E (öster, meter)'), '479100');
    getByRole(dialog, 'button', 'Spara notering').click();
    await waitFor(() => assert(visibleText(dialog).includes(noteImageMessages.atLeastOne)));
    equal(page.api.calls.filter((s) => s.method === 'POST').length, 0);

    const file = byLabel(dialog, 'Lägg till bild');
    choose(file, [new File(['hej'], 'anteckning.txt', { type: 'text/plain' })]);
    await waitFor(() => assert(visibleText(dialog).includes(noteImageMessages.fileType)));
    equal(page.api.calls.filter((s) => s.method === 'POST').length, 0);

    choose(file, [await photo(2000, 1000)]);
    await waitFor(() => assert(visibleText(dialog).includes('Bilden är tillagd.')));
    const upload = present(
      page.api.calls.find((s) => s.url === '/api/v1/my-map/note-images'),
      'the upload',
    ).body as { contentType: string; data: string };
    equal(upload.contentType, 'image/jpeg');
    deepEqual(imageInfo(base64Bytes(upload.data)), {
      type: 'image/jpeg',
      width: 1600,
      height: 800,
    });
    await waitFor(() => present(dialog.querySelector('img[src^="blob:"]'), 'the preview'));
    setValue(byLabel(dialog, 'Beskrivning av bild 1 (valfritt)'), 'Rotvälta vid diket.');
    await expectNoAxeViolations(dialog);
    getByRole(dialog, 'button', 'Spara notering').click();
    const post = await waitFor(() =>
      present(
        page.api.calls.find((s) => s.url === '/api/v1/my-map/notes' && s.method === 'POST'),
        'the note',
      ),
    );
    deepEqual((post.body as { images: unknown }).images, [
      { id: 'img-new-1', description: 'Rotvälta vid diket.' },
    ]);
  });

  it('removes a picture in the form: an image note left without one is not sent', async () => {
    const { dialog } = await newNote('ImageMemo');
    choose(byLabel(dialog, 'Lägg till bild'), [await photo(300, 200)]);
    (await waitFor(() => getByRole(dialog, 'button', 'Ta bort bild 1'))).click();
    await waitFor(() => equal(queryByRole(dialog, 'button', 'Ta bort bild 1'), null));
    setValue(byLabel(dialog, 'N (norr, meter)'), '6305100');
    setValue(byLabel(dialog, 'E (öster, meter)'), '479100');
    getByRole(dialog, 'button', 'Spara notering').click();
    await waitFor(() => assert(visibleText(dialog).includes(noteImageMessages.atLeastOne)));
    equal(
      page.api.calls.filter((s) => s.url === '/api/v1/my-map/notes' && s.method === 'POST').length,
      0,
    );
  });
});
