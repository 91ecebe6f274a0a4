import { mountComponentElement, type ComponentApp } from './componentHost.ts';
import { expect, members, signedInAs, test } from './fixtures.ts';

test.use({ viewport: { width: 1400, height: 1000 } });

test("the map element draws tiles from the tile proxy and Anna's layers from the API", async ({
  page,
}) => {
  const tiles: number[] = [];
  const cspViolations: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/map/proxy/tiles/topowebb/')) tiles.push(r.status());
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) cspViolations.push(m.text());
  });
  await signedInAs(page, members.anna);

  // Mount the demo element as a component block does: the named script, integrity-checked.
  const app = (await (
    await page.request.get('/components/map-demo/api/v1/app')
  ).json()) as ComponentApp;
  await mountComponentElement(page, { id: 'map-demo', element: 'portal-map-demo' }, app);

  await expect(page.getByRole('region', { name: 'Karta', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zooma in' })).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(4);
  expect(tiles.every((status) => status === 200 || status === 304)).toBe(true);
  await page.getByRole('button', { name: 'Kartlager' }).click();
  await expect(page.getByRole('button', { name: 'Om lagren' })).toBeVisible();
  await expect(page.getByText('Kartlagren kunde inte hämtas')).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test('the tree-height map and the water map draw their tiles over Anna’s forest', async ({
  page,
}) => {
  const rasters: { layer: string; status: number }[] = [];
  page.on('response', (r) => {
    const layer = /\/map\/proxy\/tiles\/(tradhojd|markfuktighet)\//.exec(r.url())?.[1];
    if (layer) rasters.push({ layer, status: r.status() });
  });
  await signedInAs(page, members.anna, { path: '/min-skog/min-karta/' });
  const map = page.getByRole('region', { name: /karta/i }).first();
  await expect(map).toBeVisible();
  await page.getByRole('button', { name: 'Kartlager' }).click();
  for (const [name, layer] of [
    ['Trädhöjdskarta', 'tradhojd'],
    ['Vattenkarta', 'markfuktighet'],
  ] as const) {
    await page.getByRole('checkbox', { name }).check();
    await expect.poll(() => rasters.filter((r) => r.layer === layer).length).toBeGreaterThan(0);
    // The drawn tiles are in the map: images of 256 × 256 from the proxy, loaded.
    const drawn = page.locator(`img.leaflet-tile-loaded[src*="/tiles/${layer}/"]`);
    await expect(drawn.first()).toBeVisible();
    expect(await drawn.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  }
  expect(rasters.every((r) => r.status === 200 || r.status === 304)).toBe(true);
});
