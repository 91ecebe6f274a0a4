/**
 * The map, for elements: `const map = await loadMap()` fetches Leaflet, proj4, the tools
 * and their stylesheets as one lazy chunk, so an element pays for them only when it shows
 * a map. Nothing else in shared/map/leaflet may be imported statically by an element. An
 * element's map goes through `useLazyMap` (useLazyMap.tsx), which calls this.
 */
export type MapModule = typeof import('./leaflet/index.ts');

let loading: Promise<MapModule> | undefined;

/**
 * Vite (the build and the element harness) turns the CSS imports into stylesheet links;
 * the browser-test runner cannot, so there `import.meta.env` is absent and tests link the
 * two stylesheets themselves (shared/map/leaflet/testing/fixture.ts).
 */
function loadStyles(): Promise<unknown> {
  const viaVite = (import.meta as ImportMeta & { env?: unknown }).env !== undefined;
  return viaVite ? import('./leaflet/styles.ts') : Promise.resolve();
}

export function loadMap(): Promise<MapModule> {
  loading ??= Promise.all([import('./leaflet/index.ts'), loadStyles()]).then(
    ([module]) => module,
    (error: unknown) => {
      // A failed fetch may succeed on the next try.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
