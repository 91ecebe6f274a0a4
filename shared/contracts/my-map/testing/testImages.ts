import { PNG } from 'pngjs';

/** A PNG of the given size, grey. */
export const testPng = (width = 4, height = 3) => {
  const image = new PNG({ width, height });
  image.data.fill(128);
  return PNG.sync.write(image);
};

/** JFIF's APP0 segment, as a camera or editor writes it first. */
export const jfifSegment = [
  0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00,
];

/**
 * The headers of a JPEG (SOI, the given segments, a start-of-frame with the size, EOI): all
 * the header check reads. `frame` 0xc0 is baseline, 0xc2 progressive.
 */
export const testJpeg = (
  width: number,
  height: number,
  { segments = jfifSegment, frame = 0xc0 }: { segments?: number[]; frame?: number } = {},
) =>
  Buffer.from([
    0xff,
    0xd8,
    ...segments,
    0xff,
    frame,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    0xff,
    0xd9,
  ]);
