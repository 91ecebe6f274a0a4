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
  // Load the element as the component block will: by the named file, integrity-checked,
  // with react and r2wc from the page's import map.
  await page.evaluate(
    async ({ fileName, integrity }) => {
      const tag = document.createElement('script');
      tag.type = 'module';
      tag.src = `/components/test-element/${fileName}`;
      tag.integrity = integrity;
      tag.crossOrigin = 'anonymous';
      const loaded = new Promise((resolve, reject) => {
        tag.onload = resolve;
        tag.onerror = reject;
      });
      document.head.append(tag);
      await loaded;
      await customElements.whenDefined('portal-test-element');
      const element = document.createElement('portal-test-element');
      element.setAttribute('configuration-id', 'demo');
      document.querySelector('main')?.append(element);
    },
    { fileName, integrity },
  );
  await expect(page.getByText('Testelementet är laddat (konfiguration: demo')).toBeVisible();
  await page.getByRole('button', { name: 'Klicka (0)' }).click();
  await expect(page.getByRole('button', { name: 'Klicka (1)' })).toBeVisible();
});
