import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { componentAppSchema, type ComponentApp } from '../../shared/contracts/componentApp.ts';
import { areaManifests } from '../../shared/contracts/elements.ts';
import type { AreaManifest } from '../../shared/elements/manifest.ts';
import { matchPattern, segmentsOf } from '../../shared/elements/routePattern.ts';

/** A module the host page preloads; the element's script with the integrity it loads with. */
export interface ModulePreload {
  url: string;
  integrity?: string;
}

/** An area's built element: the paths of its manifest and the files to preload there. */
export interface ElementPage {
  area: string;
  paths: string[];
  preloads: ModulePreload[];
  /** Its component host and `api/v1/app` answer, given to the host with the page. */
  host: string;
  app: ComponentApp;
}

/**
 * The built element of every area whose manifest (shared/contracts/elements.ts) names pages,
 * read from dist/components/<area>/app.json. An area without a build is left out: its page
 * then loads the element as before, through the component host.
 */
export async function readElementPages(
  distDir: string,
  manifests: readonly AreaManifest[] = areaManifests,
): Promise<ElementPage[]> {
  const pages: ElementPage[] = [];
  for (const manifest of manifests) {
    let app;
    try {
      const file = path.join(distDir, 'components', manifest.area, 'app.json');
      app = componentAppSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      continue;
    }
    const base = `/components/${manifest.area}/`;
    pages.push({
      area: manifest.area,
      paths: Object.values(manifest.routes).map((route) => route.path),
      preloads: [
        { url: `${base}${app.fileName}`, integrity: app.integrity },
        ...(app.imports ?? []).map((file) => ({ url: `${base}${file}` })),
      ],
      host: base,
      app,
    });
  }
  return pages;
}

/**
 * The element page a path opens, if any: the member's browser can then fetch the element with
 * the host and the runtime instead of after the content page has named it.
 */
export function elementPageFor(
  pages: readonly ElementPage[],
  pathname: string,
  slug: string,
): ElementPage | undefined {
  const segments = segmentsOf(pathname);
  return pages.find((page) => page.paths.some((p) => matchPattern(p, segments, slug) !== null));
}
