import { assert, equal } from '../../../shared/testing/assert.ts';
import { getByRole, waitFor } from '../../../shared/testing/dom.ts';
import { field, type } from '../../../shared/testing/form.ts';
import { describe, it } from '../../../shared/testing/mocha.ts';
import type { OriginAreasInput } from '../../../shared/contracts/timber-deliveries.ts';
import { expectNoAxeViolations } from '../../../shared/ui/testing/axe.ts';
import { deliveriesElement, ids, spaces } from '../testing.ts';

describe('the origin editor: compartments per area', () => {
  const page = deliveriesElement();

  /** The checkbox of a compartment in an area's "Avdelningar i yta N" group. */
  function compartment(area: number, number: string): HTMLInputElement {
    const group = [...page.root().querySelectorAll('fieldset')].find(
      (set) =>
        spaces(set.querySelector('legend')?.textContent ?? '') === `Avdelningar i yta ${area}`,
    );
    assert(group, `the compartments of area ${area}`);
    const label = [...group.querySelectorAll('label')].find(
      (l) => spaces(l.textContent ?? '') === number,
    );
    const box = label?.querySelector('input[type=checkbox]');
    assert(box instanceof HTMLInputElement, `compartment ${number} in area ${area}`);
    return box;
  }

  async function addArea(corners: string[]) {
    const corner = 'Hörnets koordinater (SWEREF 99 TM eller WGS 84)';
    for (const c of corners) {
      type(field(page.root(), corner), c);
      getByRole(page.root(), 'button', 'Lägg till hörn').click();
      await waitFor(() => equal(field(page.root(), corner).value, ''));
    }
    getByRole(page.root(), 'button', 'Avsluta ytan').click();
  }

  it('saves the compartments chosen for each area and shows them in the summary', async () => {
    page.api.originOpen = true;
    page.open(`${ids.ongoing}/upplag/`);
    (await waitFor(() => getByRole(page.root(), 'button', 'Rita ursprungsytor'))).click();
    await waitFor(() => getByRole(page.root(), 'button', 'Spara ursprungsytor'));
    equal(compartment(1, '1').checked, false, 'none chosen yet');
    equal(compartment(1, '2').checked, false);
    compartment(1, '1').click();
    await waitFor(() => equal(compartment(1, '1').checked, true));

    // A second area, 150 by 200 metres, typed: compartment 2, and 1 chosen and unchosen.
    await addArea([
      'N 6305300 E 479850',
      'N 6305300 E 480000',
      'N 6305500 E 480000',
      'N 6305500 E 479850',
    ]);
    await waitFor(() => assert(page.text().includes('Yta 2: 3,00 ha'), page.text()));
    compartment(2, '2').click();
    compartment(2, '1').click();
    await waitFor(() => equal(compartment(2, '1').checked, true));
    compartment(2, '1').click();
    await waitFor(() => equal(compartment(2, '1').checked, false));
    equal(compartment(2, '2').checked, true);
    equal(compartment(1, '1').checked, true, 'the first area keeps its own');
    equal(compartment(1, '2').checked, false);
    assert(page.text().includes('Totalt 27,75 ha'), 'the total of both areas');
    await expectNoAxeViolations(page.root());

    getByRole(page.root(), 'button', 'Spara ursprungsytor').click();
    // Saved with the areas, and the summary names them (once the delivery is fetched again:
    // until then it shows what it had).
    await waitFor(() => getByRole(page.root(), 'button', 'Hämta GeoJSON för EU'));
    await waitFor(() => assert(page.text().includes('Yta 2: 3,00 ha'), page.text()));
    const put = page.api
      .deliveryCalls()
      .find((c) => c.method === 'PUT' && c.path.endsWith('/origin-areas'));
    const sent = put?.body as OriginAreasInput;
    equal(
      JSON.stringify(sent.areas.map((a) => a.compartmentIds)),
      JSON.stringify([[ids.compartment1], [ids.compartment2]]),
    );
    equal(sent.eudrVolume, 300);
    const summary = getByRole(page.root(), 'heading', 'Ursprung (EUDR)').closest('section')!;
    const said = spaces(summary.textContent ?? '');
    assert(said.includes('Yta 1: 24,75 ha. Avdelningar: 1'), said);
    assert(said.includes('Yta 2: 3,00 ha. Avdelningar: 2'), said);
    assert(said.includes('Totalt 27,75 ha'), said);
    assert(
      page.text().includes('Vi granskar ursprunget (EUDR). Ordern är låst så länge.'),
      'review',
    );
    await expectNoAxeViolations(page.root());
  });
});
