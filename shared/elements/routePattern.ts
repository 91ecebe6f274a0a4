import type { RouteState } from '../bridge/types.ts';
import type { RouteNode } from '../contracts/memberProfile.ts';

/**
 * The path patterns of the areas' manifests (shared/elements/manifest.ts) and the host's
 * fixed routes: `{slug}` the cooperative's slug, `:name` one segment, a final `*` any deeper
 * path. Matched the same way by the host's router (host/routing/resolvePath.ts), the
 * element test harness (so both hand an element the same `route`) and the server's host
 * page, which preloads the element of the page asked for (server/hostpage/elementPreloads.ts).
 */

/** Segments compare without case, as the route tree's urlNames do. */
export const sameSegment = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Path segments, decoded, without empty ones ('/a/b/' and '/a/b' are the same page). */
export function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** Matches one pattern (`{slug}`, `:name`, a final `*`) against path segments. */
export function matchPattern(
  pattern: string,
  segments: readonly string[],
  slug: string,
): Record<string, string> | null {
  const parts = segmentsOf(pattern.replaceAll('{slug}', slug));
  const params: Record<string, string> = {};
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] ?? '';
    if (part === '*') {
      if (index !== parts.length - 1) throw new Error(`'*' must end the pattern: ${pattern}`);
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (!sameSegment(part, segment)) return null;
  }
  return segments.length === parts.length ? params : null;
}

/** The first route (in order) whose pattern matches the path, as the bridge's `route`. */
export function routeStateIn(
  routes: readonly { id: string; path: string }[],
  pathname: string,
  slug: string,
): RouteState {
  const segments = segmentsOf(pathname);
  for (const route of routes) {
    const params = matchPattern(route.path, segments, slug);
    if (params) return { id: route.id, params };
  }
  return { id: null, params: {} };
}

/** A node of a route tree: the member's (RouteNode) or the content system's (RouteFixture). */
interface TreeNode<N> {
  urlName: string;
  routes?: readonly N[] | undefined;
}

export interface TreeMatch<N = RouteNode> {
  /** The nodes matched from the root down; empty when the first segment matched nothing. */
  trail: N[];
  /** Segments left after the deepest matched node. */
  rest: string[];
}

/** Walks the route tree by urlName as far as the path goes. */
export function matchTree<N extends TreeNode<N> = RouteNode>(
  tree: readonly N[],
  segments: readonly string[],
): TreeMatch<N> {
  const trail: N[] = [];
  let level: readonly N[] = tree;
  let index = 0;
  for (; index < segments.length; index++) {
    const segment = segments[index] ?? '';
    const node = level.find((candidate) => sameSegment(candidate.urlName, segment));
    if (!node) break;
    trail.push(node);
    level = node.routes ?? [];
  }
  return { trail, rest: segments.slice(index) };
}

/** The node at exactly this path, if any. */
export function findNode<N extends TreeNode<N> = RouteNode>(
  tree: readonly N[],
  segments: readonly string[],
): N | undefined {
  const { trail, rest } = matchTree(tree, segments);
  return rest.length === 0 ? trail.at(-1) : undefined;
}
