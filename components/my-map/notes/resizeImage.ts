import {
  noteImageLimits,
  noteImageMessages,
  type NoteImageUpload,
} from '../../../shared/contracts/my-map/noteImages.ts';

/** What the member may choose: what browsers decode; everything is sent as a JPEG. */
export const chosenImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export class ImageChoiceError extends Error {
  override readonly name = 'ImageChoiceError';
}

const blobOf = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageChoiceError(noteImageMessages.notAnImage))),
      'image/jpeg',
      quality,
    ),
  );

const base64Of = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new ImageChoiceError(noteImageMessages.notAnImage));
    reader.readAsDataURL(blob);
  });

/**
 * The chosen photo made ready for the server (issue 18 "resized in the browser"): a JPEG of
 * at most `resizeSide` pixels on the longer side, at a lower quality until it fits
 * `bytesMax`. Rejects with ImageChoiceError and the member's Swedish message.
 */
export async function resizeImage(file: File): Promise<{ upload: NoteImageUpload; blob: Blob }> {
  if (!(chosenImageTypes as readonly string[]).includes(file.type))
    throw new ImageChoiceError(noteImageMessages.fileType);
  if (file.size > noteImageLimits.fileBytesMax)
    throw new ImageChoiceError(noteImageMessages.fileTooLarge);
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new ImageChoiceError(noteImageMessages.notAnImage);
  });
  const scale = Math.min(1, noteImageLimits.resizeSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new ImageChoiceError(noteImageMessages.notAnImage);
  // A PNG's transparent parts become white, not black, in the JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.55, 0.4]) {
    const blob = await blobOf(canvas, quality);
    if (blob.size <= noteImageLimits.bytesMax)
      return { upload: { contentType: 'image/jpeg', data: await base64Of(blob) }, blob };
  }
  throw new ImageChoiceError(noteImageMessages.tooLarge);
}
