import { sendKeys, setViewport } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { cells, getByRole, spaces, waitFor } from '../../shared/testing/dom.ts';
import { description, field, type } from '../../shared/testing/form.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { estateIds, priceCalculationPerTest } from './testing.ts';
import { assertTableReflows } from '../../shared/ui/testing/reflow.ts';

const home = '/skogsgardens-affarer/priskalkyl/';
const pricesFailed = 'Något gick fel när priserna skulle hämtas...';

describe('portal-price-calculation', () => {
  const page = priceCalculationPerTest();
  const { root, setUp } = page;
  const open = async (path = home) => page.open(path);
  const selectNamed = (name: string) => {
    const label = [...root().querySelectorAll('label')].find(
      (l) => spaces(l.textContent ?? '') === name,
    );
    const select = label && document.getElementById(label.htmlFor);
    if (!(select instanceof HTMLSelectElement)) throw new Error(`No select ${name}`);
    return select;
  };
  const estateSelect = () => selectNamed('Fastighet');
  const choose = (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const radio = (name: string) => field(root(), name);
  const priceTable = () => {
    const table = root().querySelector('table');
    if (!table) throw new Error('No table');
    return table;
  };
  const headers = () =>
    [...priceTable().querySelectorAll('thead th')].map((th) => spaces(th.textContent ?? ''));
  const row = (assortment: string) => {
    const found = [...priceTable().querySelectorAll('tbody tr')]
      .map((tr) => cells(tr))
      .find((r) => r[0] === assortment);
    if (!found) throw new Error(`No row ${assortment}`);
    return found;
  };
  const total = (assortment = 'Talltimmer') => row(assortment)[1];
  const status = () => spaces(getByRole(root(), 'status').textContent ?? '');

  async function pickNorrskogen() {
    await open();
    choose(await waitFor(() => estateSelect()), estateIds.norrskogen);
    await waitFor(() => equal(status(), 'Priserna är uppdaterade.'));
    return priceTable();
  }

  it('Anna picks Norrskogen and reads its prices per assortment, total price first', async () => {
    await open();
    const select = await waitFor(() => estateSelect());
    deepEqual(
      [...select.options].map((o) => o.textContent),
      ['Välj fastighet', 'Björkås 2:7', 'Norrskogen 1:4'],
    );
    equal(root().querySelector('table'), null);
    equal(page.api.calculations().length, 0, 'nothing is calculated before an estate is picked');

    choose(select, estateIds.norrskogen);
    const table = await waitFor(() => priceTable());
    const name = document.getElementById(table.getAttribute('aria-labelledby') ?? '');
    equal(spaces(name?.textContent ?? ''), 'Pris per sortiment för Norrskogen 1:4');
    equal(table.parentElement?.getAttribute('aria-labelledby'), name?.id, 'its region too');
    deepEqual(headers(), [
      'Sortiment',
      'Totalpris',
      'Genomsnittligt grundpris',
      'Marknadspremie',
      'Naturvårdspremie',
      'Certifieringspremie',
      'Omlastningsavdrag',
      'Tillgänglighetspremie',
      'Volympremie',
      'Avtalspremie',
      'Markskyddsavgift',
    ]);
    // 820 + 22,50 volume (75 %) + 50 market + 18,75 access (1A, B) + 20 − 6 + 49,20 cert + 82 nature
    deepEqual(row('Talltimmer'), [
      'Talltimmer',
      '1 056,45 kr',
      '820,00 kr',
      '50,00 kr',
      '82,00 kr',
      '49,20 kr',
      '0,00 kr',
      '18,75 kr',
      '22,50 kr',
      '20,00 kr',
      '−6,00 kr',
    ]);
    equal(table.querySelectorAll('tbody tr').length, 5);
    // The estate's own values are in the form, and they were the one call's body.
    assert(radio('Avverkningsuppdrag').checked, 'agreement form');
    assert(radio('1A').checked, 'forest class');
    equal(field(root(), 'Volym').value, '800');
    deepEqual(page.api.calculations(), [
      {
        estateId: estateIds.norrskogen,
        body: page.api.estates.find((e) => e.id === estateIds.norrskogen)!.values,
      },
    ]);
    equal(page.api.callsOf('getEstates').length, 1);
    await expectNoAxeViolations(root());
  });

  it('class 2A and a new volume: one call per change, the table follows, reset restores', async () => {
    await pickNorrskogen();
    const before = total();
    equal(before, '1 056,45 kr');

    radio('2A').click();
    await waitFor(() => equal(total(), '1 037,70 kr'));
    equal(page.api.calculations().length, 2);
    equal(page.api.calculations()[1]?.body.forestAccessibilityClass, '2A');

    // Typing 1, 12, 120 asks once, when typing pauses.
    const volume = field(root(), 'Volym');
    type(volume, '1');
    type(volume, '12');
    type(volume, '120');
    await waitFor(() => equal(total(), '1 015,20 kr'));
    equal(page.api.calculations().length, 3, 'one call for the typed volume');
    equal(page.api.calculations()[2]?.body.volume, 120);
    assert(spaces(root().textContent ?? '').includes('för en volym av 120 m³fub'), 'volume');

    getByRole(root(), 'button', 'Återställ fastighetens värden').click();
    await waitFor(() => equal(total(), before));
    assert(radio('1A').checked, 'the class is the estate own again');
    equal(field(root(), 'Volym').value, '800');
    equal(page.api.calculations().length, 4);
    deepEqual(page.api.calculations()[3]?.body, page.api.calculations()[0]?.body);
    await expectNoAxeViolations(root());
  });

  it('a newer change aborts the older call, whose late answer never shows', async () => {
    await pickNorrskogen();
    const road = selectNamed('Vägens tillgänglighetsklass');
    const release = page.api.holdNext('calculate');
    choose(road, 'A');
    await waitFor(() => equal(page.api.calculations().length, 2));
    choose(road, 'D');
    await waitFor(() => equal(page.api.calculations().length, 3));
    assert(page.api.calls.at(-2)?.signal?.aborted, 'the call for A is aborted');
    // D: no accessibility premium.
    await waitFor(() => equal(row('Talltimmer')[7], '0,00 kr'));
    release();
    await waitFor(() => equal(status(), 'Priserna är uppdaterade.'));
    equal(row('Talltimmer')[7], '0,00 kr');
  });

  it('checks the volume with the shared schema and asks nothing while it is wrong', async () => {
    await pickNorrskogen();
    const volume = field(root(), 'Volym');
    type(volume, 'mycket');
    volume.focus();
    volume.blur();
    await waitFor(() =>
      assert(description(volume).includes('Ange volymen i hela kubikmeter.'), description(volume)),
    );
    type(volume, '0');
    await waitFor(() =>
      assert(
        description(volume).includes('Ange en volym mellan 1 och 100 000.'),
        description(volume),
      ),
    );
    equal(volume.getAttribute('aria-invalid'), 'true');
    equal(page.api.calculations().length, 1, 'no call for a wrong volume');
    type(volume, '1 200');
    await waitFor(() => equal(page.api.calculations().at(-1)?.body.volume, 1200));
    equal(volume.getAttribute('aria-invalid'), null);
  });

  it("says the spec's words when the prices cannot be fetched, and tries again", async () => {
    page.api.failNext('calculate', 'pricesUnavailable');
    await open();
    choose(await waitFor(() => estateSelect()), estateIds.norrskogen);
    const alert = await waitFor(() => getByRole(root(), 'alert'));
    equal(spaces(alert.querySelector('p')?.textContent ?? ''), pricesFailed);
    equal(root().querySelector('table'), null);
    await expectNoAxeViolations(root());
    getByRole(alert, 'button', 'Försök igen').click();
    await waitFor(() => priceTable());

    // Any failure of the prices reads the same (here a server error on a change).
    page.api.failNext('calculate', 'internal');
    radio('1B').click();
    await waitFor(() =>
      equal(spaces(getByRole(root(), 'alert').querySelector('p')?.textContent ?? ''), pricesFailed),
    );
  });

  it('a member without estates is told so, with nothing to pick', async () => {
    setUp({ person: 'anna' }, { estates: [] });
    await open();
    await waitFor(() =>
      assert(
        spaces(root().textContent ?? '').includes('Det finns ingen fastighet kopplad till dig'),
        spaces(root().textContent ?? ''),
      ),
    );
    equal(root().querySelector('select'), null);
    equal(page.api.calculations().length, 0);
    await expectNoAxeViolations(root());
  });

  it('shows the expected dividend column only when the answer says its flag is on', async () => {
    setUp({ person: 'anna' }, { dividend: true });
    await pickNorrskogen();
    equal(headers().at(-1), 'Förväntad utdelning');
    // 3,5 % of 1 056,45
    equal(row('Talltimmer').at(-1), '36,98 kr');
    root().remove();
    setUp({ person: 'anna' }, { dividend: false });
    await pickNorrskogen();
    assert(!headers().includes('Förväntad utdelning'), 'no dividend column');
  });

  it('David, without the role, is refused and nothing is asked', async () => {
    setUp({ person: 'david' });
    await open();
    await waitFor(() =>
      assert(
        spaces(root().textContent ?? '').includes('Du har inte rättighet att utföra denna åtgärd.'),
        spaces(root().textContent ?? ''),
      ),
    );
    equal(page.api.calls.length, 0);
    await expectNoAxeViolations(root());
  });

  it('works by keyboard: arrows change the class, Tab reaches reset and the table region', async () => {
    await pickNorrskogen();
    radio('1A').focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => equal(page.api.calculations().at(-1)?.body.forestAccessibilityClass, '1B'));
    await waitFor(() => equal(total(), '1 048,95 kr'));
    const reset = getByRole(root(), 'button', 'Återställ fastighetens värden');
    for (let i = 0; i < 12 && document.activeElement !== reset; i++)
      await sendKeys({ press: 'Tab' });
    equal(document.activeElement, reset, 'Tab reaches the reset button');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => equal(total(), '1 056,45 kr'));
    assert(radio('1A').checked, 'restored');
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement?.getAttribute('role'), 'region', 'the table region is next');
  });

  it('reflows at 320 px: assortment and total first, the table scrolls in its own region', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      const table = await pickNorrskogen();
      deepEqual(headers().slice(0, 2), ['Sortiment', 'Totalpris']);
      const region = assertTableReflows(table);
      assert(region.scrollWidth > region.clientWidth, 'the rest is reachable by scrolling');
      await expectNoAxeViolations(root());
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });
});
