import { sendKeys } from '@web/test-runner-commands';
import { timberProblems } from '../../shared/contracts/timber/problems.ts';
import type { LandingInput } from '../../shared/contracts/timber-deliveries.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { description, field, setValue, type } from '../../shared/testing/form.ts';
import { describe, it } from '../../shared/testing/mocha.ts';
import { problem } from '../../shared/testing/fakeApi.ts';
import { clickAt } from '../../shared/map/leaflet/testing/fixture.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { deliveriesElement, fakeFellingWeek, ids, spaces } from './testing.ts';

const lockReason =
  'Platsen kan inte ändras medan anmält virke på avlägget är registrerat för transport och inte slutligt.';

describe('the landing dialog and the assortment dialog: locks and conflicts', () => {
  const page = deliveriesElement();
  const dialog = () => getByRole(page.root(), 'dialog');
  const dialogText = () => spaces(dialog().textContent ?? '');
  const status = () => spaces(dialog().querySelector('[role=status]')?.textContent ?? '');
  const marker = () => dialog().querySelector('.deliveries-map .leaflet-marker-icon');

  async function editLanding() {
    page.open(`${ids.ongoing}/upplag/${ids.landing}/`);
    (await waitFor(() => getByRole(page.root(), 'button', 'Ändra avlägg'))).click();
    await waitFor(() => assert(marker(), 'the map with the position'));
    return dialog();
  }

  it('a locked position: no coordinates to type, the marker stays, the reason in Swedish', async () => {
    const open = await editLanding();
    equal(status(), 'Vald plats: N 6306050 E 479650');
    assert(dialogText().includes(lockReason), dialogText());
    assert(!queryByRole(open, 'button', 'Använd koordinaterna'), 'no typed position');
    assert(
      ![...open.querySelectorAll('label')].some(
        (l) => spaces(l.textContent ?? '') === 'Koordinater',
      ),
      'no coordinates field',
    );
    assert(
      !marker()!.classList.contains('leaflet-marker-draggable'),
      'the marker cannot be dragged',
    );
    clickAt(open.querySelector<HTMLElement>('.deliveries-map')!, 40, 40);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    equal(status(), 'Vald plats: N 6306050 E 479650', 'a click on the map does not move it');
    await expectNoAxeViolations(open);

    // The rest can change: the name saved, the position sent as it was.
    type(field(open, 'Namn'), 'Avlägg vid bommen');
    getByRole(open, 'button', 'Spara avlägg').click();
    await waitFor(() => getByRole(page.root(), 'heading', 'Avlägg vid bommen'));
    const put = page.api.deliveryCalls().find((c) => c.method === 'PUT');
    equal(JSON.stringify((put?.body as LandingInput).position), '{"e":479650,"n":6306050}');
  });

  it('an open position: clicked on the map or typed, the marker can be dragged', async () => {
    page.api.detail.landings[0]!.positionLocked = false;
    const open = await editLanding();
    assert(!dialogText().includes(lockReason), 'no lock');
    assert(marker()!.classList.contains('leaflet-marker-draggable'), 'draggable');
    clickAt(open.querySelector<HTMLElement>('.deliveries-map')!, 40, 40);
    await waitFor(() => assert(status() !== 'Vald plats: N 6306050 E 479650', status()));
    type(field(open, 'Koordinater'), 'N 6305600 E 479500');
    getByRole(open, 'button', 'Använd koordinaterna').click();
    await waitFor(() => equal(status(), 'Vald plats: N 6305600 E 479500'));
  });

  it('saved in another tab first: the Swedish conflict text and the way on (412)', async () => {
    const open = await editLanding();
    // Another tab saves the landing while this dialog is open.
    Object.assign(page.api.detail.landings[0]!, { name: 'Avlägg vid bommen', version: 2 });
    type(field(open, 'Namn'), 'Avlägg vid vändplanen');
    getByRole(open, 'button', 'Spara avlägg').click();
    const message = timberProblems.LandingUpdatedConflict.message;
    equal(message, 'Avlägget har ändrats av någon annan. Ladda om sidan och försök igen.');
    const alert = await waitFor(() => getByRole(open, 'alert'));
    equal(spaces(alert.textContent ?? ''), message);
    equal(field(open, 'Namn').value, 'Avlägg vid vändplanen', 'what was typed stays readable');
    await expectNoAxeViolations(open);

    // The way on: the landing as the other tab left it, then this change made again.
    getByRole(open, 'button', 'Ladda om avlägget').click();
    await waitFor(() => assert(!queryByRole(page.root(), 'dialog'), 'dialog closed'));
    await waitFor(() => getByRole(page.root(), 'heading', 'Avlägg vid bommen'));
    getByRole(page.root(), 'button', 'Ändra avlägg').click();
    const again = await waitFor(() => dialog());
    equal(field(again, 'Namn').value, 'Avlägg vid bommen');
    type(field(again, 'Namn'), 'Avlägg vid vändplanen');
    getByRole(again, 'button', 'Spara avlägg').click();
    await waitFor(() => getByRole(page.root(), 'heading', 'Avlägg vid vändplanen'));
    const puts = page.api.deliveryCalls().filter((c) => c.method === 'PUT');
    equal(puts.length, 2, 'the stale save and the one after reloading');
  });

  it('the felling week of an added assortment cannot change; the rest can', async () => {
    page.open(`${ids.ongoing}/upplag/${ids.landing}/`);
    // Adding: the week is typed.
    (await waitFor(() => getByRole(page.root(), 'button', 'Lägg till sortiment'))).click();
    const adding = await waitFor(() => dialog());
    equal(field(adding, 'Avverkningsvecka').readOnly, false, 'typed when adding');
    getByRole(adding, 'button', 'Avbryt').click();
    await waitFor(() => assert(!queryByRole(page.root(), 'dialog'), 'closed'));

    getByRole(page.root(), 'button', 'Ändra Grantimmer').click();
    const open = await waitFor(() => dialog());
    const week = field(open, 'Avverkningsvecka');
    equal(week.value, fakeFellingWeek);
    equal(week.readOnly, true, 'read-only once added');
    assert(
      description(week).includes('Veckan kan inte ändras när sortimentet är tillagt.'),
      description(week),
    );
    week.focus();
    await sendKeys({ type: '2026-W50' });
    equal(week.value, fakeFellingWeek, 'typing does not change it');
    await expectNoAxeViolations(open);

    type(field(open, 'Volym (m³fub)'), '90');
    getByRole(open, 'button', 'Spara sortiment').click();
    await waitFor(() => assert(!queryByRole(page.root(), 'dialog'), 'saved'));
    const put = page.api.deliveryCalls().find((c) => c.method === 'PUT');
    assert(
      JSON.stringify(put?.body).includes(`"fellingWeek":"${fakeFellingWeek}"`),
      'the week kept',
    );
    await waitFor(() => assert(page.text().includes('v. 46'), page.text()));
    const row = page.root().querySelector('th[scope=row]')!.closest('tr')!;
    assert(spaces(row.textContent ?? '').includes('90'), 'the new volume shown');
  });
  it("origin is asked for pulpwood only, and the server's origin code reaches the member (§5, §8)", async () => {
    page.open(`${ids.ongoing}/upplag/${ids.landing}/`);
    (await waitFor(() => getByRole(page.root(), 'button', 'Ändra Grantimmer'))).click();
    const timber = await waitFor(() => dialog());
    assert(!dialogText().includes('Ursprung'), 'no origin for saw logs');
    getByRole(timber, 'button', 'Avbryt').click();
    await waitFor(() => assert(!queryByRole(page.root(), 'dialog'), 'closed'));

    // A rule the server holds and this page did not know (an older page): its code and field.
    const message = 'Ursprung anges bara för massaved. Ta bort ursprunget för sortimentet.';
    page.api.answer('addAssortment', problem('InvalidAssortmentOrigin', { origin: message }));
    getByRole(page.root(), 'button', 'Lägg till sortiment').click();
    const adding = await waitFor(() => dialog());
    const choice = (label: string) => {
      const found = [...adding.querySelectorAll('label')].find(
        (l) => spaces(l.textContent ?? '') === label,
      );
      const element = found && document.getElementById(found.htmlFor);
      if (!(element instanceof HTMLSelectElement)) throw new Error(`No choice labelled ${label}`);
      return element;
    };
    const select = (label: string, value: string) => setValue(choice(label), value);
    select('Sortiment', 'barrmassaved');
    await waitFor(() => choice('Ursprung'));
    select('Ursprung', 'thinning');
    type(field(adding, 'Volym (m³fub)'), '40');
    type(field(adding, 'Antal travar'), '3');
    type(field(adding, 'Avverkningsvecka'), '2026-W47');
    type(field(adding, 'Granandel (%)'), '60');
    getByRole(adding, 'button', 'Spara sortiment').click();
    await waitFor(() =>
      assert(dialogText().includes(timberProblems.InvalidAssortmentOrigin.message), dialogText()),
    );
    assert(description(choice('Ursprung')).includes(message), 'beside the field');
    await expectNoAxeViolations(adding);
  });
});
