import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { savesPerTest } from '../../shared/testing/saves.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { cells, getByRole, queryByRole, spaces, waitFor } from '../../shared/testing/dom.ts';
import { problem } from '../../shared/testing/fakeApi.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import type { DemoChoice } from '../../tests/harness/profiles.ts';
import { bertilYears, economicDevelopmentPerTest, type FakeOptions } from './testing.ts';

const home = '/skogsgardens-ekonomi/ekonomisk-utveckling/';
const failure = 'Kunde inte läsa in diagrammet. Vänligen ladda om sidan.';

describe('portal-economic-development', () => {
  const page = economicDevelopmentPerTest();
  const { root } = page;
  const saves = savesPerTest();

  /** Opens the page for the person (Anna) with the fake's years (hers). */
  async function open(fake?: FakeOptions, choice: DemoChoice = { person: 'anna' }) {
    if (fake) page.setUp(choice, fake);
    return page.open(home);
  }
  const chart = () => waitFor(() => getByRole(root(), 'group', 'Ekonomisk utveckling per år'));
  const years = () => [...root().querySelectorAll<SVGGElement>('g[role="img"][data-year]')];
  const readout = () => spaces(root().querySelector('[data-readout]')?.textContent ?? '');
  const button = (name: string) => getByRole(root(), 'button', name);
  const focusedYear = () => document.activeElement?.getAttribute('data-year');
  const tableRows = () => [...root().querySelectorAll('tbody tr')].map(cells);
  const headers = () =>
    [...root().querySelectorAll('thead th')].map((th) => spaces(th.textContent ?? ''));

  it("draws Anna's eight years as a chart in million kronor, each year named with its figures", async () => {
    await open();
    const svg = await chart();
    equal(years().length, 8);
    deepEqual(
      years().map((g) => g.dataset.year),
      ['2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025'],
    );
    const y2022 = years()[4]!;
    equal(
      spaces(y2022.getAttribute('aria-label') ?? ''),
      '2022: totalt 1,221 mnkr. Försäljning 1,149 mnkr, vinstdelning 0,046 mnkr, utdelning på försäljning 0,023 mnkr, utdelning på insatser 0,003 mnkr, insatsemission 0,000 mnkr. Virkesvolym 2 480,0 m3fub.',
    );
    // Five stacked series, with a zero one left out; the axis names the unit.
    equal(y2022.querySelectorAll('.econ-bar').length, 5); // four money segments + volume
    assert(spaces(svg.textContent ?? '').includes('Belopp, mnkr'), 'axis in mnkr');
    assert(readout().startsWith('2025: totalt 0,310 mnkr'), readout());
    equal(button('Diagram').getAttribute('aria-pressed'), 'true');
    equal(button('Tabell').getAttribute('aria-pressed'), 'false');
    deepEqual(
      page.api.calls.map((c) => c.url),
      ['/api/v1/economic-development'],
    );
    await expectNoAxeViolations(root());
  });

  it('toggles to a data table with the same figures in the same unit, and back', async () => {
    await open();
    await chart();
    button('Tabell').click();
    const table = await waitFor(() =>
      getByRole(root(), 'region', 'Ekonomisk utveckling per år, belopp i miljoner kronor'),
    );
    assert(table.querySelector('table'), 'a table in its region');
    equal(root().querySelector('svg'), null);
    deepEqual(headers(), [
      'År',
      'Virkesvolym (m3fub)',
      'Försäljning (mnkr)',
      'Vinstdelning (mnkr)',
      'Utdelning på försäljning (mnkr)',
      'Utdelning på insatser (mnkr)',
      'Insatsemission (mnkr)',
      'Totalt (mnkr)',
    ]);
    equal(tableRows().length, 8);
    deepEqual(tableRows()[4], [
      '2022',
      '2 480,0',
      '1,149',
      '0,046',
      '0,023',
      '0,003',
      '0,000',
      '1,221',
    ]);
    deepEqual(tableRows()[1], [
      '2019',
      '0,0',
      '0,000',
      '0,000',
      '0,000',
      '0,002',
      '0,001',
      '0,004',
    ]);
    equal(button('Tabell').getAttribute('aria-pressed'), 'true');
    await expectNoAxeViolations(root());
    button('Diagram').click();
    await chart();
    equal(queryByRole(root(), 'region'), null);
  });

  it("shows Bertil's smaller years in thousand kronor", async () => {
    await open({ years: bertilYears() }, { person: 'bertil' });
    await chart();
    assert(
      spaces(root().querySelector('svg')!.textContent ?? '').includes('Belopp, tkr'),
      'tkr axis',
    );
    button('Tabell').click();
    await waitFor(() =>
      getByRole(root(), 'region', 'Ekonomisk utveckling per år, belopp i tusental kronor'),
    );
    equal(headers()[2], 'Försäljning (tkr)');
    deepEqual(tableRows()[1], ['2024', '95,5', '41,3', '1,2', '0,6', '1,0', '0,5', '44,6']);
  });

  it('downloads the exact figures as CSV: semicolons, decimal comma, a UTF-8 BOM', async () => {
    await open();
    await chart();
    button('Ladda ner som CSV').click();
    equal(saves().length, 1);
    equal(saves()[0]!.download, 'ekonomisk-utveckling.csv');
    const blob = saves()[0]!.blob!;
    assert(blob.type.startsWith('text/csv'), blob.type);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    const lines = text.split('\r\n');
    equal(lines.length, 10); // header, eight years, the final line break
    equal(
      lines[0],
      'År;Virkesvolym (m3fub);Försäljning (kr);Vinstdelning (kr);Utdelning på försäljning (kr);Utdelning på insatser (kr);Insatsemission (kr);Totalt (kr)',
    );
    equal(lines[5], '2022;2480,0;1148600,00;45940,00;22970,00;3310,00;0,00;1220820,00');
    equal(lines[4], '2021;120,4;51880,00;1810,00;910,00;2880,00;1500,00;58980,00');
    equal(lines[9], '');
  });

  it('says the chart could not be read, word for word, when the call fails', async () => {
    page.api.answer('getEconomicDevelopment', problem('internal'));
    await open();
    const alert = await waitFor(() => getByRole(root(), 'alert'));
    equal(spaces(alert.textContent ?? ''), failure);
    equal(root().querySelector('svg'), null);
    equal(queryByRole(root(), 'button', 'Tabell'), null);
    await expectNoAxeViolations(root());
  });

  it('tells a member with no years so, without a chart, table or download', async () => {
    await open({ years: [] });
    await waitFor(() =>
      assert(
        spaces(root().textContent ?? '').startsWith(
          'Det finns ingen ekonomisk utveckling att visa ännu.',
        ),
      ),
    );
    equal(root().querySelector('svg'), null);
    equal(queryByRole(root(), 'button', 'Ladda ner som CSV'), null);
    await expectNoAxeViolations(root());
  });

  it('moves between the years with the arrow keys, Home and End, as one tab stop', async () => {
    await open();
    await chart();
    button('Ladda ner som CSV').focus();
    await sendKeys({ press: 'Tab' });
    equal(focusedYear(), '2025');
    equal(years().filter((g) => g.getAttribute('tabindex') === '0').length, 1);
    await sendKeys({ press: 'ArrowLeft' });
    equal(focusedYear(), '2024');
    assert(readout().startsWith('2024: totalt 0,005 mnkr'), readout());
    await sendKeys({ press: 'Home' });
    equal(focusedYear(), '2018');
    await sendKeys({ press: 'ArrowLeft' });
    equal(focusedYear(), '2018');
    await sendKeys({ press: 'End' });
    equal(focusedYear(), '2025');
    // The toggle works from the keyboard too.
    button('Tabell').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => equal(tableRows().length, 8));
  });
});
