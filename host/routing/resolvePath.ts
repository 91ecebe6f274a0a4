import { forProduct } from '../../shared/access/productRoles.ts';
import { routeAccess } from '../../shared/access/requirements.ts';
import { fixedRouteRules } from '../../shared/access/routeRequirements.ts';
import type { RouteState } from '../../shared/bridge/types.ts';
import {
  findNode,
  matchPattern,
  routeStateIn,
  segmentsOf,
} from '../../shared/elements/routePattern.ts';

export { findNode, matchTree, type TreeMatch } from '../../shared/elements/routePattern.ts';
import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import { fixedRedirects, fixedRoutes, type FixedRoute } from './fixedRoutes.ts';

/** The last segment of a link that means "the first unfiltered child of this group". */
export const firstSubPageSegment = 'first-sub-page';

/** The canonical path of segments: leading and trailing slash, as the spec writes them. */
export function pathOf(segments: readonly string[]): string {
  return segments.length === 0 ? '/' : `/${segments.map(encodeURIComponent).join('/')}/`;
}

/**
 * The first unfiltered child (platform §2): not filtered out by the content system, shown
 * in the menu and accessible per the server. `pageFiltered` is read when the route tree
 * carries it (the content page contract has it; RouteNode does not yet).
 */
export function firstSubPage(node: RouteNode): RouteNode | undefined {
  return node.routes.find(
    (child) =>
      (child as RouteNode & { pageFiltered?: boolean }).pageFiltered !== true &&
      child.showInMenu &&
      child.hasAccess,
  );
}

export interface PatternMatch<R> {
  route: R;
  params: Record<string, string>;
}

export function matchFixedRoute(
  segments: readonly string[],
  slug: string,
): PatternMatch<FixedRoute> | null {
  for (const route of fixedRoutes) {
    const params = matchPattern(route.path, segments, slug);
    if (params) return { route, params };
  }
  return null;
}

/** What the bridge's `route` atom says for a path: the matched fixed route and its params. */
export function routeStateOf(pathname: string, slug: string): RouteState {
  return routeStateIn(fixedRoutes, pathname, slug);
}

/** Where an old path now lives, or null. */
export function matchRedirect(segments: readonly string[], slug: string): string | null {
  const redirect = fixedRedirects.find(({ from }) => matchPattern(from, segments, slug));
  return redirect ? redirect.to.replaceAll('{slug}', slug) : null;
}

/**
 * Whether the member may open a portal path: the fixed route's requirement when the path
 * is one, otherwise the server's hasAccess of its route-tree node (default true).
 */
export function pathAccess(
  tree: readonly RouteNode[],
  segments: readonly string[],
  roles: readonly string[],
  slug: string,
): boolean {
  const fixed = matchFixedRoute(segments, slug);
  const rule = fixed?.route.rule ? fixedRouteRules[fixed.route.rule] : undefined;
  const requirement = rule ? forProduct(rule.requirement, slug) : undefined;
  return routeAccess(requirement, findNode(tree, segments)?.hasAccess, roles);
}

export type ResolvedLink =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; to: string; accessible: boolean }
  /** A first-sub-page link whose group has no child to open. */
  | { kind: 'unavailable' };

function isPortalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link in content or the menu: a portal path (with '/first-sub-page' resolved to the
 * first unfiltered child) and whether it may be opened, or an external link.
 */
export function resolveLink(
  href: string,
  tree: readonly RouteNode[],
  roles: readonly string[],
  slug: string,
): ResolvedLink {
  if (!isPortalPath(href)) return { kind: 'external', href };
  const url = new URL(href, 'http://portal.invalid');
  let segments = segmentsOf(url.pathname);
  if (segments.at(-1) === firstSubPageSegment) {
    const parentSegments = segments.slice(0, -1);
    const parent = findNode(tree, parentSegments);
    const child = parent && firstSubPage(parent);
    if (!child) return { kind: 'unavailable' };
    segments = [...parentSegments, child.urlName];
  }
  return {
    kind: 'internal',
    to: `${pathOf(segments)}${url.search}${url.hash}`,
    accessible: pathAccess(tree, segments, roles, slug),
  };
}
