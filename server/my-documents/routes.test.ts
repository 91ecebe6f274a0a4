import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { demoIds } from '../db/seed.ts';
import { members } from '../db/schema.ts';
import { memberDocuments } from './schema.ts';
import { loadContentFixtures } from '../content/fixtures.ts';
import { contentRoutes } from '../content/routes.ts';
import type { DocumentList } from '../../shared/contracts/content.ts';
import { fileNameFromDisposition } from '../../shared/api/downloadFile.ts';
import { memberDocumentSource } from './memberDocuments.ts';
import { memberDocumentSeedRows, seedMemberDocuments } from './seed.ts';

type Person = 'anna' | 'bertil' | 'david';

/**
 * My documents through the document list API, as the portal serves them: the content
 * routes with the member document source plugged in (server/app.ts does the same).
 */
// The seed renders its PDFs asynchronously (pdfkit); the rows are the same every time.
const seeded = await memberDocumentSeedRows();

describe('my documents (GET /api/v1/sharepointdocuments/…)', () => {
  let t: ApiTestApp;
  const rowsOf = (person: Person) => seeded.filter((row) => row.memberId === demoIds[person]);
  const annasFirst = rowsOf('anna')[0]!;

  beforeAll(async () => {
    const content = await loadContentFixtures(path.resolve('content-fixtures'));
    t = await apiTestApp(async (app, database) => {
      await seedMemberDocuments(database.db);
      // Passed as a variable: the option is what server/content/routes.ts takes for member lists.
      const options = {
        content: () => content,
        memberDocuments: memberDocumentSource(database.db),
      };
      await app.register(contentRoutes, options);
    });
  });
  afterAll(() => t.close());

  const get = async (who: Person | null, url: string, actingFor?: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? await t.as(who, actingFor) : {} });
  const list = (who: Person, actingFor?: string) =>
    get(who, '/api/v1/sharepointdocuments/lists/mina-dokument', actingFor);
  const file = (who: Person | null, driveItemId: string, actingFor?: string) =>
    get(who, `/api/v1/sharepointdocuments/files/${driveItemId}`, actingFor);

  describe('the list', () => {
    it('gives Anna her own settlements, agreements and certificates, newest first', async () => {
      const response = await list('anna');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const body = response.json<DocumentList>();
      expect(body.title).toBe('Dina avräkningar, avtal och intyg');
      expect(body.documents.length).toBeGreaterThanOrEqual(12);
      expect(body.documents).toHaveLength(rowsOf('anna').length);
      const ids = new Set(rowsOf('anna').map((row) => row.driveItemId));
      expect(body.documents.every((d) => ids.has(d.driveItemId))).toBe(true);
      const modified = body.documents.map((d) => d.modified);
      expect(modified).toEqual([...modified].sort().reverse());
      for (const kind of ['Avräkning', 'Avtal', 'Intyg']) {
        expect(body.documents.some((d) => d.title.startsWith(kind))).toBe(true);
      }
      expect(body.documents[0]).toEqual({
        guid: annasFirst.id,
        driveItemId: annasFirst.driveItemId,
        filename: 'Avräkning 2026-11-05 slutavverkning Norrskogen 1-4, oktober 2026.pdf',
        title: 'Avräkning slutavverkning Norrskogen 1:4, oktober 2026',
        fileType: 'pdf',
        fileSizeFormatted: expect.stringMatching(/^\d+(,\d)? kB$/),
        modified: '2026-11-05T12:00:00.000Z',
      });
    });

    it('gives David only his two documents and Bertil only his three', async () => {
      const davids = (await list('david')).json<DocumentList>().documents;
      expect(davids.map((d) => d.title).sort()).toEqual([
        'Avtal medlemskap och insatsplan',
        'Intyg medlemskap',
      ]);
      const bertils = (await list('bertil')).json<DocumentList>().documents;
      expect(bertils.map((d) => d.driveItemId).sort()).toEqual(
        rowsOf('bertil')
          .map((row) => row.driveItemId)
          .sort(),
      );
    });

    it('refuses Anna acting for Bertil: his proxy gives no Service_Documents_Read (403)', async () => {
      const response = await list('anna', demoIds.bertil);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        type: 'forbidden',
        title: 'Du har inte rättighet att utföra denna åtgärd.',
      });
    });

    it('refuses a member without Service_Documents_Read (403) and a caller not signed in (401)', async () => {
      const [before] = await t.database.db
        .select({ roles: members.roles })
        .from(members)
        .where(eq(members.id, demoIds.david));
      await t.database.db
        .update(members)
        .set({ roles: before!.roles.filter((role) => role !== 'Service_Documents_Read') })
        .where(eq(members.id, demoIds.david));
      try {
        expect((await list('david')).statusCode).toBe(403);
        expect((await file('david', rowsOf('david')[0]!.driveItemId)).statusCode).toBe(404);
      } finally {
        await t.database.db
          .update(members)
          .set({ roles: before!.roles })
          .where(eq(members.id, demoIds.david));
      }
      expect((await get(null, '/api/v1/sharepointdocuments/lists/mina-dokument')).statusCode).toBe(
        401,
      );
    });

    it('leaves the content-managed lists as they were', async () => {
      const response = await get('david', '/api/v1/sharepointdocuments/lists/medlemsdokument');
      expect(response.statusCode).toBe(200);
      expect(response.json<DocumentList>().title).toBe('Medlemsdokument');
    });
  });

  describe('a file', () => {
    it('gives Anna her PDF with its name, type and headers that keep it private', async () => {
      const response = await file('anna', annasFirst.driveItemId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(disposition).toContain('filename="Avrakning 2026-11-05 slutavverkning');
      expect(fileNameFromDisposition(disposition)).toBe(annasFirst.filename);
      expect(response.rawPayload.equals(annasFirst.content)).toBe(true);
      expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    });

    it("answers 404 to David asking for Anna's file, the same as for a file that does not exist", async () => {
      const annas = await file('david', annasFirst.driveItemId);
      const missing = await file('david', 'MD00000000000000');
      expect(annas.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(annas.json()).toEqual(missing.json());
      expect(annas.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
      expect(annas.headers['content-disposition']).toBeUndefined();
    });

    it('answers 404 to Anna acting for Bertil, for his file and for her own', async () => {
      expect(
        (await file('anna', rowsOf('bertil')[0]!.driveItemId, demoIds.bertil)).statusCode,
      ).toBe(404);
      expect((await file('anna', annasFirst.driveItemId, demoIds.bertil)).statusCode).toBe(404);
    });

    it("answers 404 to Bertil for Anna's file, though he gave her a proxy", async () => {
      expect((await file('bertil', annasFirst.driveItemId)).statusCode).toBe(404);
    });

    it('still serves the content-managed files', async () => {
      const response = await file('david', '01MEDLEM001');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    });
  });

  it('seeds idempotently: running the seed again adds nothing', async () => {
    await seedMemberDocuments(t.database.db);
    const rows = await t.database.db.select({ id: memberDocuments.id }).from(memberDocuments);
    expect(rows).toHaveLength(seeded.length);
    expect(rowsOf('anna').length).toBeGreaterThan(10);
    expect(rowsOf('bertil')).toHaveLength(3);
    expect(rowsOf('david')).toHaveLength(2);
  });
});
