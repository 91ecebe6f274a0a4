import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { description, field, setValue, type } from '../../shared/testing/form.ts';
import { problem } from '../../shared/testing/fakeApi.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { demoHarnessOptions, type DemoChoice } from '../../tests/harness/profiles.ts';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { timberScreenMessages as screen } from '../../shared/contracts/timber/screenMessages.ts';
import { formatWgs84 } from '../../shared/map/geo/coordinates.ts';
import { toWgs84 } from '../../shared/map/geo/crs.ts';
import { deliveriesElement, demoDeliveryFlags, ids, spaces } from './testing.ts';

const flags = demoDeliveryFlags;

describe('portal-timber-deliveries', () => {
  const page = deliveriesElement();
  const { root, text } = page;
  const setUp = (choice: DemoChoice) => page.setUp(demoHarnessOptions(choice));
  const open = async (path: string) => page.open(path);

  it('shows ongoing and closed notifications with statuses and the close reason in Swedish', async () => {
    await open(`virkesordrar/`);
    await waitFor(() => assert(text().includes('Pågående anmälningar'), text()));
    assert(text().includes('Avtal LV-1: Slutavverkning Norrskogen norra'), 'agreement');
    assert(text().includes('Stängd automatiskt efter 30 dagar utan aktivitet'), 'reason');
    assert(text().includes('Ursprunget godkänt'), 'review state');
    getByRole(root(), 'button', 'Ny anmälan');
    getByRole(root(), 'button', 'Ta bort utkast VO-3');
    getByRole(root(), 'button', 'Stäng anmälan VO-2');
    getByRole(root(), 'link', 'VO-2');
    await waitFor(() => assert(text().includes('Leveransmånader enligt avtalet'), 'months'));
    const months = getByRole(root(), 'region', 'Leveransmånader enligt avtalet');
    const monthText = spaces(months.textContent ?? '');
    assert(monthText.includes('november 2026'), monthText);
    assert(monthText.includes('Grantimmer (m³fub)'), 'a column per assortment');
    assert(monthText.includes('210'), 'the month total');
    equal(page.api.deliveryCalls().length, 2, 'two calls for the view, at once');
    await expectNoAxeViolations(root());
  });

  it('says in Swedish when the delivery months could not be fetched, and fetches again', async () => {
    page.api.failMonths = true;
    await open(`virkesordrar/`);
    await waitFor(() =>
      assert(text().includes('Leveransmånaderna kunde inte hämtas. Försök igen.'), text()),
    );
    // The notifications still show: only the months failed.
    getByRole(root(), 'button', 'Stäng anmälan VO-2');
    await expectNoAxeViolations(root());
    page.api.failMonths = false;
    getByRole(root(), 'button', 'Hämta leveransmånaderna igen').click();
    await waitFor(() => assert(text().includes('december 2026'), text()));
    assert(!text().includes('Leveransmånaderna kunde inte hämtas'), 'the message goes');
  });

  it('staff impersonating Anna see the lists without the actions the server refuses them', async () => {
    const options = demoHarnessOptions({ person: 'anna', flags });
    page.setUp({ ...options, person: { ...options.person, isMemberImpersonated: true } });
    await open(`virkesordrar/`);
    await waitFor(() =>
      assert(text().includes('Du kan se anmälningarna men inte ändra dem.'), text()),
    );
    assert(!queryByRole(root(), 'button', 'Ny anmälan'), 'no create');
    assert(!queryByRole(root(), 'button', 'Stäng anmälan VO-2'), 'no close');
    await expectNoAxeViolations(root());
  });

  it('one with the read role alone reads the access text, as the page needs read and write', async () => {
    for (const roles of [
      ['Service_TimberManager_Deliveries_Read'],
      ['Service_TimberManager_Agreements_Read'],
    ]) {
      setUp({ person: 'anna', flags, roles });
      await open(`virkesordrar/`);
      await waitFor(() =>
        assert(text().includes('Du har inte rättighet att utföra denna åtgärd.'), text()),
      );
      assert(!text().includes('Pågående anmälningar'), 'no list');
      equal(page.api.deliveryCalls().length, 0, 'nothing asked that would answer 403');
    }
  });

  it('asks before closing a notification', async () => {
    await open(`virkesordrar/`);
    const close = await waitFor(() => getByRole(root(), 'button', 'Stäng anmälan VO-2'));
    close.click();
    const dialog = await waitFor(() => getByRole(document.body, 'alertdialog'));
    assert(spaces(dialog.textContent ?? '').includes('Anmälan VO-2 stängs'), 'asks');
    getByRole(dialog, 'button', 'Avbryt').click();
    await waitFor(() => assert(!queryByRole(document.body, 'alertdialog'), 'closed'));
  });

  it('orders stack tags: the address prefilled, the check required, the order then shown', async () => {
    await open(`virkesordrar/`);
    const order = await waitFor(() => getByRole(root(), 'button', 'Beställ travlappar till VO-2'));
    order.click();
    const dialog = await waitFor(() => getByRole(root(), 'dialog'));
    equal(field(dialog, 'Gatuadress').value, 'Skogsvägen 12');
    equal(field(dialog, 'Postnummer').value, '35246');
    type(field(dialog, 'Grantimmer'), '4');
    getByRole(dialog, 'button', 'Beställ').click();
    await waitFor(() =>
      assert(
        spaces(dialog.textContent ?? '').includes('Bekräfta att uppgifterna stämmer.'),
        'check required',
      ),
    );
    await expectNoAxeViolations(dialog);
    (dialog.querySelector('input[type=checkbox]') as HTMLInputElement).click();
    getByRole(dialog, 'button', 'Beställ').click();
    await waitFor(() =>
      assert(text().includes('Travlappar beställda, kommer senast 2026-12-03'), text()),
    );
    const sent = page.api.deliveryCalls().find((c) => c.path.endsWith('/stack-tags'));
    assert(JSON.stringify(sent?.body).includes('"tags":4'), 'lines sent');
  });

  it('shows the landing list and the EUDR origin summary from one call', async () => {
    await open(`${ids.ongoing}/upplag/`);
    await waitFor(() => assert(text().includes('Avlägg vid Norrskogsvägen'), text()));
    assert(text().includes('Ursprung (EUDR)'), 'origin');
    assert(text().includes('24,75 ha'), 'hectares');
    assert(text().includes('Totalt 24,75 ha') && !text().includes('ha ha'), 'total, one unit');
    assert(text().includes('EUDR-volym: 300 m³fub'), 'volume');
    assert(text().includes('Ursprungsytorna är låsta efter den första anmälan.'), 'locked');
    getByRole(root(), 'button', 'Hämta GeoJSON för EU');
    getByRole(root(), 'button', 'Visa Avlägg vid Norrskogsvägen på kartan').click();
    equal(page.api.deliveryCalls().length, 1, 'one call for the list');
    await expectNoAxeViolations(root());
  });

  it("a refused origin save shows the refusal's own Swedish text", async () => {
    for (const [code, message] of [
      ['OriginLocked', timberDeliveriesProblems.OriginLocked.message],
      ['EudrStatusInvalid', timberProblems.EudrStatusInvalid.message],
    ] as const) {
      page.api.refuseOrigin = code;
      await open(`${ids.ongoing}/upplag/`);
      const edit = await waitFor(() => getByRole(root(), 'button', 'Rita ursprungsytor'));
      edit.click();
      const save = await waitFor(() => getByRole(root(), 'button', 'Spara ursprungsytor'));
      save.click();
      await waitFor(() => assert(text().includes(message), text()));
      assert(!text().includes('Ursprungsytan kunde inte sparas'), 'not the generic text');
    }
  });

  it('shows a landing with its assortments and checks a new one with the shared rules', async () => {
    await open(`${ids.ongoing}/upplag/${ids.landing}/`);
    await waitFor(() => assert(text().includes('Sortiment på avlägget'), text()));
    assert(text().includes('v. 46'), 'felling week');
    assert(text().includes('BK1 (högst 64 ton)'), 'carrying class');
    getByRole(root(), 'button', 'Lägg till sortiment').click();
    const dialog = await waitFor(() => getByRole(root(), 'dialog'));
    type(field(dialog, 'Volym (m³fub)'), '40');
    type(field(dialog, 'Antal travar'), '100');
    type(field(dialog, 'Avverkningsvecka'), '2026-W47');
    type(field(dialog, 'Granandel (%)'), '60');
    getByRole(dialog, 'button', 'Spara sortiment').click();
    await waitFor(() =>
      assert(
        spaces(dialog.textContent ?? '').includes('Ange antal travar, ett heltal 1–99.'),
        'stacks',
      ),
    );
    assert(
      spaces(dialog.textContent ?? '').includes('Ange ursprung för massaved.'),
      'pulpwood origin',
    );
    await expectNoAxeViolations(dialog);
    type(field(dialog, 'Antal travar'), '3');
    setValue(dialog.querySelectorAll('select')[1]!, 'thinning');
    getByRole(dialog, 'button', 'Spara sortiment').click();
    await waitFor(() =>
      assert(
        spaces(dialog.textContent ?? '').includes(
          'Travlapparna är beställda. Du kan ändra sortimenten',
        ),
        spaces(dialog.textContent ?? ''),
      ),
    );
  });

  it('an unknown delivery says so, with reload and the way back', async () => {
    await open(`00000000-0000-4000-8000-000000000999/upplag/`);
    await waitFor(() => assert(text().includes('Leveransen finns inte.'), text()));
    getByRole(root(), 'button', 'Försök igen');
    getByRole(root(), 'link', 'Tillbaka till avtalslistan');
  });
  describe('what the member sees when a call fails (§8 delivery screens)', () => {
    const dialogText = () => spaces(getByRole(root(), 'dialog').textContent ?? '');

    it('the deliveries failed: the general fetch message, reload and the way back', async () => {
      page.api.answer('listDeliveries', problem('internal'));
      await open(`virkesordrar/`);
      await waitFor(() => assert(text().includes(screen.generalFetchFailed), text()));
      getByRole(root(), 'link', 'Tillbaka till avtalslistan');
      await expectNoAxeViolations(root());
      page.api.answer('listDeliveries', null);
      getByRole(root(), 'button', 'Försök igen').click();
      await waitFor(() => getByRole(root(), 'button', 'Stäng anmälan VO-2'));
      assert(!text().includes(screen.generalFetchFailed), 'the message goes');
    });

    it('the landings failed: the landings message on the landing list and the landing view', async () => {
      page.api.answer('getDelivery', problem('internal'));
      for (const path of [`${ids.ongoing}/upplag/`, `${ids.ongoing}/upplag/${ids.landing}/`]) {
        await open(path);
        await waitFor(() => assert(text().includes(screen.landingsFetchFailed), text()));
        getByRole(root(), 'button', 'Försök igen');
        getByRole(root(), 'link', 'Tillbaka till avtalslistan');
      }
      await expectNoAxeViolations(root());
    });

    it('a new notification while a draft exists: the duplicate draft message', async () => {
      page.api.answer('createDelivery', problem('DraftDeliveryExists'));
      await open(`virkesordrar/`);
      const create = await waitFor(() => getByRole(root(), 'button', 'Ny anmälan'));
      create.click();
      await waitFor(() =>
        assert(text().includes(timberDeliveriesProblems.DraftDeliveryExists.message), text()),
      );
      getByRole(root(), 'alert');
    });

    async function orderTags() {
      await open(`virkesordrar/`);
      const order = await waitFor(() =>
        getByRole(root(), 'button', 'Beställ travlappar till VO-2'),
      );
      order.click();
      const dialog = await waitFor(() => getByRole(root(), 'dialog'));
      type(field(dialog, 'Grantimmer'), '4');
      (dialog.querySelector('input[type=checkbox]') as HTMLInputElement).click();
      getByRole(dialog, 'button', 'Beställ').click();
      return dialog;
    }

    it('a stack tag order that fails: check the fields or retry, the dialog stays', async () => {
      page.api.answer('orderStackTags', problem('internal'));
      const dialog = await orderTags();
      await waitFor(() => assert(dialogText().includes(screen.stackTagOrderFailed), dialogText()));
      await expectNoAxeViolations(dialog);
      assert(!text().includes('Travlappar beställda'), 'nothing ordered');
    });

    it('a stack tag order the server refuses for a duplicate assortment says so at the lines', async () => {
      page.api.answer(
        'orderStackTags',
        problem('validation', { lines: screen.duplicateStackTagAssortments }),
      );
      await orderTags();
      await waitFor(() =>
        assert(dialogText().includes(screen.duplicateStackTagAssortments), dialogText()),
      );
    });

    async function drawOrigin() {
      page.api.originOpen = true;
      await open(`${ids.ongoing}/upplag/`);
      const edit = await waitFor(() => getByRole(root(), 'button', 'Rita ursprungsytor'));
      edit.click();
      await waitFor(() => getByRole(root(), 'button', 'Spara ursprungsytor'));
    }
    const corner = 'Hörnets koordinater (SWEREF 99 TM eller WGS 84)';
    async function typeArea(corners: string[]) {
      for (const c of corners) {
        type(field(root(), corner), c);
        getByRole(root(), 'button', 'Lägg till hörn').click();
        await waitFor(() => equal(field(root(), corner).value, ''));
      }
      getByRole(root(), 'button', 'Avsluta ytan').click();
    }

    it('an origin area outside the borders or crossing itself is refused while drawing', async () => {
      await drawOrigin();
      await typeArea([
        'N 6307000 E 481000',
        'N 6307000 E 481300',
        'N 6307300 E 481300',
        'N 6307300 E 481000',
      ]);
      await waitFor(() => assert(text().includes(screen.eudrAreasOutsideBorders), text()));
      for (let i = 0; i < 4; i++) getByRole(root(), 'button', 'Ta bort senaste hörnet').click();
      await typeArea([
        'N 6305400 E 479400',
        'N 6305700 E 479700',
        'N 6305400 E 479700',
        'N 6305700 E 479400',
      ]);
      await waitFor(() => assert(text().includes(screen.eudrInvalidPolygons), text()));
      assert(!text().includes('Yta 2:'), 'no area added');
      await expectNoAxeViolations(root());
    });

    it('saving origin areas: a missing volume is the form message; a failed call the EUDR one', async () => {
      await drawOrigin();
      type(field(root(), 'EUDR-volym (m³fub)'), '');
      getByRole(root(), 'button', 'Spara ursprungsytor').click();
      await waitFor(() => assert(text().includes(screen.formValidation), text()));
      equal(
        page.api.deliveryCalls().filter((c) => c.method === 'PUT').length,
        0,
        'nothing sent while the form is wrong',
      );
      page.api.answer('saveOriginAreas', problem('internal'));
      type(field(root(), 'EUDR-volym (m³fub)'), '300');
      getByRole(root(), 'button', 'Spara ursprungsytor').click();
      await waitFor(() => assert(text().includes(screen.eudrAreaSaveFailed), text()));
      assert(!text().includes(screen.formValidation), 'the form message goes');
      await expectNoAxeViolations(root());
    });
  });

  describe('the landing position', () => {
    async function newLanding() {
      await open(`${ids.ongoing}/upplag/`);
      const create = await waitFor(() => getByRole(root(), 'button', 'Nytt avlägg'));
      create.click();
      return waitFor(() => getByRole(root(), 'dialog'));
    }
    const status = (dialog: HTMLElement) =>
      spaces(dialog.querySelector('[role=status]')?.textContent ?? '');
    const use = (dialog: HTMLElement, value: string) => {
      type(field(dialog, 'Koordinater'), value);
      getByRole(dialog, 'button', 'Använd koordinaterna').click();
    };

    it('warns (without refusing) when another landing lies within 50 metres', async () => {
      const dialog = await newLanding();
      // 14 m from Avlägg vid Norrskogsvägen (N 6306050 E 479650).
      use(dialog, 'N 6306060 E 479660');
      await waitFor(() => equal(status(dialog), 'Vald plats: N 6306060 E 479660'));
      const warning = 'Det finns redan ett avlägg inom 50 meter: Avlägg vid Norrskogsvägen.';
      assert(spaces(dialog.textContent ?? '').includes(warning), 'warned');
      await expectNoAxeViolations(dialog);
      use(dialog, 'N 6305600 E 479500');
      await waitFor(() => equal(status(dialog), 'Vald plats: N 6305600 E 479500'));
      assert(!spaces(dialog.textContent ?? '').includes(warning), 'far enough: no warning');
    });

    it('takes a position typed in WGS 84 as SWEREF 99 TM metres', async () => {
      const dialog = await newLanding();
      use(dialog, formatWgs84(toWgs84({ e: 479_500, n: 6_305_600 })));
      await waitFor(() => equal(status(dialog), 'Vald plats: N 6305600 E 479500'));
      // Paris: in the right form, outside Sweden.
      use(dialog, '48,8584° N, 2,2945° E');
      await waitFor(() =>
        assert(
          description(field(dialog, 'Koordinater')).includes('Koordinaten ligger utanför Sverige.'),
          description(field(dialog, 'Koordinater')),
        ),
      );
      equal(status(dialog), 'Vald plats: N 6305600 E 479500', 'a bad coordinate changes nothing');
    });
  });
});
