// My map's map pane in the element: the compartments by zoom, the compartment chosen in the
// list (or an activity's) outlined and brought into view, a note's marker.
import { afterEach, beforeEach, describe, it } from '../../../shared/testing/mocha.ts';
import { assert, equal, present } from '../../../shared/testing/assert.ts';
import { expectNoAxeViolations } from '../../../shared/ui/testing/axe.ts';
import { getByRole } from '../../../shared/ui/testing/dom.ts';
import { base, compartmentIds, myMapPerTest, planId } from '../testing.ts';
import { waitFor } from '../../../shared/testing/dom.ts';
import { fullDetailZoom } from '../../../shared/contracts/my-map/byZoom.ts';

const outlineSelector = '.leaflet-overlay-pane path[stroke="#ffbf47"]';

const toClient = (p: { x: number; y: number }) => ({ clientX: p.x, clientY: p.y });

/** The middle of an element on the screen. */
const middleOf = (element: Element) => {
  const r = element.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

describe('my map: the map pane', () => {
  const page = myMapPerTest();
  // The test page is phone-sized (the map behind a toggle): shown beside the list, as on a
  // desktop, so that it has its size from the start.
  const desktop = document.createElement('style');
  desktop.textContent = '.my-map-layout .my-map-map { display: block !important; height: 400px; }';

  const mount = (path: string) => page.open(path);
  const mapOf = (root: HTMLElement) =>
    waitFor(() => present(root.querySelector<HTMLElement>('.leaflet-container'), 'the map'));
  const geometryCalls = () =>
    page.api.calls
      .filter((s) => s.url.includes(`/plans/${planId}/geometry`))
      .map((s) => new URL(s.url, 'http://x.invalid/').searchParams);
  /** The compartments drawn (the overlay's paths, not the outline). */
  const shapes = (root: HTMLElement) =>
    root.querySelectorAll('.leaflet-overlay-pane path:not([stroke="#ffbf47"])').length;

  beforeEach(() => document.head.append(desktop));
  afterEach(() => {
    desktop.remove();
  });

  it('asks for thinned boundaries at a coarse zoom and for every vertex close in', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`);
    await mapOf(root);
    // The first view (the plan's 600 m across the map) is close: full detail.
    await waitFor(() => assert(shapes(root) >= 3, `shapes: ${shapes(root)}`));
    const first = geometryCalls();
    assert(first.length > 0, 'the compartments were asked for');
    assert(
      first.every((q) => q.get('zoom') === null),
      first.map(String).join(' | '),
    );
    // Out a step at a time, each view asked for again, until the zoom is coarse: thinned.
    const zoomOf = (q: URLSearchParams | undefined) => q?.get('zoom') ?? null;
    let steps = 0;
    while (zoomOf(geometryCalls().at(-1)) === null) {
      assert(++steps <= 8, 'never asked for thinned boundaries');
      const asked = geometryCalls().length;
      getByRole(root, 'button', 'Zooma ut').click();
      await waitFor(() => assert(geometryCalls().length > asked, 'asked again'));
    }
    const coarse = Number(zoomOf(geometryCalls().at(-1)));
    assert(coarse === fullDetailZoom - 1, `the first coarse zoom asked: ${coarse}`);
    await waitFor(() => assert(shapes(root) >= 3, `shapes: ${shapes(root)}`));
    // Back in: full detail again.
    const before = geometryCalls().length;
    getByRole(root, 'button', 'Zooma in').click();
    await waitFor(() => {
      const calls = geometryCalls();
      assert(calls.length > before, 'asked again');
      equal(calls.at(-1)!.get('zoom'), null);
    });
  });

  it('outlines the compartment chosen in the list and brings it to the middle of the map', async () => {
    const root = mount(`${base}/skogsbruksplaner/${planId}/`);
    const map = await mapOf(root);
    await waitFor(() => assert(shapes(root) >= 3, `shapes: ${shapes(root)}`));
    equal(root.querySelector(outlineSelector), null);
    // Compartment 3 is the east third of the plan: off the middle of the first view.
    (await waitFor(() => getByRole(root, 'link', 'Avdelning 3'))).click();
    await waitFor(() => getByRole(root, 'heading', 'Avdelning 3'));
    const outline = await waitFor(() => present(root.querySelector(outlineSelector), 'outline'));
    await waitFor(() => {
      const o = middleOf(outline);
      const m = middleOf(map);
      assert(Math.abs(o.x - m.x) < 4 && Math.abs(o.y - m.y) < 4, `${o.x},${o.y} vs ${m.x},${m.y}`);
    });
    // Zoomed to it: the 200 m compartment fills most of the map's width (or 200 px at most).
    const width = outline.getBoundingClientRect().width;
    assert(width >= Math.min(190, map.clientWidth - 40), `outline ${width} px`);
    // Another compartment: the outline moves to it, one outline only.
    (await waitFor(() => getByRole(root, 'link', 'Tillbaka till avdelningarna'))).click();
    (await waitFor(() => getByRole(root, 'link', 'Avdelning 1'))).click();
    await waitFor(() => getByRole(root, 'heading', 'Avdelning 1'));
    await waitFor(() => {
      const outlines = root.querySelectorAll(outlineSelector);
      equal(outlines.length, 1);
      const o = middleOf(outlines[0]!);
      const m = middleOf(map);
      assert(Math.abs(o.x - m.x) < 4, `${o.x} vs ${m.x}`);
    });
    await expectNoAxeViolations(root);
  });

  it("outlines an activity's compartment in the activity view", async () => {
    // a1 is a thinning in compartment 2.
    const root = mount(`${base}/skogsbruksplaner/${planId}/atgarder/a1/`);
    const map = await mapOf(root);
    await waitFor(() => getByRole(root, 'heading', /Gallring/));
    const outline = await waitFor(() => present(root.querySelector(outlineSelector), 'outline'));
    // The outline is compartment 2's: the geometry call's shape, brought to the middle.
    await waitFor(() => {
      const o = middleOf(outline);
      const m = middleOf(map);
      assert(Math.abs(o.x - m.x) < 4 && Math.abs(o.y - m.y) < 4, `${o.x},${o.y} vs ${m.x},${m.y}`);
    });
    equal(root.querySelectorAll(outlineSelector).length, 1);
    // The outlined shape is compartment 2: a click inside it on the map selects it (a
    // quarter in from its corner: note n2's marker, which a click opens, is at its middle).
    const r = outline.getBoundingClientRect();
    const at = { ...toClient({ x: r.left + r.width / 4, y: r.top + r.height / 4 }), bubbles: true };
    map.dispatchEvent(new MouseEvent('mousedown', at));
    map.dispatchEvent(new MouseEvent('mouseup', at));
    map.dispatchEvent(new MouseEvent('click', at));
    await waitFor(() => getByRole(root, 'heading', 'Avdelning 2'));
    assert(
      page.harness.calls.some(
        ([call, path]) =>
          call === 'navigate' && String(path).endsWith(`/avdelningar/${compartmentIds[1]}/`),
      ),
    );
    // The list of activities: no outline.
    page.harness.goTo(`${base}/skogsbruksplaner/${planId}/atgarder/`);
    await waitFor(() => equal(root.querySelector(outlineSelector), null));
  });

  it("shows an opened note's marker in the middle of the map", async () => {
    // n1 lies 200 m west of the plan's middle, where the map opens; n2 at the middle.
    const root = mount(`${base}/noteringar/n1/`);
    const map = await mapOf(root);
    const marker = await waitFor(() =>
      present(root.querySelector<HTMLElement>('.leaflet-marker-pane .gs-map-marker'), 'marker'),
    );
    // The marker's point is its bottom middle (iconAnchor 12, 24).
    const tip = (m: HTMLElement) => {
      const r = m.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.bottom };
    };
    await waitFor(() => {
      const p = tip(marker);
      const m = middleOf(map);
      assert(Math.abs(p.x - m.x) < 4 && Math.abs(p.y - m.y) < 4, `${p.x},${p.y} vs ${m.x},${m.y}`);
    });
    page.harness.goTo(`${base}/noteringar/n2/`);
    await waitFor(() => {
      const markers = root.querySelectorAll<HTMLElement>('.leaflet-marker-pane .gs-map-marker');
      equal(markers.length, 1);
      const p = tip(markers[0]!);
      const m = middleOf(map);
      assert(Math.abs(p.x - m.x) < 4 && Math.abs(p.y - m.y) < 4, `${p.x},${p.y} vs ${m.x},${m.y}`);
    });
  });
});
