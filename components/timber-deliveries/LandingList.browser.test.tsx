import { setViewport } from '@web/test-runner-commands';
import { timberScreenMessages } from '../../shared/contracts/timber/screenMessages.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { getByRole, waitFor } from '../../shared/testing/dom.ts';
import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { deliveriesElement, demoDetail, ids, spaces } from './testing.ts';

const barn = {
  ...demoDetail().landings[0]!,
  id: '00000000-0000-4000-8000-0000000f0002',
  name: 'Avlägg vid ladan',
  position: { e: 479_450, n: 6_305_550 },
  positionLocked: false,
  assortments: [],
};
const road = 'Avlägg vid Norrskogsvägen';

/** A mouse event at the middle of a marker on the map. */
function mouse(marker: Element, type: string) {
  const box = marker.getBoundingClientRect();
  marker.dispatchEvent(
    new MouseEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 2,
    }),
  );
}

describe('the landing list: choosing a landing in the list or on the map', () => {
  const page = deliveriesElement();
  afterEach(() => setViewport({ width: 800, height: 600 }));

  const markers = () => [
    ...page.root().querySelectorAll('.deliveries-map path.deliveries-landing'),
  ];
  const selected = () => [...page.root().querySelectorAll('path.deliveries-landing-selected')];
  /** The landing a marker stands for, as a mouse user reads it: its tooltip. */
  async function nameOf(marker: Element) {
    mouse(marker, 'mouseover');
    const tip = await waitFor(() => {
      const found = page.root().querySelector('.leaflet-tooltip');
      assert(found, 'a tooltip');
      return found;
    });
    const name = spaces(tip.textContent ?? '');
    mouse(marker, 'mouseout');
    await waitFor(() => assert(!page.root().querySelector('.leaflet-tooltip'), 'tooltip gone'));
    return name;
  }
  const choose = (name: string) =>
    getByRole(page.root(), 'button', `Visa ${name} på kartan`) as HTMLButtonElement;
  const itemOf = (name: string) => choose(name).closest('li')!;
  /** The marker is drawn inside the map's visible box. */
  const onScreen = (marker: Element) => {
    const box = marker.getBoundingClientRect();
    const map = page.root().querySelector('.deliveries-map')!.getBoundingClientRect();
    assert(box.width > 0 && box.height > 0, 'drawn');
    assert(
      box.left >= map.left &&
        box.right <= map.right &&
        box.top >= map.top &&
        box.bottom <= map.bottom,
      `inside the map: ${JSON.stringify(box)} in ${JSON.stringify(map)}`,
    );
  };

  it('on a wide screen the landings beside the map read as a list, left-aligned (issue 28)', async () => {
    await setViewport({ width: 1280, height: 900 });
    page.api.detail.landings.push(barn);
    page.open(`${ids.ongoing}/upplag/`);
    await waitFor(() => equal(markers().length, 2, 'a marker per landing'));
    const list = page.root().querySelector<HTMLElement>('.deliveries-landing-list')!;
    equal(getComputedStyle(list).listStyleType, 'none');
    for (const name of [road, 'Avlägg vid ladan']) {
      const item = itemOf(name);
      const [link, summary, button] = [...item.children] as HTMLElement[];
      equal(spaces(link!.textContent ?? ''), name, 'the name first, a link to the landing');
      assert(summary!.textContent?.includes('sortiment'), 'then what lies on it');
      equal(button, choose(name), 'then the map button');
      // Each starts at the entry's left edge, the button's words too (not centred).
      const left = item.getBoundingClientRect().left;
      for (const part of [link!, summary!, button!])
        equal(Math.round(part.getBoundingClientRect().left), Math.round(left));
      equal(getComputedStyle(button!).textAlign, 'left');
    }
  });

  it('on a wide screen: chosen in the list it is chosen on the map, and back', async () => {
    await setViewport({ width: 1280, height: 900 });
    page.api.detail.landings.push(barn);
    page.open(`${ids.ongoing}/upplag/`);
    await waitFor(() => equal(markers().length, 2, 'a marker per landing'));
    equal(selected().length, 0, 'none chosen yet');

    choose('Avlägg vid ladan').click();
    await waitFor(() => equal(selected().length, 1, 'one marker chosen'));
    equal(await nameOf(selected()[0]!), 'Avlägg vid ladan');
    equal(choose('Avlägg vid ladan').getAttribute('aria-pressed'), 'true');
    assert(itemOf('Avlägg vid ladan').classList.contains('deliveries-landing-current'), 'marked');

    // The other landing's marker clicked on the map: the list follows.
    const other = markers().find((m) => !m.classList.contains('deliveries-landing-selected'))!;
    equal(await nameOf(other), road);
    mouse(other, 'mousedown');
    mouse(other, 'mouseup');
    mouse(other, 'click');
    await waitFor(() => equal(choose(road).getAttribute('aria-pressed'), 'true'));
    equal(choose('Avlägg vid ladan').getAttribute('aria-pressed'), 'false');
    assert(itemOf(road).classList.contains('deliveries-landing-current'), 'marked in the list');
    assert(
      !itemOf('Avlägg vid ladan').classList.contains('deliveries-landing-current'),
      'unmarked',
    );
    await waitFor(() => equal(selected().length, 1));
    equal(await nameOf(selected()[0]!), road);
    for (const marker of markers()) onScreen(marker);

    // Chosen again in the list: no landing chosen.
    choose(road).click();
    await waitFor(() => equal(selected().length, 0));
    equal(choose(road).getAttribute('aria-pressed'), 'false');
    await expectNoAxeViolations(page.root());
  });

  it('on a phone: chosen in the list, the map a toggle away shows it chosen', async () => {
    await setViewport({ width: 390, height: 844 });
    page.api.detail.landings.push(barn);
    page.open(`${ids.ongoing}/upplag/`);
    const toggle = await waitFor(() => getByRole(page.root(), 'button', 'Visa kartan'));
    const column = page.root().querySelector('.deliveries-map-column')!;
    equal(getComputedStyle(column).display, 'none', 'the list first, the map hidden');
    choose('Avlägg vid ladan').click();
    toggle.click();
    await waitFor(() => equal(toggle.textContent, 'Visa listan'));
    equal(toggle.getAttribute('aria-pressed'), 'true');
    equal(getComputedStyle(page.root().querySelector('.deliveries-panel')!).display, 'none');
    // The map was made while hidden: shown, it draws both landings inside its box.
    await waitFor(() => {
      equal(selected().length, 1);
      for (const marker of markers()) onScreen(marker);
    });
    equal(await nameOf(selected()[0]!), 'Avlägg vid ladan');
    await expectNoAxeViolations(page.root());
  });
  it('estates that cannot be fetched (§8): the Swedish message, the landings still there', async () => {
    page.api.detail.estates = null;
    page.open(`${ids.ongoing}/upplag/`);
    const text = () => spaces(page.root().textContent ?? '');
    await waitFor(() => assert(text().includes(timberScreenMessages.estatesFetchFailed), text()));
    const alert = getByRole(page.root(), 'alert');
    getByRole(alert, 'button', 'Försök igen');
    choose(road);
    await waitFor(() => equal(markers().length, 1, 'the landing on the map'));
    assert(!text().includes('Rita ursprungsytor'), 'no drawing without the borders');
    await expectNoAxeViolations(page.root());

    // Read again: the estates came, the message goes.
    page.api.detail.estates = demoDetail().estates;
    getByRole(alert, 'button', 'Försök igen').click();
    await waitFor(() => assert(!text().includes(timberScreenMessages.estatesFetchFailed), text()));
  });
});
