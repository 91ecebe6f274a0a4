/**
 * A mouse drag as Leaflet's Draggable reads it (the events bubble from the handle to the
 * page): a geoman corner handle or a draggable marker, moved dx, dy screen pixels.
 */
export async function drag(handle: Element, dx: number, dy: number): Promise<void> {
  const box = handle.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    bubbles: true,
    cancelable: true,
    button: 0,
    clientX: box.left + box.width / 2 + x,
    clientY: box.top + box.height / 2 + y,
  });
  handle.dispatchEvent(new MouseEvent('mousedown', at(0, 0)));
  for (let step = 1; step <= 5; step++) {
    handle.dispatchEvent(new MouseEvent('mousemove', at((dx * step) / 5, (dy * step) / 5)));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  handle.dispatchEvent(new MouseEvent('mouseup', at(dx, dy)));
}
