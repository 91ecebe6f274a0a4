import { createHarnessBridge } from '../../../shared/testing/testBridge.ts';
import { demoHarnessOptions } from '../../../tests/harness/profiles.ts';
import { elementName } from '../index.tsx';
import { fakeMyMapFetch } from './fakeMyMapApi.ts';
import { flags } from './dom.ts';

/**
 * The element at a path, as Anna with every flag of my map, on the fake API (which takes
 * the place of fetch: the test puts the original back afterwards).
 */
export function mountMyMap(path: string, options: Parameters<typeof fakeMyMapFetch>[0] = {}) {
  const api = fakeMyMapFetch(options);
  globalThis.fetch = api.fetch;
  const harness = createHarnessBridge(demoHarnessOptions({ person: 'anna', flags }));
  harness.goTo(path);
  const element = document.createElement(elementName);
  document.body.append(element);
  return { element, api, harness };
}
