import type { RouteRule } from '../access/routeRequirements.ts';

/**
 * An area's pages in the portal: where its element lives and who may open each of its
 * routes. Written once per area (shared/contracts/<area>/element.ts) and read by the host's
 * fixed routes and route guard, the sidebar's access checks, an element's own checks (may
 * this member open "new proxy"?) and `npm run content:check` (the element name in
 * components.json is the one the build produces and the manifest names).
 *
 * A route path is below '/': `{slug}` is the cooperative's slug, `:name` one segment
 * (handed to the element as a parameter through the bridge's `route`), a final `*` any
 * deeper path. `page` is the route-tree page that renders it (default: its own path).
 */
export interface AreaRoute {
  path: string;
  page?: string;
  rule?: RouteRule;
  /** Open without signing in (platform §6). */
  anonymous?: boolean;
  /**
   * The id of the route of the same manifest this address goes on to (a default child:
   * the bare base opens its first tab), with this route's parameters and the query. The
   * host puts it in place of the address asked for (the same history entry, so Back leaves
   * the area rather than land on the redirect again), keeping the page; the element sees
   * this route until then. A redirect that needs data (the member's first plan) is the
   * element's: `navigate(path, { replace: true })`.
   */
  redirect?: string;
}

export interface AreaManifest {
  /** components/<area>/, server/<area>/, shared/contracts/<area>/. */
  area: string;
  /** The custom element's name. */
  element: string;
  /** Route id -> route; ids are unique across the portal; the more specific first. */
  routes: Record<string, AreaRoute>;
}

/** Checks the manifest's types: a redirect names one of its routes. */
export function defineAreaManifest<const M extends AreaManifest>(
  manifest: M & { routes: Record<string, AreaRoute & { redirect?: keyof M['routes'] }> },
): M {
  return manifest;
}

/**
 * An area's routes in order as the host and the element harness match them, each with the
 * path pattern its redirect goes to (`redirect`).
 */
export function routesOf(manifest: AreaManifest) {
  return Object.entries(manifest.routes).map(([id, route]) => ({
    ...route,
    id,
    redirect: route.redirect && manifest.routes[route.redirect]?.path,
  }));
}

/**
 * The address of an area route: `{slug}` and each `:name` filled (encoded), with the
 * canonical trailing slash (host/routing/resolvePath.ts `pathOf`). Links and navigation in
 * elements and the host take their paths from here, never from a second copy.
 */
export function areaPath(
  route: AreaRoute,
  slug: string,
  params: Readonly<Record<string, string>> = {},
): string {
  const segments = route.path
    .replaceAll('{slug}', slug)
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined) throw new Error(`areaPath: no '${part.slice(1)}' for ${route.path}`);
      return encodeURIComponent(value);
    });
  return `/${segments.join('/')}/`;
}
