import { afterEach, describe, expect, it } from 'vitest';
import { bridgeVersion } from '../bridge/types.ts';
import { pageComponentAppsElementId } from '../contracts/componentApp.ts';
import { resetPageComponentApps, takePageComponentApp } from './pageComponentApps.ts';

/** A page whose data block holds `json` (only getElementById is read). */
const pageWith = (json: string | null) =>
  ({
    getElementById: (id: string) =>
      id === pageComponentAppsElementId && json !== null ? { textContent: json } : null,
  }) as unknown as Document;

const proxies = { fileName: 'proxies-1.js', integrity: 'sha384-x', bridgeVersion };

afterEach(resetPageComponentApps);

describe("the page's component app answer", () => {
  it('gives the answer for its host once, whatever the trailing slash', () => {
    const page = pageWith(JSON.stringify({ '/components/proxies/': proxies }));
    expect(takePageComponentApp('/components/support/', page)).toBeNull();
    expect(takePageComponentApp('/components/proxies', page)).toEqual(proxies);
    // A retry after a failed load asks the component host.
    expect(takePageComponentApp('/components/proxies/', page)).toBeNull();
  });

  it('gives nothing for a page without the block, a broken block or another bridge', () => {
    expect(takePageComponentApp('/components/proxies/', pageWith(null))).toBeNull();
    resetPageComponentApps();
    expect(takePageComponentApp('/components/proxies/', pageWith('{"/c/":1'))).toBeNull();
    resetPageComponentApps();
    const other = JSON.stringify({
      '/components/proxies/': { ...proxies, bridgeVersion: bridgeVersion + 1 },
    });
    expect(takePageComponentApp('/components/proxies/', pageWith(other))).toBeNull();
  });
});
