import type { RouteFixture } from '../../shared/contracts/fixtures.ts';
import { pageHintAttributes } from '../../shared/contracts/hostPage.ts';
import { pageTypes } from '../../shared/contracts/memberProfile.ts';
import type { AreaManifest } from '../../shared/elements/manifest.ts';
import { findNode, matchPattern, segmentsOf } from '../../shared/elements/routePattern.ts';

/** The route-tree page a path shows, as the host's route decision finds it. */
export interface PageHint {
  id: number;
  group: boolean;
}

/**
 * The content page of a path: an area route's `page` (or its own path), otherwise the path
 * itself, looked up in the content's route tree, as host/routing/decideRoute.ts does in the
 * member's. A content or group page only; the start page and external links have none. A
 * guess the host decides differently costs one unused request, nothing else.
 */
export function pageHintFor(
  tree: readonly RouteFixture[],
  manifests: readonly AreaManifest[],
  pathname: string,
  slug: string,
): PageHint | undefined {
  const segments = segmentsOf(pathname);
  const areaRoute = manifests
    .flatMap((manifest) => Object.values(manifest.routes))
    .find((route) => matchPattern(route.path, segments, slug) !== null);
  const pageSegments = areaRoute
    ? segmentsOf((areaRoute.page ?? areaRoute.path).replaceAll('{slug}', slug))
    : segments;
  const node = findNode(tree, pageSegments);
  if (!node) return undefined;
  if (node.pageType !== pageTypes.ContentPage && node.pageType !== pageTypes.GroupPage) {
    return undefined;
  }
  return { id: node.id, group: node.pageType === pageTypes.GroupPage };
}

/** The root's attributes for the hint ('' without one). */
export function pageHintAttributesOf(hint: PageHint | undefined): string {
  if (!hint) return '';
  return ` ${pageHintAttributes.id}="${hint.id}" ${pageHintAttributes.group}="${hint.group}"`;
}
