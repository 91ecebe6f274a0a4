import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../shared/api/client.ts';
import { downloadCertificate } from '../../shared/api/downloadPdf.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { demoIds } from '../db/seed.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { memberProfileRoutes } from './routes.ts';

/**
 * The download helper of shared/api against the real certificate route on a real port,
 * with real fetch: the server answers 202 first, the helper polls until the PDF is there.
 */
describe('certificate download over HTTP', () => {
  let t: ApiTestApp;
  let baseUrl: string;

  beforeAll(async () => {
    const content = await loadContentFixtures(path.resolve('content-fixtures'));
    t = await apiTestApp(async (app, database) => {
      await app.register(memberProfileRoutes, {
        db: database.db,
        content: () => content,
        productName: 'Granskog',
        certificateDelayMs: 1200,
      });
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/`;
  });
  afterAll(() => t.close());

  const clientFor = (sub: string) =>
    createApiClient({
      baseUrl,
      getAccessToken: () => t.tokenFor(sub),
      getProxyUserId: () => null,
    });

  it('Anna gets her certificate after the server has answered 202', async () => {
    const started = Date.now();
    const file = await downloadCertificate(clientFor(demoIds.anna));
    // At least one poll at the server's 1 s interval.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(file.fileName).toMatch(/^medlemsintyg-100001-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(file.blob.type).toBe('application/pdf');
    const bytes = Buffer.from(await file.blob.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("gives up with 'Max polling timeout' when the server is still busy", async () => {
    await expect(
      downloadCertificate(clientFor(demoIds.bertil), { maxPolls: 0 }),
    ).rejects.toMatchObject({
      code: 'maxPollingTimeout',
    });
  });
});
