import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../api/auth.ts';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { HttpProblem } from '../kit/problem.ts';
import { openTestDatabase } from '../testing/database.ts';
import { memberDocumentFile, memberDocumentList, memberDocumentSource } from './memberDocuments.ts';
import { memberDocumentSeedRows, seedMemberDocuments } from './seed.ts';

/** A caller as the API's auth hook resolves it. */
const caller = (who: keyof typeof demoIds, roles: string[], actingFor?: string): Caller => ({
  memberId: demoIds[who],
  customerNo: '0',
  idp: 'eid',
  impersonationId: null,
  effectiveMemberId: actingFor ?? demoIds[who],
  effectiveRoles: roles,
  proxyId: actingFor ? demoIds.proxyBertilToAnna : null,
});
const reader = ['Service_Documents_Read'];

// The seed renders its PDFs asynchronously (pdfkit); the rows are the same every time.
const rows = await memberDocumentSeedRows();

describe('member documents (queries)', () => {
  let database: Database;
  const davidsFile = rows.find((row) => row.memberId === demoIds.david)!;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedMemberDocuments(database.db);
  });
  afterAll(() => database.close());

  it("lists only the effective member's documents, with sizes as members read them", async () => {
    const list = await memberDocumentList(database.db, caller('david', reader));
    expect(list.documents.map((d) => d.driveItemId).sort()).toEqual(
      rows
        .filter((row) => row.memberId === demoIds.david)
        .map((row) => row.driveItemId)
        .sort(),
    );
    expect(list.documents[0]?.fileSizeFormatted).toMatch(/^\d+(,\d)? kB$/);
  });

  it('throws 403 without Service_Documents_Read', async () => {
    const refused = memberDocumentList(database.db, caller('anna', [], demoIds.bertil));
    await expect(refused).rejects.toBeInstanceOf(HttpProblem);
    await expect(refused).rejects.toMatchObject({ status: 403, type: 'forbidden' });
  });

  it("gives a file's bytes as a Buffer to its owner only", async () => {
    const own = await memberDocumentFile(
      database.db,
      caller('david', reader),
      davidsFile.driveItemId,
    );
    expect(Buffer.isBuffer(own?.content)).toBe(true);
    expect(own?.content.equals(davidsFile.content)).toBe(true);
    expect(own).toMatchObject({ filename: davidsFile.filename, contentType: 'application/pdf' });
    expect(
      await memberDocumentFile(database.db, caller('anna', reader), davidsFile.driveItemId),
    ).toBeNull();
    expect(
      await memberDocumentFile(database.db, caller('david', []), davidsFile.driveItemId),
    ).toBeNull();
  });

  it('answers only its own list id, leaving the rest to the content lists', async () => {
    const source = memberDocumentSource(database.db);
    expect(await source.list(caller('david', reader), 'medlemsdokument')).toBeNull();
    expect((await source.list(caller('david', reader), 'mina-dokument'))?.documents).toHaveLength(
      2,
    );
  });
});
