/**
 * The path patterns of the areas' manifests (shared/elements/manifest.ts), matched the same
 * way by the host's router (host/routing/resolvePath.ts) and by the server's host page, which
 * preloads the element of the page asked for (server/hostpage/elementPreloads.ts).
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
