import { setViewport } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { savesPerTest } from '../../shared/testing/saves.ts';
import { assert, deepEqual, equal, present } from '../../shared/testing/assert.ts';
import {
  getByRole,
  queryByRole,
  spaces,
  textOutsideAriaHidden,
  waitFor,
} from '../../shared/testing/dom.ts';
import { field, type } from '../../shared/testing/form.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { orderedServicesLoadError } from '../../shared/contracts/ordered-services/problems.ts';
import { numbers, orderedServicesPerTest, unitIds } from './testing.ts';

const base = '/skogsgardens-affarer/bestallda-tjanster/';
const flags = ['MemberProduction', 'MemberProductionMap', 'AssortmentReport'];

const text = (node: Element | null | undefined) => spaces(node?.textContent ?? '');
/** A cell as a screen reader hears it: parts marked aria-hidden left out. */
const heard = (cell: Element) => spaces(textOutsideAriaHidden(cell));
const rows = (root: ParentNode) =>
  [...root.querySelectorAll('table tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map(heard),
  );
/** The select a label names. */
function select(root: ParentNode, label: string): HTMLSelectElement {
  const found = [...root.querySelectorAll('label')].find((l) => text(l) === label);
  return present(
    found && (document.getElementById(found.htmlFor) as HTMLSelectElement | null),
    label,
  );
}

describe('portal-ordered-services', () => {
  const page = orderedServicesPerTest(flags);
  const { root, navigations } = page;
  const saves = savesPerTest();

  afterEach(async () => {
    await setViewport({ width: 1280, height: 800 });
  });

  const open = (path: string) => page.open(path);
  const table = () => present(root().querySelector('table'), 'a table');
  /** A definition list as "term: value" pairs. */
  const facts = (dl: Element | null) =>
    [...(dl?.querySelectorAll('dt') ?? [])].map(
      (dt) => `${text(dt)}: ${dt.nextElementSibling ? heard(dt.nextElementSibling) : ''}`,
    );
  const listCalls = () =>
    page.api.calls.filter((c) => c.path === '/api/v1/ordered-services').map((c) => c.search);

  it('lists the active tab with steps as completed/total, and the finished tab by its route', async () => {
    open(base);
    await waitFor(() => table());
    deepEqual(rows(root()), [
      [
        numbers.scarification,
        'Markberedning',
        'Norrskogen 1:4',
        '2026-10-02',
        '6,4 ha',
        '0 av 3 steg klara',
      ],
      [
        numbers.planting,
        'Plantering',
        'Norrskogen 1:4',
        '2026-10-02',
        '6,4 ha',
        '0 av 4 steg klara',
      ],
      [numbers.thinning, 'Gallring', 'Björkås 2:7', '2026-08-26', '11,2 ha', '2 av 5 steg klara'],
    ]);
    const tabs = getByRole(root(), 'navigation', 'Tjänster');
    equal(getByRole(tabs, 'link', 'Aktiva (3)').getAttribute('aria-current'), 'page');
    getByRole(tabs, 'link', 'Avslutade (2)').click();
    deepEqual(navigations(), [`${base}avslutade/`]);
    await waitFor(() => equal(rows(root())[0]?.[0], numbers.felling));
    equal(getByRole(tabs, 'link', 'Avslutade (2)').getAttribute('aria-current'), 'page');
    equal(text(getByRole(root(), 'status')), '2 tjänster');
    deepEqual(listCalls(), ['?state=active', '?state=finished']);
    await expectNoAxeViolations(root());
  });

  it('searches in the server and says when nothing matches', async () => {
    open(`${base}aktiva/`);
    await waitFor(() => table());
    type(field(root(), 'Sök tjänst'), 'björkås');
    getByRole(root(), 'button', 'Sök').click();
    await waitFor(() => equal(rows(root()).length, 1));
    equal(listCalls().at(-1), '?state=active&q=bj%C3%B6rk%C3%A5s');
    type(field(root(), 'Sök tjänst'), 'Granliden');
    getByRole(root(), 'button', 'Sök').click();
    await waitFor(() => getByRole(root(), 'status', /Inga tjänster matchar/));
    assert(text(root()).includes('Inga tjänster matchar sökningen eller filtret.'), 'no match');
  });

  it('refuses a search over 100 characters with the server’s message, asking nothing', async () => {
    open(`${base}aktiva/`);
    await waitFor(() => table());
    const before = listCalls().length;
    type(field(root(), 'Sök tjänst'), 'a'.repeat(101));
    getByRole(root(), 'button', 'Sök').click();
    await waitFor(() => assert(text(root()).includes('Söktexten får vara högst 100 tecken.')));
    equal(listCalls().length, before);
  });

  it('filters in a modal whose show button counts live, and applies on show', async () => {
    open(`${base}aktiva/`);
    await waitFor(() => table());
    getByRole(root(), 'button', 'Filtrera och sortera').click();
    const dialog = await waitFor(() => getByRole(root(), 'dialog', 'Filtrera och sortera'));
    await waitFor(() => getByRole(dialog, 'button', 'Visa 3 tjänster'));
    field(dialog, 'Pågående').click();
    await waitFor(() => getByRole(dialog, 'button', 'Visa 1 tjänst'));
    const type_ = select(dialog, 'Åtgärd');
    type_.value = 'planting';
    type_.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => getByRole(dialog, 'button', 'Visa 0 tjänster'));
    type_.value = 'thinning';
    type_.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => getByRole(dialog, 'button', 'Visa 1 tjänst'));
    await expectNoAxeViolations(root());
    getByRole(dialog, 'button', 'Visa 1 tjänst').click();
    await waitFor(() => equal(queryByRole(root(), 'dialog'), null));
    await waitFor(() =>
      deepEqual(
        rows(root()).map((r) => r[0]),
        [numbers.thinning],
      ),
    );
    equal(listCalls().at(-1), '?state=active&status=inProgress&treatmentType=thinning');
    const button = getByRole(root(), 'button', 'Filtrera och sortera (2 val)');
    equal(document.activeElement, button, 'focus back on the filter button');
  });

  it('shows a service with its units, a draft unit saying so, and counts a related link', async () => {
    open(`${base}tjanst/${numbers.planting}/`);
    await waitFor(() => getByRole(root(), 'heading', 'Plantering, Norrskogen 1:4'));
    const shown = facts(root().querySelector('.services-facts'));
    for (const part of [
      'Utförare: Inte utsedd ännu',
      'Avtal (delprojekt): 4711-0005',
      'Produktionssteg: 0 av 4 steg klara',
      'Ansvarig: Johan Lindqvist, 0470-77 12 40',
    ])
      assert(shown.includes(part), part);
    const unit = present(root().querySelector('.services-unit'), 'a unit');
    assert(text(unit).includes('Utkast: din skogsrådgivare förbereder instruktionerna'), 'draft');
    const unitFacts = facts(unit.querySelector('dl'));
    for (const part of [
      'Säsong: Vår',
      'Plantstorlek: Täckrot 90 cc',
      'Antal plantor totalt: 16 000',
      'Plantor per hektar: 2 500',
      'Proveniens: Gran, Hagby FP-545, zon 3',
      'Start tidigast: 2027-05-01',
    ])
      assert(unitFacts.includes(part), `${part} in ${unitFacts.join(' | ')}`);
    assert(!queryByRole(root(), 'link', 'Visa inmätt virke'), 'no measured timber yet');
    const link = getByRole(root(), 'link', 'Ditt avtal på Mina dokument');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    await waitFor(() =>
      assert(page.api.calls.some((c) => c.path === '/api/v1/production/customevents/openLink')),
    );
    await expectNoAxeViolations(root());
  });

  it('shows a finished service only after the override, under a warning', async () => {
    open(`${base}tjanst/${numbers.felling}/`);
    await waitFor(() => getByRole(root(), 'button', 'Visa den avslutade tjänsten'));
    assert(text(root()).includes('Tjänsten är avslutad.'), 'the warning');
    assert(!root().querySelector('.services-facts'), 'nothing shown before the override');
    getByRole(root(), 'button', 'Visa den avslutade tjänsten').click();
    await waitFor(() => root().querySelector('.services-facts'));
    equal(document.activeElement, getByRole(root(), 'heading', 'Slutavverkning, Norrskogen 1:4'));
    getByRole(root(), 'link', 'Visa inmätt virke').click();
    deepEqual(navigations().at(-1), `${base}tjanst/${numbers.felling}/inmatt/`);
  });

  it("a list or a service that fails to load says §8's load error, and loads again on retry", async () => {
    page.api.failNext('listServiceOrders', 'internal');
    open(base);
    const alert = await waitFor(() => getByRole(root(), 'alert'));
    equal(text(alert.querySelector('p')), orderedServicesLoadError);
    equal(
      orderedServicesLoadError,
      'Något gick fel när uppgifterna skulle hämtas. Försök igen eller kontakta Skogsägarsupporten.',
    );
    await expectNoAxeViolations(root());
    getByRole(alert, 'button', 'Försök igen').click();
    await waitFor(() => table());
    assert(!queryByRole(root(), 'alert'), 'the message goes');

    root().remove();
    page.api.failNext('getServiceOrder', 'internal');
    open(`${base}tjanst/${numbers.thinning}/`);
    const again = await waitFor(() => getByRole(root(), 'alert'));
    equal(text(again.querySelector('p')), orderedServicesLoadError);
    getByRole(again, 'button', 'Försök igen').click();
    await waitFor(() => root().querySelector('.services-facts'));
  });

  it('answers a number that is not the member’s with the generic message', async () => {
    open(`${base}tjanst/9999999/`);
    await waitFor(() => getByRole(root(), 'alert'));
    equal(text(getByRole(root(), 'alert').querySelector('p')), 'Det du söker finns inte.');
  });

  it('reports the measured timber with totals, downloads CSV and counts the visit', async () => {
    open(`${base}tjanst/${numbers.felling}/inmatt/`);
    await waitFor(() => getByRole(root(), 'heading', 'Summa per sortiment'));
    const totals = root().querySelectorAll('table')[0]!;
    deepEqual(rows(totals), [
      ['Grantimmer', '30,25 m³fub', '22 433,50 kr', '120'],
      ['Barrmassaved', '12,50 m³fub', '4 500,00 kr', '80'],
      ['Totalt', '42,75 m³fub', '26 933,50 kr', '200'],
    ]);
    const measurements = rows(root().querySelectorAll('table')[1]!);
    deepEqual(measurements[1], [
      'VO-3104512-02',
      'Barrmassaved',
      'Södra Cell Mönsterås',
      '2026-09-14',
      'AR-2026-40519',
      '12,50 m³fub',
      '12,25 m³fub',
      '13,00 m³fub',
      'Nej',
      '0,00 kr',
      '90,00 kr',
      '4 500,00 kr',
      'Röta',
      '80',
    ]);
    assert(text(root()).includes('Stocklista, VO-3104512-01 (120 stockar)'), 'log bill');
    equal(
      page.api.calls.filter((c) => c.path.endsWith('/openAssortmentPowerBiReportPage')).length,
      1,
    );
    getByRole(root(), 'button', 'Ladda ned som CSV').click();
    deepEqual(
      saves().map((s) => s.download),
      [`inmatt-virke-${numbers.felling}.csv`],
    );
    page.api.restore(); // the blob is read by the browser's own fetch
    const csv = await (await fetch(saves()[0]!.href)).text();
    equal(
      csv.split('\r\n').length,
      202,
      `a header, 200 logs and the last line end: ${csv.slice(0, 200)}`,
    );
    await expectNoAxeViolations(root());
  });

  it('says the timber data could not be read for an order without it', async () => {
    open(`${base}tjanst/${numbers.thinning}/inmatt/`);
    await waitFor(() => getByRole(root(), 'alert'));
    equal(
      text(getByRole(root(), 'alert').querySelector('p')),
      'Det gick inte att läsa virkesdata för tjänsten. Försök igen senare eller kontakta Skogsägarsupporten.',
    );
  });

  it('draws the units on the map beside their list; choosing in either selects in both', async () => {
    open(`${base}tjanst/${numbers.thinning}/karta/?lager=ortofoto`);
    // §2.2: `karta` redirects to the unit list in place of the address, the query passed on.
    await waitFor(() =>
      deepEqual(page.harness.calls.filter(([call]) => call === 'navigate')[0], [
        'navigate',
        `${base}tjanst/${numbers.thinning}/karta/atgardsobjekt/?lager=ortofoto`,
        'replace',
      ]),
    );
    const map = await waitFor(() => getByRole(root(), 'region', 'Karta'));
    await waitFor(() => equal(map.querySelectorAll('path.services-unit').length, 3));
    const list = present(root().querySelector<HTMLElement>('.services-unit-list'), 'the units');
    getByRole(list, 'link', 'Åtgärdsobjekt 2').click();
    deepEqual(
      navigations().at(-1),
      `${base}tjanst/${numbers.thinning}/karta/atgardsobjekt/${unitIds[1]}/?lager=ortofoto`,
    );
    await waitFor(() =>
      equal(getByRole(list, 'link', 'Åtgärdsobjekt 2').getAttribute('aria-current'), 'true'),
    );
    await waitFor(() => assert(map.querySelector('path.services-unit-2.services-unit-selected')));

    // A click on unit 3's polygon on the map selects it in the list.
    const polygon = map.querySelector<SVGPathElement>('path.services-unit-3')!;
    const box = polygon.getBoundingClientRect();
    polygon.dispatchEvent(
      new MouseEvent('click', {
        bubbles: true,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
      }),
    );
    await waitFor(() =>
      equal(getByRole(list, 'link', 'Åtgärdsobjekt 3').getAttribute('aria-current'), 'true'),
    );
    assert(map.querySelector('path.services-unit-3.services-unit-selected'), 'drawn selected');
    equal(getByRole(list, 'link', 'Åtgärdsobjekt 2').getAttribute('aria-current'), null);

    // Harvesting site info opens the popup with its Swedish label.
    getByRole(root(), 'button', 'Avlägg').click();
    await waitFor(() => assert(text(map.querySelector('.leaflet-popup')).includes('Avlägg')));
    assert(
      text(map.querySelector('.leaflet-popup')).includes('Avlägg vid vändplanen.'),
      'described',
    );
  });

  it('is axe clean at phone width on the list and the map', async () => {
    await setViewport({ width: 320, height: 640 });
    open(`${base}aktiva/`);
    await waitFor(() => table());
    await expectNoAxeViolations(root());
    root().remove();
    open(`${base}tjanst/${numbers.thinning}/karta/atgardsobjekt/${unitIds[0]}/`);
    const map = await waitFor(() => getByRole(root(), 'region', 'Karta'));
    await waitFor(() => equal(map.querySelectorAll('path.services-unit').length, 3));
    await expectNoAxeViolations(root());
  });
});
