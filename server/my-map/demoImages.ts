import { PNG } from 'pngjs';

/** How one demo photo looks: the sky, the ground and where the spruces stand. */
export interface DemoScene {
  sky: [number, number, number];
  ground: [number, number, number];
  /** Spruces as [x centre, base y, height], in pixels of a 480 × 320 picture. */
  trees: [number, number, number][];
  /** A grey stone (a cairn, a culvert) at [x, y, radius], or none. */
  stone?: [number, number, number];
}

const width = 480;
const height = 320;

/**
 * A small PNG drawn for the demo notes (a stand of spruces, perhaps a stone), so the demo's
 * image notes have real pictures without shipping photos in the repository.
 */
export function demoPhoto(scene: DemoScene): Buffer {
  const png = new PNG({ width, height });
  const horizon = 190;
  const set = (x: number, y: number, [r, g, b]: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < height; y += 1) {
    const shade = y < horizon ? y / horizon : (y - horizon) / (height - horizon);
    const [r, g, b] = y < horizon ? scene.sky : scene.ground;
    const k = y < horizon ? 1 - 0.25 * shade : 1 - 0.35 * shade;
    for (let x = 0; x < width; x += 1)
      set(x, y, [Math.round(r * k), Math.round(g * k), Math.round(b * k)]);
  }
  for (const [cx, base, tall] of scene.trees) {
    for (let y = base - tall; y <= base; y += 1) {
      const half = Math.round(((y - (base - tall)) / tall) * tall * 0.28);
      for (let x = cx - half; x <= cx + half; x += 1) set(x, y, [24, 72 + (x % 3) * 6, 40]);
    }
    for (let y = base; y < base + tall * 0.08; y += 1)
      for (let x = cx - 2; x <= cx + 2; x += 1) set(x, Math.round(y), [88, 60, 38]);
  }
  if (scene.stone) {
    const [sx, sy, radius] = scene.stone;
    for (let y = sy - radius; y <= sy + radius; y += 1)
      for (let x = sx - radius * 1.5; x <= sx + radius * 1.5; x += 1) {
        const d = ((x - sx) / 1.5) ** 2 + (y - sy) ** 2;
        if (d <= radius ** 2 && y <= sy + radius / 3) {
          const tone = 120 + Math.round(((x * 7 + y * 13) % 17) * 2);
          set(Math.round(x), y, [tone, tone, tone - 6]);
        }
      }
  }
  return PNG.sync.write(png);
}
