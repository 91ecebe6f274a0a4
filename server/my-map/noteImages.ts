import { and, asc, count, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mapNotes } from '../map/overlays/schema.ts';
import { problemOf } from '../kit/problem.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import {
  base64Bytes,
  imageInfo,
  noteImageMessages,
  type NoteImage,
  type NoteImageRef,
  type NoteImageUpload,
} from '../../shared/contracts/my-map/noteImages.ts';
import { isUuid } from '../../shared/validation/uuid.ts';
import { ownedEstateIds } from './plans.ts';
import { myMapNoteImages } from './schema.ts';

/** Uploads not yet on a note that one member may have within a day (README). */
export const pendingImagesMax = 20;
const pendingLifetimeMs = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const listed = {
  id: myMapNoteImages.id,
  noteId: myMapNoteImages.noteId,
  contentType: myMapNoteImages.contentType,
  width: myMapNoteImages.width,
  height: myMapNoteImages.height,
  bytes: sql<number>`octet_length(${myMapNoteImages.content})`.mapWith(Number),
  description: myMapNoteImages.description,
};

const imageOf = ({
  noteId: _noteId,
  ...row
}: { noteId: string | null; contentType: string } & Omit<NoteImage, 'contentType'>) =>
  row as NoteImage;

/**
 * Stores an image for the member (the schema has checked its type, size and headers), not yet
 * on a note. The member's uploads older than a day that no note took are removed first.
 */
export async function uploadNoteImage(
  db: Db,
  memberId: string,
  upload: NoteImageUpload,
  now: Date,
): Promise<NoteImage> {
  const content = Buffer.from(base64Bytes(upload.data));
  const info = imageInfo(content)!;
  return db.transaction(async (tx) => {
    const pending = and(eq(myMapNoteImages.memberId, memberId), isNull(myMapNoteImages.noteId));
    await tx
      .delete(myMapNoteImages)
      .where(
        and(pending, lt(myMapNoteImages.createdAt, new Date(now.getTime() - pendingLifetimeMs))),
      );
    const [{ value }] = (await tx
      .select({ value: count() })
      .from(myMapNoteImages)
      .where(pending)) as [{ value: number }];
    if (value >= pendingImagesMax) throw problemOf(myMapProblems, 'NoteImagesPending');
    const [row] = await tx
      .insert(myMapNoteImages)
      .values({
        memberId,
        contentType: info.type,
        width: info.width,
        height: info.height,
        content,
        createdAt: now,
      })
      .returning({ id: myMapNoteImages.id });
    return {
      id: row!.id,
      contentType: info.type,
      width: info.width,
      height: info.height,
      bytes: content.length,
      description: '',
    };
  });
}

/**
 * An image the member may see: on a note of an estate they own, or their own upload not yet
 * on a note. Anything else (another member's, a malformed id) answers 404.
 */
export async function noteImageFile(db: Db, memberId: string, imageId: string) {
  const [row] = await db
    .select({ contentType: myMapNoteImages.contentType, content: myMapNoteImages.content })
    .from(myMapNoteImages)
    .leftJoin(mapNotes, eq(mapNotes.id, myMapNoteImages.noteId))
    .where(
      and(
        eq(myMapNoteImages.id, imageId),
        or(
          inArray(mapNotes.estateId, ownedEstateIds(db, memberId)),
          and(isNull(myMapNoteImages.noteId), eq(myMapNoteImages.memberId, memberId)),
        ),
      ),
    );
  if (!row) throw problemOf(myMapProblems, 'NoteImageNotFound');
  // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
  return {
    contentType: row.contentType,
    content: Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content),
  };
}

/** The images of these notes, in their order, by note id (no bytes). */
export async function imagesOfNotes(db: Db, noteIds: string[]) {
  const byNote = new Map<string, NoteImage[]>();
  if (noteIds.length === 0) return byNote;
  const rows = await db
    .select(listed)
    .from(myMapNoteImages)
    .where(inArray(myMapNoteImages.noteId, noteIds))
    .orderBy(asc(myMapNoteImages.position), asc(myMapNoteImages.createdAt));
  for (const row of rows) {
    const list = byNote.get(row.noteId!) ?? [];
    list.push(imageOf(row));
    byNote.set(row.noteId!, list);
  }
  return byNote;
}

/**
 * Makes the note's images exactly `refs`, in that order, in the note's transaction: images
 * left out are deleted; each ref is one of the note's or the member's own pending upload,
 * else the whole save is refused (NoteImageMissing on `images`) and nothing changes. An
 * upload taken by another note at the same moment is no longer pending, so one save wins.
 */
export async function setNoteImages(
  tx: Tx,
  memberId: string,
  noteId: string,
  refs: NoteImageRef[],
) {
  const ids = refs.map((ref) => ref.id);
  if (!ids.every(isUuid)) throw missing();
  await tx
    .delete(myMapNoteImages)
    .where(
      and(
        eq(myMapNoteImages.noteId, noteId),
        ids.length ? notInArray(myMapNoteImages.id, ids) : undefined,
      ),
    );
  for (const [position, ref] of refs.entries()) {
    const taken = await tx
      .update(myMapNoteImages)
      .set({ noteId, position, description: ref.description.trim() })
      .where(
        and(
          eq(myMapNoteImages.id, ref.id),
          or(
            eq(myMapNoteImages.noteId, noteId),
            and(isNull(myMapNoteImages.noteId), eq(myMapNoteImages.memberId, memberId)),
          ),
        ),
      )
      .returning({ id: myMapNoteImages.id });
    if (taken.length === 0) throw missing();
  }
}

const missing = () =>
  problemOf(myMapProblems, 'NoteImageMissing', { images: noteImageMessages.notFound });
