import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { sv } from './sv.ts';
import { deliveriesElement, demoDeliveryFlags, ids, spaces } from './testing.ts';

const listPath = `${ids.ongoing}/upplag/`;

/**
 * What the member is told instead of being refused: the cooperative's returned origin review
 * with its note, and the actions the server would refuse whatever is typed.
 */
describe('portal-timber-deliveries refusals in the screens', () => {
  const page = deliveriesElement();

  const { root, text, gone, openShowing: open } = page;

  it('a returned origin review: the status, the cooperative’s note by the origin, drawing again', async () => {
    page.api.ongoing = { status: 'Draft', eudrStatus: 'Returned' };
    page.api.originOpen = true;
    page.api.detail.originReturnNote = 'Ytan når in på grannens skifte, rita om den östra kanten.';
    await open(listPath, 'Avlägg vid Norrskogsvägen');
    assert(text().includes('Ursprunget skickat tillbaka för komplettering'), 'the status line');
    const box = root().querySelector('.alert-warning');
    assert(box, 'the returned notice');
    const boxText = spaces(box.textContent ?? '');
    assert(boxText.includes(sv['origin.returned']), boxText);
    assert(
      boxText.includes(
        'Vårt meddelande: Ytan når in på grannens skifte, rita om den östra kanten.',
      ),
      boxText,
    );
    assert(boxText.includes(sv['origin.returnedAgain']), boxText);
    // Next to the origin summary, before its heading.
    const heading = getByRole(root(), 'heading', 'Ursprung (EUDR)');
    assert(
      box.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
      'the notice comes just before the origin summary',
    );
    // Drawing and saving again opens a new review; the notice goes with the returned state.
    getByRole(root(), 'button', 'Rita ursprungsytor').click();
    const save = await waitFor(() => getByRole(root(), 'button', 'Spara ursprungsytor'));
    save.click();
    await waitFor(() => assert(text().includes(sv['landings.reviewRunning']), text()));
    equal(root().querySelector('.alert-warning'), null, 'no returned notice once reviewed again');
    await expectNoAxeViolations(root());
  });

  it('an approved review shows no returned notice', async () => {
    await open(listPath, 'Avlägg vid Norrskogsvägen');
    equal(root().querySelector('.alert-warning'), null);
    gone('Rita ursprungsytor');
  });

  it('origin not approved (returned, never reviewed): no sending or completing, one reason', async () => {
    const reason = sv['landings.originNotApproved'];
    for (const over of [
      { status: 'Draft', eudrStatus: 'Returned' },
      { status: 'Draft', eudrStatus: 'None' },
      { status: 'Ongoing', eudrStatus: 'None' },
    ] as const) {
      page.api.ongoing = over;
      await open(listPath, 'Avlägg vid Norrskogsvägen');
      gone('Skicka anmälan');
      gone('Slutför leveransen');
      const hints = [...root().querySelectorAll('.banner-info')].map((p) =>
        spaces(p.textContent ?? ''),
      );
      equal(
        hints.filter((h) => h === reason).length,
        1,
        `${over.eudrStatus}: ${hints.join(' | ')}`,
      );
      // What the server still takes stays on offer.
      getByRole(root(), 'button', 'Nytt avlägg');
      getByRole(root(), 'button', 'Beställ travlappar till VO-2');
    }
    await expectNoAxeViolations(root());
  });

  it('approved: sending and completing offered, no reason; a volume above the EUDR volume says so', async () => {
    page.api.ongoing = { status: 'Draft' };
    await open(listPath, 'Avlägg vid Norrskogsvägen');
    getByRole(root(), 'button', 'Skicka anmälan');
    getByRole(root(), 'button', 'Slutför leveransen');
    assert(!text().includes(sv['landings.originNotApproved']), text());
    page.api.detail.eudrVolume = 80;
    await open(listPath, 'Avlägg vid Norrskogsvägen');
    gone('Skicka anmälan');
    gone('Slutför leveransen');
    assert(
      text().includes(
        'Den totala volymen är större än den som rapporterats till EU. Justera volymen.',
      ),
      text(),
    );
  });

  it('a landing with assortments: no "Ta bort avlägg", the reason instead; without, it is offered', async () => {
    const landingPath = `${listPath}${ids.landing}/`;
    const reason = 'Avlägget har sortiment och kan inte tas bort. Ta bort sortimenten först.';
    await open(landingPath, 'Sortiment på avlägget');
    gone('Ta bort avlägg');
    assert(text().includes(reason), text());
    getByRole(root(), 'button', 'Ändra avlägg');
    await expectNoAxeViolations(root());

    page.api.detail.landings[0]!.assortments = [];
    page.api.ongoing = { assortments: [], volume: 0 };
    await open(landingPath, 'Inga sortiment på avlägget ännu.');
    getByRole(root(), 'button', 'Ta bort avlägg');
    assert(!text().includes(reason), text());
  });

  it('at the maximum number of landings: no "Nytt avlägg", the reason instead', async () => {
    const reason = 'Du har lagt till så många avlägg som går för leveransen.';
    await open(listPath, 'Avlägg vid Norrskogsvägen');
    getByRole(root(), 'button', 'Nytt avlägg');
    assert(!text().includes(reason), 'not below the maximum');
    const [first] = page.api.detail.landings;
    page.api.detail.landings = Array.from({ length: 10 }, (_, i) => ({
      ...first!,
      id: `00000000-0000-4000-8000-0000000f10${String(i).padStart(2, '0')}`,
      name: `Avlägg ${i + 1}`,
      position: { e: first!.position.e - i * 60, n: first!.position.n - i * 60 },
    }));
    await open(listPath, 'Avlägg 10');
    gone('Nytt avlägg');
    assert(text().includes(reason), text());
    // The rest stays on offer.
    getByRole(root(), 'button', 'Slutför leveransen');
    await expectNoAxeViolations(root());
  });
});

/**
 * The flag Eudr off (platform §3, timber §2.4): no origin areas or review are shown, and
 * none is asked for before sending or completing (the server neither requires them).
 */
describe('portal-timber-deliveries with the flag Eudr off', () => {
  const page = deliveriesElement({
    person: 'anna',
    flags: demoDeliveryFlags.filter((flag) => flag !== 'Eudr'),
  });
  const root = page.root;
  const text = page.text;

  it('shows no origin, no review state and sends without either', async () => {
    for (const eudrStatus of ['None', 'Returned', 'Approved'] as const) {
      page.api.ongoing = { status: 'Draft', eudrStatus };
      page.api.detail.originAreas = [];
      page.api.detail.eudrVolume = null;
      await page.openShowing(listPath, 'Avlägg vid Norrskogsvägen');
      for (const gone of ['Ursprung (EUDR)', 'Ursprunget', 'EUDR']) {
        assert(!text().includes(gone), `${eudrStatus}: ${gone} in ${text()}`);
      }
      equal(queryByRole(root(), 'button', 'Rita ursprungsytor'), null);
      equal(queryByRole(root(), 'button', 'Hämta GeoJSON för EU'), null);
      equal(root().querySelector('.alert-warning'), null, 'no returned notice');
      getByRole(root(), 'button', 'Skicka anmälan');
      getByRole(root(), 'button', 'Slutför leveransen');
    }
    await expectNoAxeViolations(root());
  });

  it('lists the notifications without the review state', async () => {
    await page.openShowing('virkesordrar/', 'Pågående anmälningar');
    assert(!text().includes('Ursprunget godkänt'), text());
  });
});
