import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { testJpeg, testPng } from '../../shared/contracts/my-map/testing/testImages.ts';
import { demoIds } from '../db/seed.ts';
import { proxies } from '../db/schema.ts';
import { mapNotes } from '../map/overlays/schema.ts';
import { mapDemoIds } from '../map/overlays/demoData.ts';
import type { Note, NoteRequestInput } from '../../shared/contracts/my-map.ts';
import {
  noteImageLimits,
  noteImageMessages,
  type NoteImage,
} from '../../shared/contracts/my-map/noteImages.ts';
import { myMapTestApp, type MyMapTestApp } from './testApp.ts';
import { myMapSeedId, demoNoteId } from './demoPlan.ts';
import { pendingImagesMax } from './noteImages.ts';
import { myMapNoteImages } from './schema.ts';
import { testNoteRequest } from '../../shared/contracts/my-map/testing/testNote.ts';

type Who = 'anna' | 'bertil' | 'david';

const png = testPng;
const jpeg = (width: number, height: number) => testJpeg(width, height);
const upload = (bytes: Buffer, contentType = 'image/png') => ({
  contentType,
  data: bytes.toString('base64'),
});

describe('my map note images', () => {
  let t: MyMapTestApp;
  let clock = new Date('2026-11-26T10:00:00Z');
  beforeAll(async () => {
    t = await myMapTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  const call: MyMapTestApp['call'] = (...args) => t.call(...args);
  const imageRows = async () =>
    (await t.database.db.select({ n: count() }).from(myMapNoteImages))[0]!.n;
  const noteRows = async () => (await t.database.db.select({ n: count() }).from(mapNotes))[0]!.n;
  const send = async (who: Who, bytes = png()) => {
    const response = await call(who, 'POST', '/note-images', upload(bytes));
    expect(response.statusCode).toBe(201);
    return response.json<NoteImage>();
  };
  const imageNote = (images: NoteImageRefInput[]): NoteRequestInput =>
    testNoteRequest({ type: 'ImageMemo', comment: 'Vindfälle vid stigen.', images });
  type NoteImageRefInput = { id: string; description: string };

  it('stores a PNG for Anna and serves it only to her: Bertil and a bad id answer 404', async () => {
    const bytes = png(6, 5);
    const image = await send('anna', bytes);
    expect(image).toMatchObject({
      contentType: 'image/png',
      width: 6,
      height: 5,
      bytes: bytes.length,
      description: '',
    });
    const served = await call('anna', 'GET', `/note-images/${image.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect((await call('bertil', 'GET', `/note-images/${image.id}`)).statusCode).toBe(404);
    expect((await call('anna', 'GET', '/note-images/not-an-id')).statusCode).toBe(404);
    expect((await call('david', 'GET', `/note-images/${image.id}`)).statusCode).toBe(403);
  });

  it('takes a JPEG by its headers', async () => {
    const response = await call(
      'anna',
      'POST',
      '/note-images',
      upload(jpeg(1600, 1200), 'image/jpeg'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<NoteImage>()).toMatchObject({ width: 1600, height: 1200 });
  });

  it('refuses other types, files that are not the image they claim, and too large ones, storing nothing', async () => {
    const before = await imageRows();
    const errorsOf = async (body: unknown) => {
      const response = await call('anna', 'POST', '/note-images', body);
      expect(response.statusCode).toBe(400);
      return response.json<{ errors: Record<string, string> }>().errors;
    };
    expect(await errorsOf(upload(png(), 'image/gif'))).toEqual({
      contentType: noteImageMessages.type,
    });
    expect(await errorsOf(upload(png(), 'image/jpeg'))).toEqual({
      data: noteImageMessages.notAnImage,
    });
    expect(await errorsOf(upload(Buffer.from('%PDF-1.4 not a picture')))).toEqual({
      data: noteImageMessages.notAnImage,
    });
    // A PNG cut short (no IEND) and a JPEG without its end marker.
    expect(await errorsOf(upload(png().subarray(0, 60)))).toEqual({
      data: noteImageMessages.notAnImage,
    });
    expect(await errorsOf(upload(jpeg(10, 10).subarray(0, 38), 'image/jpeg'))).toEqual({
      data: noteImageMessages.notAnImage,
    });
    expect(await errorsOf(upload(jpeg(noteImageLimits.sideMax + 1, 10), 'image/jpeg'))).toEqual({
      data: noteImageMessages.notAnImage,
    });
    expect(await errorsOf({ contentType: 'image/png', data: 'not base64!' })).toEqual({
      data: noteImageMessages.notAnImage,
    });
    const large = Buffer.concat([png(), Buffer.alloc(noteImageLimits.bytesMax)]);
    expect(await errorsOf(upload(large))).toEqual({ data: noteImageMessages.tooLarge });
    expect(await imageRows()).toBe(before);
  });

  it('refuses an image note without an image, and more than five, storing nothing', async () => {
    const before = [await noteRows(), await imageRows()];
    const none = await call('anna', 'POST', '/notes', imageNote([]));
    expect(none.statusCode).toBe(400);
    expect(none.json<{ errors: Record<string, string> }>().errors).toEqual({
      images: noteImageMessages.atLeastOne,
    });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => send('anna')));
    const tooMany = await call(
      'anna',
      'POST',
      '/notes',
      imageNote(six.map(({ id }) => ({ id, description: '' }))),
    );
    expect(tooMany.json<{ errors: Record<string, string> }>().errors).toEqual({
      images: noteImageMessages.tooMany,
    });
    expect(await noteRows()).toBe(before[0]);
    expect(await imageRows()).toBe(before[1]! + 6);
  });

  it("refuses another member's upload on Anna's note, and changes nothing", async () => {
    const bertils = await send('bertil');
    const before = await noteRows();
    const response = await call(
      'anna',
      'POST',
      '/notes',
      imageNote([{ id: bertils.id, description: '' }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ type: string; errors: Record<string, string> }>()).toMatchObject({
      type: 'NoteImageMissing',
      errors: { images: noteImageMessages.notFound },
    });
    expect(await noteRows()).toBe(before);
    const [row] = await t.database.db
      .select()
      .from(myMapNoteImages)
      .where(eq(myMapNoteImages.id, bertils.id));
    expect(row?.noteId).toBeNull();
  });

  it('saves an image note with its pictures; a co-owner sees them; edits remove one; delete removes all', async () => {
    const [first, second] = [await send('anna'), await send('anna', png(8, 8))];
    const created = await call(
      'anna',
      'POST',
      '/notes',
      imageNote([
        { id: first.id, description: '  Vindfällena från stigen. ' },
        { id: second.id, description: '' },
      ]),
    );
    expect(created.statusCode).toBe(201);
    const note = created.json<Note>();
    expect(note.images.map((i) => [i.id, i.description])).toEqual([
      [first.id, 'Vindfällena från stigen.'],
      [second.id, ''],
    ]);
    const listed = (await call('anna', 'GET', '/notes')).json<{ notes: Note[] }>().notes;
    expect(listed.find((n) => n.id === note.id)?.images).toHaveLength(2);
    expect((await call('bertil', 'GET', `/note-images/${first.id}`)).statusCode).toBe(404);

    const lastRemoved = await call('anna', 'PUT', `/notes/${note.id}`, imageNote([]));
    expect(lastRemoved.statusCode).toBe(400);
    const edited = await call(
      'anna',
      'PUT',
      `/notes/${note.id}`,
      imageNote([{ id: second.id, description: 'Rotvältor.' }]),
    );
    expect(edited.json<Note>().images.map((i) => [i.id, i.description])).toEqual([
      [second.id, 'Rotvältor.'],
    ]);
    expect((await call('anna', 'GET', `/note-images/${first.id}`)).statusCode).toBe(404);
    expect((await call('anna', 'DELETE', `/notes/${note.id}`)).statusCode).toBe(204);
    const left = await t.database.db
      .select()
      .from(myMapNoteImages)
      .where(inArray(myMapNoteImages.id, [first.id, second.id]));
    expect(left).toEqual([]);
  });

  it('puts one upload on one note when two saves race for it', { tags: ['engine'] }, async () => {
    const image = await send('anna');
    const body = imageNote([{ id: image.id, description: '' }]);
    const answers = await Promise.all([
      call('anna', 'POST', '/notes', body),
      call('anna', 'POST', '/notes', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });

  it("serves Bertil's Björkås picture to Anna acting for him only with the proxy's My map right", async () => {
    const bjorkasImage = myMapSeedId('image:map-note:4:1');
    const norrskogenImage = myMapSeedId('image:note:4:1');
    const get = (id: string) =>
      call('anna', 'GET', `/note-images/${id}`, undefined, demoIds.bertil);
    expect((await get(bjorkasImage)).statusCode).toBe(403);
    await t.database.db
      .update(proxies)
      .set({ roles: ['Service_MyMap_Read', 'Service_TimberManager_Agreements_Read'] })
      .where(eq(proxies.id, demoIds.proxyBertilToAnna));
    const served = await get(bjorkasImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await get(norrskogenImage)).statusCode).toBe(404);
    expect((await call('bertil', 'GET', `/note-images/${bjorkasImage}`)).statusCode).toBe(200);
  });

  it('gives every demo image note at least one picture', async () => {
    const notes = (await call('anna', 'GET', '/notes')).json<{ notes: Note[] }>().notes;
    const imageNotes = notes.filter((n) => n.type === 'ImageMemo');
    expect(imageNotes.map((n) => n.id)).toEqual(
      expect.arrayContaining([demoNoteId(4), demoNoteId(6), mapDemoIds.note(4)]),
    );
    for (const note of imageNotes) expect(note.images.length).toBeGreaterThan(0);
  });

  it('keeps at most 20 uploads waiting for a note, and clears those older than a day', async () => {
    const pending = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(myMapNoteImages)
          .where(and(eq(myMapNoteImages.memberId, demoIds.bertil), isNull(myMapNoteImages.noteId)))
      )[0]!.n;
    while ((await pending()) < pendingImagesMax) await send('bertil');
    const refused = await call('bertil', 'POST', '/note-images', upload(png()));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ type: string }>().type).toBe('NoteImagesPending');
    clock = new Date('2026-11-27T10:00:01Z');
    await send('bertil');
    expect(await pending()).toBe(1);
    // The seeded Björkås picture is on a note: it stays.
    expect(
      (await call('bertil', 'GET', `/note-images/${myMapSeedId('image:map-note:4:1')}`)).statusCode,
    ).toBe(200);
  });
});
