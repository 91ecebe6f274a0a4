import { afterEach, beforeEach } from '../../../shared/testing/mocha.ts';
import { assert } from '../../../shared/testing/assert.ts';
import { waitFor } from '../../../shared/testing/dom.ts';
import {
  createHarnessBridge,
  type HarnessBridge,
  type HarnessOptions,
} from '../../../shared/testing/testBridge.ts';
import { demoHarnessOptions, type DemoChoice } from '../../../tests/harness/profiles.ts';
import { elementName } from '../index.tsx';
import { ids, installFakeDeliveriesApi, type FakeDeliveriesApi } from './fakeDeliveriesApi.ts';

export const base = `/skogsgardens-affarer/leveransvirke/avtal/${ids.agreement}/anmalan/`;
export const spaces = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The demo's flags of this page: v3 deliveries and the EUDR origin on. */
export const demoDeliveryFlags = ['TimberManagerViol3', 'TimberManagerViol3Delivery', 'Eudr'];

/**
 * The element on a page of its own, for a describe block: Anna (the demo's flags), the fake
 * deliveries api and the page's real stylesheets (the map's size, the phone layout), so the
 * real Leaflet map draws what a member sees. `harnessOptions`: more of the bridge's options (the
 * page's own address following the element's, `addressBar`).
 */
export function deliveriesElement(
  choice: DemoChoice = { person: 'anna', flags: demoDeliveryFlags },
  harnessOptions: Partial<HarnessOptions> = {},
) {
  let element: HTMLElement | null = null;
  let api: FakeDeliveriesApi | null = null;
  let harness: HarnessBridge | null = null;
  beforeEach(() => {
    harness = createHarnessBridge({ ...demoHarnessOptions(choice), ...harnessOptions });
    api = installFakeDeliveriesApi();
    if (!document.querySelector('link[href="/host/styles.css"]')) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = '/host/styles.css';
      document.head.append(link);
    }
  });
  afterEach(() => {
    element?.remove();
    element = null;
    api?.restore();
  });
  return {
    get api() {
      return api!;
    },
    /** Opens the element at a path under the agreement's deliveries. */
    open(path: string) {
      element?.remove();
      harness!.goTo(`${base}${path}`);
      element = document.createElement(elementName);
      document.body.append(element);
      return element;
    },
    /** Opens the element at a path and waits until it shows `ready`. */
    async openShowing(path: string, ready: string) {
      this.open(path);
      await waitFor(() => assert(this.text().includes(ready), this.text()));
      return element!;
    },
    root: () => element!,
    text: () => spaces(element?.textContent ?? ''),
  };
}
