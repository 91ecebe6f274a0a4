import { mountComponentElement } from './componentHost.ts';
import { expect, test } from './fixtures.ts';

test('the test element loads through the component host and runs on the page React', async ({
  page,
  request,
}) => {
  const app = await request.get('/components/test-element/api/v1/app');
  expect(app.headers()['cache-control']).toContain('no-cache');
  const { fileName, integrity } = (await app.json()) as { fileName: string; integrity: string };
  const script = await request.get(`/components/test-element/${fileName}`);
  expect(script.headers()['cache-control']).toContain('immutable');

  await page.goto('/');
  // The host's own start page, not the server's static first paint, which the host removes
  // once its page has rendered (an element put into that copy would go with it).
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  // Load the element as the component block will (react and r2wc from the import map).
  await mountComponentElement(
    page,
    {
      id: 'test-element',
      element: 'portal-test-element',
      attributes: { 'configuration-id': 'demo' },
    },
    { fileName, integrity },
  );
  await expect(page.getByText('Testelementet är laddat (konfiguration: demo')).toBeVisible();
  await page.getByRole('button', { name: 'Klicka (0)' }).click();
  await expect(page.getByRole('button', { name: 'Klicka (1)' })).toBeVisible();
});
