import { assert, equal, present } from '../../shared/testing/assert.ts';
import { getByRole, waitFor } from '../../shared/testing/dom.ts';
import { describe, it } from '../../shared/testing/mocha.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { uPlot } from '../../shared/contracts/timber-deliveries/testing.ts';
import { declarationOf, deliveriesElement, ids, spaces } from './testing.ts';

// A U-shaped plot of 2.5 ha inside Norrskogen 1:4 (closed): declared as a point inside it.
const u = [...uPlot, uPlot[0]!];

describe('the origin summary as the member will declare it', () => {
  const page = deliveriesElement();

  it('shows producer, country, production place, and per plot a polygon or a point with its coordinates', async () => {
    page.api.detail.originAreas.push({
      id: '00000000-0000-4000-8000-0000000f0202',
      geometry: { type: 'Polygon', coordinates: [u] },
      compartmentIds: [],
      hectares: 2.5,
    });
    page.open(`${ids.ongoing}/upplag/`);
    // The shared queries know h1–h3 and no lists: read the h4 and the list as the DOM has them.
    const heading = await waitFor(() =>
      present(
        [...page.root().querySelectorAll('.deliveries-origin h4')].find(
          (h) => h.textContent === 'Deklarationen till EU',
        ),
        'the declaration heading',
      ),
    );
    equal(
      page.root().querySelector('.deliveries-origin dl')?.getAttribute('aria-labelledby'),
      heading.id,
    );
    const terms = [...page.root().querySelectorAll('.deliveries-origin dl div')].map((row) =>
      spaces(row.textContent ?? ''),
    );
    equal(
      terms.join(' | '),
      'ProducentAnna Skog | LandSverige (SE) | ProduktionsplatsNorrskogen 1:4',
    );

    const plots = present(
      page.root().querySelector('ul[aria-label="Platser i deklarationen"]'),
      'the declared plots',
    );
    const items = [...plots.querySelectorAll('li')].map((li) => spaces(li.textContent ?? ''));
    equal(items.length, 2);
    equal(items[0], 'Plats 1: polygon, 24,75 ha, 4 hörn (WGS 84)');
    // The point the file declares, written with six decimals (a trailing 0 kept on screen).
    const point = declarationOf(page.api.detail)!.features[1]!.geometry.coordinates as [
      number,
      number,
    ];
    const six = (value: number) => value.toFixed(6).replace('.', ',');
    equal(items[1], `Plats 2: punkt, 2,50 ha, ${six(point[1])}° N, ${six(point[0])}° E (WGS 84)`);
    assert(/\d{2},\d{6}° N, \d{2},\d{6}° E/.test(items[1]!), items[1]);
    await expectNoAxeViolations(page.root());
  });

  it('declares nothing before an area is drawn', async () => {
    page.api.detail.originAreas.length = 0;
    page.open(`${ids.ongoing}/upplag/`);
    await waitFor(() => getByRole(page.root(), 'heading', 'Ursprung (EUDR)'));
    equal(page.root().querySelector('.deliveries-origin h4'), null);
    assert(page.text().includes('Inga ursprungsytor är ritade ännu.'), page.text());
  });
});
