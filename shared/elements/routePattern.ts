import type { RouteState } from '../bridge/types.ts';

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
