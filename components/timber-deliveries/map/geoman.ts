// Order matters: the global L first, then geoman, which reads it as it runs.
import './leafletGlobal.ts';
import '@geoman-io/leaflet-geoman-free';

/**
 * Corner editing for the origin areas (issue 16: a maintained drawing library), loaded with
 * the origin editor's map only: never with the landing list's map, the element or the host.
 * Vite turns the stylesheet import into a link; the browser-test runner cannot (as
 * shared/map/index.ts loadStyles).
 */
export function loadGeomanStyles(): Promise<unknown> {
  const viaVite = (import.meta as ImportMeta & { env?: unknown }).env !== undefined;
  return viaVite ? import('./geomanStyles.ts') : Promise.resolve();
}
