import { deepEqual, equal } from '../testing/assert.ts';
import { getByRole } from '../testing/dom.ts';
import { describe, it } from '../testing/mocha.ts';
import { mountPerTest } from '../testing/react.ts';
import { expectNoAxeViolations } from '../ui/testing/axe.ts';
import { DataTable } from './DataTable.tsx';

const columns = (withVolume: boolean) => [
  { label: 'Avdelning' },
  withVolume && { label: 'Volym', className: 'numeric' },
  { label: 'Sortiment' },
];
const rows = (
  <tr>
    <th scope="row">Avd. 4</th>
    <td className="numeric">120 m³fub</td>
    <td>Massaved</td>
  </tr>
);

describe('DataTable', () => {
  const mount = mountPerTest();

  it('names table and scroll region by its caption; the region is a tab stop', async () => {
    const page = mount(
      <DataTable
        name={{ caption: 'Leveranser 2026' }}
        className="data-table"
        columns={columns(true)}
      >
        {rows}
      </DataTable>,
    );
    const region = getByRole(page, 'region', 'Leveranser 2026');
    equal(region.tabIndex, 0);
    const table = region.querySelector('table');
    equal(table?.querySelector('caption')?.textContent, 'Leveranser 2026');
    deepEqual(
      [...(table?.querySelectorAll('thead th') ?? [])].map((th) => [th.textContent, th.className]),
      [
        ['Avdelning', ''],
        ['Volym', 'numeric'],
        ['Sortiment', ''],
      ],
    );
    await expectNoAxeViolations(page);
  });

  it('names both by the heading above, leaving out a column given as false', async () => {
    // The section around it is no landmark of its own: the region already has the heading's name.
    const page = mount(
      <section>
        <h2 id="h">Virkesorder</h2>
        <DataTable name={{ labelledBy: 'h' }} className="data-table" columns={columns(false)}>
          <tr>
            <th scope="row">Avd. 4</th>
            <td>Massaved</td>
          </tr>
        </DataTable>
      </section>,
    );
    const region = getByRole(page, 'region', 'Virkesorder');
    const table = region.querySelector('table');
    equal(table?.getAttribute('aria-labelledby'), 'h');
    equal(table?.querySelector('caption'), null);
    deepEqual(
      [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent),
      ['Avdelning', 'Sortiment'],
    );
    await expectNoAxeViolations(page);
  });
});
