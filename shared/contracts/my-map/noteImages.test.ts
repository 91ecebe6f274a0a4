import { describe, expect, it } from 'vitest';
import { testJpeg, testPng } from './testing/testImages.ts';
import { testNoteRequest } from './testing/testNote.ts';
import { noteRequestSchema } from '../my-map.ts';
import {
  imageInfo,
  noteImageLimits,
  noteImageMessages,
  noteImageUploadSchema,
} from './noteImages.ts';

const png = testPng;
/** A progressive JPEG whose first segment is an APP1 (as a phone writes EXIF). */
const jpeg = (width: number, height: number, segments = [0xff, 0xe1, 0x00, 0x04, 0x00, 0x00]) =>
  testJpeg(width, height, { segments, frame: 0xc2 });
const errors = (body: unknown) => {
  const result = noteImageUploadSchema.safeParse(body);
  return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('note images', () => {
  it('reads the size of a PNG and of a progressive JPEG past an EXIF segment', () => {
    expect(imageInfo(png(30, 20))).toEqual({ type: 'image/png', width: 30, height: 20 });
    expect(imageInfo(jpeg(1600, 900))).toEqual({ type: 'image/jpeg', width: 1600, height: 900 });
  });

  it('knows a file that is not a whole image', () => {
    const whole = png(3, 3);
    expect(imageInfo(whole.subarray(0, whole.length - 12))).toBeNull();
    expect(imageInfo(jpeg(10, 10).subarray(0, 20))).toBeNull();
    expect(imageInfo(new TextEncoder().encode('GIF89a not ours at all, nope'))).toBeNull();
  });

  it('takes a JPEG or PNG that is what it claims, within the size', () => {
    const data = Buffer.from(png(4, 4)).toString('base64');
    expect(errors({ contentType: 'image/png', data })).toBeNull();
    expect(errors({ contentType: 'image/jpeg', data })).toEqual([
      ['data', noteImageMessages.notAnImage],
    ]);
    expect(errors({ contentType: 'image/webp', data })).toEqual([
      ['contentType', noteImageMessages.type],
    ]);
    const large = 'A'.repeat(Math.ceil(noteImageLimits.bytesMax / 3) * 4 + 4);
    expect(errors({ contentType: 'image/png', data: large })).toEqual([
      ['data', noteImageMessages.tooLarge],
    ]);
  });

  it('needs one image on an image note and at most five on any note', () => {
    const note = testNoteRequest({ type: 'ImageMemo' });
    const issues = (images: unknown[]) => {
      const result = noteRequestSchema.safeParse({ ...note, images });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(issues([])).toEqual([noteImageMessages.atLeastOne]);
    expect(issues([{ id: 'a', description: '' }])).toEqual([]);
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ id: String(n), description: '' }));
    expect(issues(six)).toContain(noteImageMessages.tooMany);
    expect(
      issues([
        { id: 'a', description: '' },
        { id: 'a', description: '' },
      ]),
    ).toEqual([noteImageMessages.duplicate]);
  });
});
