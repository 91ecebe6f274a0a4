import type { AreaManifest } from '../shared/elements/manifest.ts';
import type { ElementEntry } from './elementEntries.ts';

export interface ComponentRef {
  id: string;
  host: string;
  element: string;
}

/**
 * The element names of components.json against what the build makes and what the areas'
 * manifests say: a component block on `/components/<name>/` needs an element built from
 * components/<name>/ (or tests/elements/<name>/), and when <name> is an area, its element
 * is the manifest's. Every manifest's area has its element folder. One line per error.
 */
export function checkElements(
  components: readonly ComponentRef[],
  manifests: readonly AreaManifest[],
  entries: readonly ElementEntry[],
): string[] {
  const errors: string[] = [];
  const built = new Set(entries.map((entry) => entry.name));
  const byArea = new Map(manifests.map((manifest) => [manifest.area, manifest]));
  for (const manifest of manifests) {
    if (!built.has(manifest.area)) {
      errors.push(
        `manifest of '${manifest.area}' names ${manifest.element}, but components/${manifest.area}/index.tsx does not exist`,
      );
    }
  }
  for (const component of components) {
    const name = /^\/components\/([a-z][a-z0-9-]*)\/$/.exec(component.host)?.[1];
    if (!name) continue; // another component host: not built here
    if (!built.has(name)) {
      errors.push(`components.json '${component.id}': no element is built for ${component.host}`);
      continue;
    }
    const manifest = byArea.get(name);
    if (manifest && manifest.element !== component.element) {
      errors.push(
        `components.json '${component.id}': element ${component.element}, but the ${name} manifest names ${manifest.element}`,
      );
    }
  }
  return errors;
}
