import { z } from 'zod/mini';
import { fieldIssue } from '../../validation/fieldIssue.ts';

/**
 * Note images (timber-production-map §3 Note "images", §5 "image count is limited, with a
 * minimum of one for image notes"; issue 18 "resized in the browser, stored by the server,
 * never public"). The browser makes every chosen photo a JPEG of at most `resizeSide` pixels;
 * the server takes JPEG or PNG up to `bytesMax` and checks the bytes are that image.
 * Bounds are ours (README).
 */
export const noteImageTypes = ['image/jpeg', 'image/png'] as const;
export type NoteImageType = (typeof noteImageTypes)[number];

export const noteImageLimits = {
  /** Images on one note. */
  perNote: 5,
  /** Bytes of one stored image (after the browser's resize); base64 keeps the call under 1 MiB. */
  bytesMax: 700_000,
  /** Pixels on the longer side the server accepts. */
  sideMax: 6000,
  /** The longer side the browser resizes to. */
  resizeSide: 1600,
  /** The file the member chooses, before it is resized. */
  fileBytesMax: 30_000_000,
  descriptionMax: 200,
} as const;

export const noteImageMessages = {
  type: 'Bilden måste vara en JPEG- eller PNG-bild.',
  tooLarge: `Bilden är för stor. Den får vara högst ${noteImageLimits.bytesMax / 1000} kB.`,
  notAnImage: 'Filen går inte att läsa som en bild. Välj en JPEG- eller PNG-bild.',
  fileType: 'Välj en bild i formatet JPEG, PNG eller WebP.',
  fileTooLarge: `Bildfilen är för stor. Välj en bild på högst ${noteImageLimits.fileBytesMax / 1_000_000} MB.`,
  tooMany: `En notering kan ha högst ${noteImageLimits.perNote} bilder.`,
  duplicate: 'Samma bild finns två gånger på noteringen.',
  notFound: 'Bilden finns inte längre. Ladda upp den igen.',
  atLeastOne: 'En bildanteckning måste ha minst en bild.',
  description: `Beskrivningen får vara högst ${noteImageLimits.descriptionMax} tecken.`,
} as const;

/** What the bytes are, read from their own headers; null when not a whole JPEG or PNG. */
export function imageInfo(
  bytes: Uint8Array,
): { type: NoteImageType; width: number; height: number } | null {
  const u16 = (i: number) => (bytes[i]! << 8) | bytes[i + 1]!;
  const u32 = (i: number) => u16(i) * 65536 + u16(i + 2);
  const n = bytes.length;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (n > 57 && png.every((b, i) => bytes[i] === b)) {
    const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
    const iend = String.fromCharCode(...bytes.subarray(n - 8, n - 4));
    if (ihdr !== 'IHDR' || iend !== 'IEND') return null;
    return { type: 'image/png', width: u32(16), height: u32(20) };
  }
  if (
    n > 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[n - 2] === 0xff &&
    bytes[n - 1] === 0xd9
  ) {
    // Walk the segments to the frame header (SOFn), which holds the size.
    let i = 2;
    while (i + 9 < n && bytes[i] === 0xff) {
      const marker = bytes[i + 1]!;
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      const sof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
      if (sof) return { type: 'image/jpeg', width: u16(i + 7), height: u16(i + 5) };
      if (marker === 0xda) return null;
      i += 2 + u16(i + 2);
    }
  }
  return null;
}

/** base64 (RFC 4648, with padding) to bytes, in the browser and in Node alike. */
export function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const base64Max = Math.ceil(noteImageLimits.bytesMax / 3) * 4;

/** One image sent to the server (POST .../note-images), before it belongs to a note. */
export const noteImageUploadSchema = z
  .object({
    contentType: z.enum(noteImageTypes, { error: noteImageMessages.type }),
    data: z.string({ error: noteImageMessages.notAnImage }),
  })
  .check(
    z.superRefine((value, ctx) => {
      const issue = (message: string) => fieldIssue(ctx, 'data', message, value.data);
      if (value.data.length > base64Max) return issue(noteImageMessages.tooLarge);
      if (!base64.test(value.data)) return issue(noteImageMessages.notAnImage);
      const bytes = base64Bytes(value.data);
      if (bytes.length > noteImageLimits.bytesMax) return issue(noteImageMessages.tooLarge);
      const info = imageInfo(bytes);
      const sides = info ? [info.width, info.height] : [];
      if (
        !info ||
        info.type !== value.contentType ||
        sides.some((side) => side < 1 || side > noteImageLimits.sideMax)
      )
        issue(noteImageMessages.notAnImage);
    }),
  );
export type NoteImageUpload = z.infer<typeof noteImageUploadSchema>;

/** An image as the note lists it; the bytes are fetched from `getNoteImage`. */
export const noteImageSchema = z.object({
  id: z.string(),
  contentType: z.enum(noteImageTypes),
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
  description: z.string(),
});
export type NoteImage = z.infer<typeof noteImageSchema>;

/** An image the note keeps (or takes from the member's uploads), with its description. */
export const noteImageRefSchema = z.object({
  id: z.string(),
  description: z
    .string()
    .check(z.maxLength(noteImageLimits.descriptionMax, { error: noteImageMessages.description })),
});
export type NoteImageRef = z.infer<typeof noteImageRefSchema>;

export const noteImageRefsSchema = z
  .array(noteImageRefSchema)
  .check(z.maxLength(noteImageLimits.perNote, { error: noteImageMessages.tooMany }));
