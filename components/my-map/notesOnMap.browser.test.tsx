import { sendKeys } from '@web/test-runner-commands';
import { afterEach, beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal, present } from '../../shared/testing/assert.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { getByRole, queryAllByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { base, byLabel, type FakeMyMapApi, myMapPerTest, setValue } from './testing.ts';

/** Spaces as a member reads them (sv-SE groups thousands with a no-break space). */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** The notes' circles on the map (about 18 px across; the compartments are larger). */
const noteCircles = (container: HTMLElement) =>
  [...container.querySelectorAll('.leaflet-overlay-pane path')].filter((path) => {
    const r = path.getBoundingClientRect();
    return r.width > 0 && r.width < 24 && r.height < 24;
  });
const centreX = (element: Element) => {
  const r = element.getBoundingClientRect();
  return r.left + r.width / 2;
};
const centre = (element: Element) => {
  const r = element.getBoundingClientRect();
  return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
};
/** How many times the map has asked for the notes layer. */
const notesAsked = (api: FakeMyMapApi) =>
  api.calls.filter((s) => s.url.includes('/api/v1/map/overlays/notes')).length;

/**
 * The notes on the map (§2.3, §4 Notes): the display filter decides both the list and the
 * map's markers; a note placed by the device's position lands where the device says, in
 * SWEREF 99 TM as the note stores it.
 */
describe('portal-my-map: notes on the map', () => {
  const page = myMapPerTest();
  // The test page is phone-sized (the map behind a toggle): shown beside the list, as on a
  // desktop, so that the markers have a size and a place.
  let desktop: HTMLStyleElement;

  const mount = (path: string) => page.open(path);
  const press = async (control: HTMLElement, key: string, times = 1) => {
    control.focus();
    for (let i = 0; i < times; i++) await sendKeys({ press: key });
  };

  beforeEach(() => {
    desktop = document.createElement('style');
    desktop.textContent = '.my-map-layout .my-map-map { display: block !important; }';
    document.head.append(desktop);
  });
  afterEach(() => {
    desktop.remove();
  });

  /**
   * The notes screen with its map drawn: both notes in the list and on the map. n1 (the
   * windthrow, two weeks old) lies west of n2 (the memo, years old): `both` holds their
   * markers' x, west first.
   */
  const notesWithMap = async () => {
    const root = mount(`${base}/noteringar/`);
    const container = await waitFor(() =>
      present(root.querySelector<HTMLElement>('.leaflet-container'), 'the map'),
    );
    const noteLinks = () =>
      queryAllByRole(root, 'link')
        .map((link) => visibleText(link))
        .filter((name) => name === 'Stormfällning' || name === 'Anteckning');
    await waitFor(() => deepEqual(noteLinks(), ['Stormfällning', 'Anteckning']));
    const both = await waitFor(() => {
      const found = noteCircles(container);
      equal(found.length, 2, 'both notes on the map');
      return found.map(centreX).sort((a, b) => a - b);
    });
    return { root, container, noteLinks, both };
  };

  it('the display filter hides the same notes in the list and on the map', async () => {
    const { root, container, noteLinks, both } = await notesWithMap();
    const display = byLabel<HTMLSelectElement>(root, 'Visa noteringar');
    const status = present(root.querySelector('[role="status"]'), 'the count');
    equal(visibleText(status), '2 noteringar visas');

    // "Dölj äldre än 3 månader": the memo goes from the list and from the map.
    await press(display, 'ArrowDown');
    await waitFor(() => equal(display.value, 'hide3m'));
    await waitFor(() => deepEqual(noteLinks(), ['Stormfällning']));
    equal(visibleText(status), '1 notering visas');
    await waitFor(() => {
      const left = noteCircles(container);
      equal(left.length, 1, 'one note on the map');
      assert(Math.abs(centreX(left[0]!) - both[0]!) < 1, 'the windthrow is the one left');
    });
    await expectNoAxeViolations(root);

    // "Dölj alla": none in the list, none on the map.
    await press(display, 'ArrowDown', 2);
    await waitFor(() => equal(display.value, 'none'));
    await waitFor(() => assert(visibleText(root).includes('Noteringarna är dolda.')));
    deepEqual(noteLinks(), []);
    await waitFor(() => equal(noteCircles(container).length, 0, 'no note on the map'));

    // "Visa alla": both back in both.
    await press(display, 'ArrowUp', 3);
    await waitFor(() => equal(display.value, 'all'));
    await waitFor(() => deepEqual(noteLinks(), ['Stormfällning', 'Anteckning']));
    await waitFor(() => equal(noteCircles(container).length, 2, 'both notes again'));
  });

  it('the type filter hides the same notes in the list and on the map', async () => {
    const { root, container, noteLinks, both } = await notesWithMap();
    const type = byLabel<HTMLSelectElement>(root, 'Typ');

    // "Anteckning": the windthrow goes from the list and from the map.
    await press(type, 'ArrowDown');
    await waitFor(() => equal(type.value, 'Memo'));
    await waitFor(() => deepEqual(noteLinks(), ['Anteckning']));
    await waitFor(() => {
      const left = noteCircles(container);
      equal(left.length, 1, 'one note on the map');
      assert(Math.abs(centreX(left[0]!) - both[1]!) < 1, 'the memo is the one left');
    });

    // "Stormfällning" (the last type): only the windthrow, in both.
    await press(type, 'End');
    await waitFor(() => equal(type.value, 'Windthrow'));
    await waitFor(() => deepEqual(noteLinks(), ['Stormfällning']));
    await waitFor(() => {
      const left = noteCircles(container);
      equal(left.length, 1, 'one note on the map');
      assert(Math.abs(centreX(left[0]!) - both[0]!) < 1, 'the windthrow is the one left');
    });
    await expectNoAxeViolations(root);
  });

  it("the notes' filter holds on the plan's map too, and a note marker there opens the note", async () => {
    const root = mount(`${base}/noteringar/`);
    const notesMap = await waitFor(() =>
      present(root.querySelector<HTMLElement>('.leaflet-container'), 'the map'),
    );
    await waitFor(() => equal(noteCircles(notesMap).length, 2, 'both notes on the map'));
    // "Dölj alla" on the notes screen.
    const display = byLabel<HTMLSelectElement>(root, 'Visa noteringar');
    await press(display, 'ArrowDown', 3);
    await waitFor(() => equal(display.value, 'none'));
    await waitFor(() => equal(noteCircles(notesMap).length, 0, 'no note on the map'));

    // The compartment list (by the element's own navigation): its map draws the
    // compartments and asks for the notes, but shows none of them.
    const asked = notesAsked(page.api);
    await press(getByRole(root, 'link', 'Avdelningar'), 'Enter');
    await waitFor(() => getByRole(root, 'heading', /^Skogsbruksplan/));
    const planMap = await waitFor(() =>
      present(root.querySelector<HTMLElement>('.my-map-plan .leaflet-container'), 'the map'),
    );
    await waitFor(() => assert(notesAsked(page.api) > asked, 'the notes layer asked for'));
    await waitFor(() =>
      equal(
        planMap.querySelectorAll('.leaflet-overlay-pane path').length - noteCircles(planMap).length,
        3,
        'the compartments drawn',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    equal(noteCircles(planMap).length, 0, 'no note on the plan map');

    // Back on the notes screen the choice is still "Dölj alla".
    await press(getByRole(root, 'link', 'Noteringar'), 'Enter');
    const again = await waitFor(() => byLabel<HTMLSelectElement>(root, 'Visa noteringar'));
    equal(again.value, 'none');
    assert(visibleText(root).includes('Noteringarna är dolda.'));

    // "Alla": on the plan map the notes show, and a click on one opens that note (n1, the
    // windthrow, west of n2), not the compartment under it.
    await press(again, 'ArrowUp', 3);
    await waitFor(() => equal(again.value, 'all'));
    await press(getByRole(root, 'link', 'Avdelningar'), 'Enter');
    const map = await waitFor(() =>
      present(root.querySelector<HTMLElement>('.my-map-plan .leaflet-container'), 'the map'),
    );
    const west = await waitFor(() => {
      const found = noteCircles(map);
      equal(found.length, 2, 'both notes on the plan map');
      return found.sort((a, b) => centreX(a) - centreX(b))[0]!;
    });
    const at = { ...centre(west), bubbles: true };
    map.dispatchEvent(new MouseEvent('mousedown', at));
    map.dispatchEvent(new MouseEvent('mouseup', at));
    map.dispatchEvent(new MouseEvent('click', at));
    await waitFor(() => getByRole(root, 'heading', /^Stormfällning/));
    assert(
      page.harness.calls.some(
        ([call, path]) => call === 'navigate' && String(path).endsWith('/n1/'),
      ),
      'navigated to the note',
    );
    assert(
      !page.harness.calls.some(
        ([call, path]) => call === 'navigate' && String(path).includes('/avdelningar/'),
      ),
      'no compartment chosen',
    );
    await expectNoAxeViolations(root);
  });

  it("places a note at the device's position, in SWEREF 99 TM, and marks it on the map", async () => {
    // Lantmäteriet's control point 57° N 12° 45′ E is N 6 319 636.937, E 363 331.554
    // ("Kontrollpunkter för SWEREF 99 TM"): what the device says, and what must be stored.
    const original = Object.getOwnPropertyDescriptor(Geolocation.prototype, 'getCurrentPosition')!;
    Object.defineProperty(Geolocation.prototype, 'getCurrentPosition', {
      configurable: true,
      value: (ok: PositionCallback) =>
        ok({
          coords: { latitude: 57, longitude: 12.75, accuracy: 8 },
          timestamp: Date.now(),
        } as GeolocationPosition),
    });
    try {
      const root = mount(`${base}/noteringar/`);
      await waitFor(() => present(root.querySelector('.leaflet-container'), 'the map'));
      await press(await waitFor(() => getByRole(root, 'button', 'Ny notering')), 'Enter');
      const dialog = await waitFor(() =>
        present(root.querySelector<HTMLElement>('dialog[open]'), 'the dialog'),
      );
      setValue(await waitFor(() => byLabel<HTMLSelectElement>(dialog, 'Typ av notering')), 'Memo');
      await press(getByRole(dialog, 'button', 'Använd min position'), 'Enter');
      await waitFor(() => assert(visibleText(dialog).includes('Positionen är ifylld.')));
      equal(byLabel(dialog, 'N (norr, meter)').value, '6319637');
      equal(byLabel(dialog, 'E (öster, meter)').value, '363332');
      await expectNoAxeViolations(dialog);

      await press(getByRole(dialog, 'button', 'Spara notering'), 'Enter');
      const post = await waitFor(() =>
        present(
          page.api.calls.find((s) => s.url === '/api/v1/my-map/notes' && s.method === 'POST'),
          'the note',
        ),
      );
      deepEqual((post.body as { position: unknown }).position, { n: 6_319_637, e: 363_332 });

      // The saved note opens: it says where it is, and the map marks that point.
      await waitFor(() => equal(root.querySelector('dialog[open]'), null));
      await waitFor(() =>
        assert(plain(visibleText(root)).includes('N 6 319 637, E 363 332'), visibleText(root)),
      );
      await waitFor(() =>
        assert(
          plain(visibleText(root)).includes('Markören är placerad vid N 6 319 637, E 363 332.'),
          visibleText(root),
        ),
      );
      present(root.querySelector('.leaflet-marker-pane .gs-map-marker'), 'the marker');
      await expectNoAxeViolations(root);
    } finally {
      Object.defineProperty(Geolocation.prototype, 'getCurrentPosition', original);
    }
  });
});
