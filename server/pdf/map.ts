import type { PdfMap } from './document.ts';
import { colours, contentWidth, ensureRoom, sizes, useFont, type Pdf } from './layout.ts';

/** Draws a map block: the shapes fitted into the column, north up, labels centred. */
export function drawMap(doc: Pdf, block: PdfMap): void {
  const positions = block.shapes.flatMap((shape) => shape.rings.flat());
  if (positions.length === 0) return;
  const xs = positions.map(([x]) => x);
  const ys = positions.map(([, y]) => y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const width = contentWidth(doc);
  const maxHeight = block.maxHeight ?? 360;
  const scale = Math.min(width / (maxX - minX || 1), maxHeight / (maxY - minY || 1));
  const height = (maxY - minY) * scale;
  ensureRoom(doc, height + 2 * sizes.body);
  const left = doc.page.margins.left + (width - (maxX - minX) * scale) / 2;
  const top = doc.y;
  const at = ([x, y]: readonly [number, number]): [number, number] => [
    left + (x - minX) * scale,
    top + (maxY - y) * scale,
  ];
  for (const shape of block.shapes) {
    for (const ring of shape.rings) {
      ring.forEach((position, index) => {
        const [px, py] = at(position);
        if (index === 0) doc.moveTo(px, py);
        else doc.lineTo(px, py);
      });
      doc.closePath();
    }
    doc.lineWidth(0.6).strokeColor(colours.text);
    if (shape.fill) doc.fillAndStroke(shape.fill, colours.text, 'even-odd');
    else doc.stroke();
  }
  useFont(doc, 'bold', sizes.small);
  for (const shape of block.shapes) {
    const outer = shape.rings[0];
    if (!shape.label || !outer) continue;
    const [cx, cy] = at(centre(outer));
    const labelWidth = doc.widthOfString(shape.label);
    doc.text(shape.label, cx - labelWidth / 2, cy - sizes.small / 2, { lineBreak: false });
  }
  doc.x = doc.page.margins.left;
  doc.y = top + height + 4;
  if (block.caption) {
    useFont(doc, 'regular', sizes.small);
    doc.text(block.caption, { width });
  }
  doc.moveDown(0.6);
}

/** The centre of a ring's bounding box: inside the ring for the plan's convex compartments. */
function centre(ring: readonly (readonly [number, number])[]): [number, number] {
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}
