import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { mapEstates, mapNotes } from '../map/overlays/schema.ts';
import { problemOf } from '../kit/problem.ts';
import { envelope } from '../map/overlays/geometry.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import type { PointGeometry } from '../../shared/contracts/mapOverlays.ts';
import { pointInArea } from '../../shared/contracts/my-map/pointInArea.ts';
import {
  salvageDuty,
  type Note,
  type NoteDone,
  type NoteRequest,
} from '../../shared/contracts/my-map.ts';
import { ownedEstateIds } from './plans.ts';
import { imagesOfNotes, setNoteImages } from './noteImages.ts';
import { myMapNoteDetails } from './schema.ts';

const swedishDate = (value: Date) =>
  value.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

async function noteRows(db: Db, memberId: string, noteId?: string) {
  return db
    .select({
      note: mapNotes,
      designation: mapEstates.designation,
      volume: myMapNoteDetails.volumeM3skPerHa,
    })
    .from(mapNotes)
    .innerJoin(mapEstates, eq(mapEstates.id, mapNotes.estateId))
    .leftJoin(myMapNoteDetails, eq(myMapNoteDetails.noteId, mapNotes.id))
    .where(
      and(
        inArray(mapNotes.estateId, ownedEstateIds(db, memberId)),
        noteId ? eq(mapNotes.id, noteId) : undefined,
      ),
    )
    .orderBy(desc(mapNotes.createdAt), desc(mapNotes.id));
}

type NoteRow = Awaited<ReturnType<typeof noteRows>>[number];

async function notesOf(db: Db, rows: NoteRow[]): Promise<Note[]> {
  const images = await imagesOfNotes(
    db,
    rows.map((row) => row.note.id),
  );
  return rows.map((row) => noteOf(row, images.get(row.note.id) ?? []));
}

const noteOf = ({ note, designation, volume }: NoteRow, images: Note['images']): Note => {
  const [e, n] = (note.geometry as { coordinates: [number, number] }).coordinates;
  return {
    id: note.id,
    estateId: note.estateId,
    estateDesignation: designation,
    type: note.type as Note['type'],
    comment: note.comment,
    status: (note.status === 'Excecuted' ? 'Executed' : note.status) as Note['status'],
    numberOfTrees: note.numberOfTrees,
    volumeM3skPerHa: volume ?? null,
    mainTreeSpecies: note.mainTreeSpecies as Note['mainTreeSpecies'],
    forestType: note.forestType as Note['forestType'],
    executedBy: note.executedBy,
    executedDate: note.executedDate,
    createdAt: swedishDate(note.createdAt),
    position: { n, e },
    salvageDuty: salvageDuty(note.type, volume ?? null),
    images,
  };
};

export async function listNotes(db: Db, memberId: string) {
  return { notes: await notesOf(db, await noteRows(db, memberId)) };
}

export async function noteOfMember(db: Db, memberId: string, noteId: string): Promise<Note> {
  const [row] = await noteRows(db, memberId, noteId);
  if (!row) throw problemOf(myMapProblems, 'NoteNotFound');
  return (await notesOf(db, [row]))[0]!;
}

/** The member's estate the point lies on, or 400 NoteOutsideEstate (on the position field). */
async function estateAt(db: Db, memberId: string, position: { n: number; e: number }) {
  const estates = await db
    .select({ id: mapEstates.id, geometry: mapEstates.geometry })
    .from(mapEstates)
    .where(inArray(mapEstates.id, ownedEstateIds(db, memberId)));
  const estate = estates.find((row) => pointInArea(row.geometry, position));
  if (!estate)
    throw problemOf(myMapProblems, 'NoteOutsideEstate', {
      position: myMapProblems.NoteOutsideEstate.message,
    });
  return estate.id;
}

const noteValues = (request: NoteRequest, estateId: string) => {
  const geometry: PointGeometry = {
    type: 'Point',
    coordinates: [request.position.e, request.position.n],
  };
  const trees = request.type === 'InsectDamage' || request.type === 'Windthrow';
  return {
    estateId,
    type: request.type,
    comment: request.comment,
    status: request.status,
    numberOfTrees: trees ? request.numberOfTrees : null,
    mainTreeSpecies: request.mainTreeSpecies,
    forestType: request.forestType,
    // Who and when belong to an executed note only (the schema requires them then).
    executedBy: request.status === 'Executed' ? request.executedBy!.trim() : null,
    executedDate: request.status === 'Executed' ? request.executedDate! : null,
    geometry,
    ...envelope(geometry),
  };
};

export async function saveNote(
  db: Db,
  memberId: string,
  request: NoteRequest,
  noteId?: string,
): Promise<Note> {
  if (noteId !== undefined) await noteOfMember(db, memberId, noteId);
  const estateId = await estateAt(db, memberId, request.position);
  const volume = request.type === 'Windthrow' ? request.volumeM3skPerHa : null;
  const id = await db.transaction(async (tx) => {
    const values = noteValues(request, estateId);
    const [row] =
      noteId === undefined
        ? await tx
            .insert(mapNotes)
            .values({ ...values, createdByMemberId: memberId })
            .returning()
        : await tx.update(mapNotes).set(values).where(eq(mapNotes.id, noteId)).returning();
    await tx
      .insert(myMapNoteDetails)
      .values({ noteId: row!.id, volumeM3skPerHa: volume })
      .onConflictDoUpdate({ target: myMapNoteDetails.noteId, set: { volumeM3skPerHa: volume } });
    await setNoteImages(tx, memberId, row!.id, request.images);
    return row!.id;
  });
  return noteOfMember(db, memberId, id);
}

export async function markNoteDone(db: Db, memberId: string, noteId: string, done: NoteDone) {
  await noteOfMember(db, memberId, noteId);
  const executedBy =
    done.executedBy.trim() ||
    ((await db.select({ name: members.name }).from(members).where(eq(members.id, memberId)))[0]
      ?.name ??
      null);
  await db
    .update(mapNotes)
    .set({ status: 'Executed', executedBy, executedDate: done.executedDate })
    .where(eq(mapNotes.id, noteId));
  return noteOfMember(db, memberId, noteId);
}

export async function deleteNote(db: Db, memberId: string, noteId: string) {
  await noteOfMember(db, memberId, noteId);
  await db.delete(mapNotes).where(eq(mapNotes.id, noteId));
}
