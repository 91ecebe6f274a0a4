import { afterEach, beforeEach, describe, it } from '../../../shared/testing/mocha.ts';
import { assert, equal } from '../../../shared/testing/assert.ts';
import { getByRole, waitFor } from '../../../shared/testing/dom.ts';
import { createHarnessBridge } from '../../../shared/testing/testBridge.ts';
import { TEST_TILE_URL, toolNames } from '../../../shared/map/leaflet/testing/fixture.ts';
import { demoHarnessOptions } from '../../harness/profiles.ts';
import { elementName } from './index.tsx';

describe('portal-map-demo', () => {
  let element: HTMLElement | null = null;
  beforeEach(() => {
    createHarnessBridge(demoHarnessOptions({ person: 'anna', flags: ['MapImagePrinting'] }));
  });
  afterEach(() => element?.remove());

  it('loads the map chunk and shows the map with its tools around Växjö', async () => {
    element = document.createElement(elementName);
    element.setAttribute('tile-url', TEST_TILE_URL);
    document.body.append(element);
    await waitFor(() => getByRole(element!, 'heading', 'Karta (demo)'));
    const map = await waitFor(() => getByRole(element!, 'region', 'Karta'));
    assert(getByRole(map, 'button', 'Zooma in'), 'zoom in');
    for (const tool of toolNames) assert(getByRole(map, 'button', tool), tool);
    getByRole(map, 'button', 'Koordinater').click();
    equal(map.querySelector('.gs-map-coordinates dd')?.textContent, 'N 6 305 000, E 480 000');
    await waitFor(() => assert(map.querySelector('img.leaflet-tile-loaded'), 'a tile loaded'));
  });
});
