import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { MemberDocumentFile, MemberDocumentSource } from '../kit/services/memberDocuments.ts';
import { memberDocuments } from './schema.ts';
import { requireRoles, type Caller } from '../api/auth.ts';
import { formatFileSize } from '../content/files.ts';
import type { DocumentList } from '../../shared/contracts/content.ts';
import {
  memberDocumentsListId,
  memberDocumentsRole,
  memberDocumentsTitle,
} from '../../shared/contracts/memberDocuments.ts';

/**
 * The effective member's own documents, newest first. 403 without Service_Documents_Read
 * (a proxy that does not give it, as Bertil's to Anna). The bytes stay in the database;
 * only their size is read.
 */
export async function memberDocumentList(db: Db, caller: Caller): Promise<DocumentList> {
  requireRoles(caller, memberDocumentsRole);
  const rows = await db
    .select({
      guid: memberDocuments.id,
      driveItemId: memberDocuments.driveItemId,
      filename: memberDocuments.filename,
      title: memberDocuments.title,
      fileType: memberDocuments.fileType,
      size: sql<number>`octet_length(${memberDocuments.content})`.mapWith(Number),
      modified: memberDocuments.modified,
    })
    .from(memberDocuments)
    .where(
      and(
        eq(memberDocuments.memberId, caller.effectiveMemberId),
        eq(memberDocuments.listId, memberDocumentsListId),
      ),
    )
    .orderBy(desc(memberDocuments.modified));
  return {
    title: memberDocumentsTitle,
    documents: rows.map(({ size, modified, ...row }) => ({
      ...row,
      fileSizeFormatted: formatFileSize(size),
      modified: modified.toISOString(),
    })),
  };
}

/**
 * One of the effective member's own files by driveItemId, or null: another member's file,
 * an unknown id and a caller without Service_Documents_Read all look the same (404), so
 * nobody learns which files exist.
 */
export async function memberDocumentFile(
  db: Db,
  caller: Caller,
  driveItemId: string,
): Promise<MemberDocumentFile | null> {
  if (!caller.effectiveRoles.includes(memberDocumentsRole)) return null;
  const [row] = await db
    .select({
      filename: memberDocuments.filename,
      contentType: memberDocuments.contentType,
      content: memberDocuments.content,
    })
    .from(memberDocuments)
    .where(
      and(
        eq(memberDocuments.driveItemId, driveItemId),
        eq(memberDocuments.memberId, caller.effectiveMemberId),
        eq(memberDocuments.listId, memberDocumentsListId),
      ),
    );
  if (!row) return null;
  // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: answer a Buffer.
  const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
  return { ...row, content };
}

/** The member lists of the content API's document routes (MemberDocumentSource, the kit's). */
export function memberDocumentSource(db: Db): MemberDocumentSource {
  return {
    list: (caller, listId) =>
      listId === memberDocumentsListId ? memberDocumentList(db, caller) : Promise.resolve(null),
    file: (caller, driveItemId) => memberDocumentFile(db, caller, driveItemId),
  };
}
