import type { RouteFixture } from '../../shared/contracts/fixtures.ts';
import { pageHintAttributes, startPageHint } from '../../shared/contracts/hostPage.ts';
import { pageTypes } from '../../shared/contracts/memberProfile.ts';
import type { RouteTable } from '../../shared/contracts/routes.ts';
import type { AreaManifest } from '../../shared/elements/manifest.ts';
import { findNode, matchPattern, segmentsOf } from '../../shared/elements/routePattern.ts';

/** The route-tree page a path shows, as the host's route decision finds it. */
export interface PageHint {
  /** The route-tree page's id, or 'start': the signed-in start page. */
  id: number | 'start';
  group: boolean;
  /** The API calls the area route's element makes first (RouteSpec.firstOn), if any. */
  calls?: readonly string[];
}

/** Area route id -> the paths of the calls its screen makes first, from the route tables. */
export type FirstCalls = ReadonlyMap<string, readonly string[]>;

/**
 * The calls each area route makes first. A call that could not be asked ahead exactly as the
 * element will ask it (not a GET, path parameters, a query, or never as the proxy) is an error
 * in its table: thrown at start, so it is found by every server test.
 */
export function firstCallsOf(tables: readonly RouteTable[]): FirstCalls {
  const calls = new Map<string, string[]>();
  for (const table of tables) {
    for (const [name, spec] of Object.entries(table)) {
      if (!spec.firstOn) continue;
      if (
        spec.method !== 'GET' ||
        spec.path.includes('{') ||
        spec.query ||
        spec.proxy === 'ignored'
      ) {
        throw new Error(`${name} (${spec.path}) cannot be asked ahead: see RouteSpec.firstOn`);
      }
      for (const routeId of spec.firstOn)
        calls.set(routeId, [...(calls.get(routeId) ?? []), spec.path]);
    }
  }
  return calls;
}

/**
 * The content page of a path: an area route's `page` (or its own path), otherwise the path
 * itself, looked up in the content's route tree, as host/routing/decideRoute.ts does in the
 * member's. A content or group page, or the start page ('/': id 'start', with the calls of
 * the elements an editor may put there, `firstOn: ['startPage']`); external links have none.
 * A guess the host decides differently costs one unused request, nothing else.
 */
export function pageHintFor(
  tree: readonly RouteFixture[],
  manifests: readonly AreaManifest[],
  pathname: string,
  slug: string,
  firstCalls: FirstCalls = new Map(),
): PageHint | undefined {
  const segments = segmentsOf(pathname);
  if (segments.length === 0) {
    const calls = firstCalls.get(startPageHint);
    return { id: 'start', group: false, ...(calls ? { calls } : {}) };
  }
  const [routeId, areaRoute] =
    manifests
      .flatMap((manifest) => Object.entries(manifest.routes))
      .find(([, route]) => matchPattern(route.path, segments, slug) !== null) ?? [];
  const pageSegments = areaRoute
    ? segmentsOf((areaRoute.page ?? areaRoute.path).replaceAll('{slug}', slug))
    : segments;
  const node = findNode(tree, pageSegments);
  if (!node) return undefined;
  if (node.pageType !== pageTypes.ContentPage && node.pageType !== pageTypes.GroupPage) {
    return undefined;
  }
  const calls = routeId ? firstCalls.get(routeId) : undefined;
  return { id: node.id, group: node.pageType === pageTypes.GroupPage, ...(calls ? { calls } : {}) };
}

/** The root's attributes for the hint ('' without one). */
export function pageHintAttributesOf(hint: PageHint | undefined): string {
  if (!hint) return '';
  // Paths of route tables: letters, digits and '/', nothing to escape in an attribute.
  const calls = hint.calls?.length ? ` ${pageHintAttributes.calls}="${hint.calls.join(' ')}"` : '';
  return ` ${pageHintAttributes.id}="${hint.id}" ${pageHintAttributes.group}="${hint.group}"${calls}`;
}
