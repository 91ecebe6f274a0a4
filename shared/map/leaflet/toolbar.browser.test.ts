import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../testing/mocha.ts';
import { assert, equal } from '../../testing/assert.ts';
import { getByRole, waitFor } from '../../testing/dom.ts';
import { expectNoAxeViolations } from '../../ui/testing/axe.ts';
import { createMapWithTools, type MapWithTools } from './index.ts';
import { TEST_TILE_URL, VAXJO, mapContainer, toolNames } from './testing/fixture.ts';
import { fakeDataSource } from './testing/fakeData.ts';

/**
 * The sizes the portal's maps have (issue 28): the deliveries map on a phone of 375 px
 * (its 28rem height, the page's margins off the width), the landing dialog's small map
 * (18rem high), my map beside its list at 1280 px and a wide map on a desktop.
 */
const sizes = [
  { name: 'a phone (375 px)', width: 343, height: 448, compact: true },
  { name: 'the landing dialog', width: 520, height: 288, compact: true },
  { name: 'a 1280 px screen beside a list (my map)', width: 520, height: 540, compact: false },
  { name: 'a desktop', width: 860, height: 448, compact: false },
];

/** The share of the map's area the tools' box covers, and whether it covers the centre. */
function coverage(container: HTMLElement) {
  const map = container.getBoundingClientRect();
  const tools = container.querySelector('.gs-map-tools')!.getBoundingClientRect();
  const centreX = map.left + map.width / 2;
  const centreY = map.top + map.height / 2;
  return {
    share: (tools.width * tools.height) / (map.width * map.height),
    coversCentre:
      centreX >= tools.left &&
      centreX <= tools.right &&
      centreY >= tools.top &&
      centreY <= tools.bottom,
  };
}

describe('the map tools (a compact toolbar)', () => {
  let shown: { map: MapWithTools; container: HTMLElement } | undefined;
  afterEach(() => {
    shown?.map.destroy();
    shown?.container.remove();
    shown = undefined;
  });

  async function open(width: number, height: number) {
    const container = mapContainer(width, height);
    const map = createMapWithTools(container, {
      center: VAXJO,
      zoom: 10,
      basemap: { url: TEST_TILE_URL },
      data: fakeDataSource().source,
    });
    shown = { map, container };
    await map.layers?.ready;
    return container;
  }

  for (const size of sizes) {
    it(`on ${size.name} covers a small corner of the map and every tool is reached by keyboard`, async () => {
      const container = await open(size.width, size.height);
      const { share, coversCentre } = coverage(container);
      assert(share <= 0.06, `the tools cover ${(share * 100).toFixed(1)} % of the map`);
      assert(!coversCentre, 'the centre of the map is free');

      // From the map, Tab reaches the tools (through the menu on a small map), each by name.
      container.focus();
      const reached: string[] = [];
      for (let i = 0; i < 12 && reached.length < toolNames.length; i++) {
        await sendKeys({ press: 'Tab' });
        const focused = document.activeElement as HTMLElement;
        if (
          focused.getAttribute('aria-expanded') === 'false' &&
          focused.matches('.gs-map-menu-button')
        ) {
          equal(focused.getAttribute('aria-label'), 'Kartverktyg');
          await sendKeys({ press: 'Enter' });
        }
        const name = focused.getAttribute('aria-label');
        if (name && toolNames.includes(name) && !reached.includes(name)) reached.push(name);
      }
      equal(reached.join(', '), toolNames.join(', '));
      equal(
        container.querySelector('.gs-map-menu-button') !== null &&
          getComputedStyle(container.querySelector('.gs-map-menu-button')!).display !== 'none',
        size.compact,
      );
      await expectNoAxeViolations(container);
    });
  }

  it('shows a tool’s name as a tooltip on keyboard focus on a large map, and Escape hides it', async () => {
    const container = await open(860, 448);
    const measure = getByRole(container, 'button', 'Mät avstånd');
    const tip = measure.querySelector<HTMLElement>('.gs-map-tool-label')!;
    equal(getComputedStyle(tip).display, 'none');
    getByRole(container, 'button', 'Koordinater').focus();
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement, measure);
    equal(getComputedStyle(tip).display, 'block');
    equal(tip.textContent, 'Mät avstånd');
    await sendKeys({ press: 'Escape' });
    equal(getComputedStyle(tip).display, 'none');
  });

  it('on a small map the menu lists each tool with its words, and closes when one is chosen', async () => {
    const container = await open(343, 448);
    const menu = getByRole(container, 'button', 'Kartverktyg');
    equal(menu.getAttribute('aria-expanded'), 'false');
    menu.click();
    equal(menu.getAttribute('aria-expanded'), 'true');
    const coordinates = getByRole(container, 'button', 'Koordinater');
    const label = coordinates.querySelector<HTMLElement>('.gs-map-tool-label')!;
    // Beside the icon, in the flow (not a tooltip).
    assert(getComputedStyle(label).display !== 'none', 'the words are shown');
    equal(getComputedStyle(label).position, 'static');
    coordinates.click();
    equal(menu.getAttribute('aria-expanded'), 'false');
    equal(document.activeElement, menu);
    equal(coordinates.getAttribute('aria-pressed'), 'true');
    // The coordinates' panel stays within the map.
    await waitFor(() => assert(container.querySelector('.gs-map-coordinates dd'), 'the centre'));
    const panel = container.querySelector('.gs-map-tools')!.getBoundingClientRect();
    assert(panel.bottom <= container.getBoundingClientRect().bottom, 'the panel fits the map');
    // Escape in the open menu closes it and gives focus back to the menu button.
    menu.click();
    getByRole(container, 'button', 'Mät area').focus();
    await sendKeys({ press: 'Escape' });
    equal(menu.getAttribute('aria-expanded'), 'false');
    equal(document.activeElement, menu);
  });
});
