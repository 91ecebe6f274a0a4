import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import { areaManifests } from '../../shared/contracts/elements.ts';
import type { AreaRoute } from '../../shared/elements/manifest.ts';

/** A path to open; a parameterised route gives the page whose links supply a real one. */
export interface RouteToVisit {
  path: string;
  /** Set for a route with parameters: the first link on `path` that matches is opened. */
  pattern?: RegExp;
  /** The route's path with its `:name` parameters, as the manifest writes it. */
  template?: string;
}

/** '/a/b/' for 'a/b', '/a/b' or '/a/b/'; '/' for ''. */
export const slashed = (path: string) => `/${path.replace(/^\/|\/$/g, '')}/`.replace('//', '/');

const parameterNames = (template: string) => [...template.matchAll(/:([^/]+)/g)].map((m) => m[1]!);

/** The parameters a concrete path gives a route template, or null when it does not match. */
export function parametersOf(route: RouteToVisit, path: string): Record<string, string> | null {
  const match = route.pattern?.exec(path);
  if (!match || !route.template) return null;
  const names = parameterNames(route.template);
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
}

/** The template with known parameters filled in, or null when one is unknown. */
export function fillTemplate(route: RouteToVisit, known: Record<string, string>): string | null {
  if (!route.template) return null;
  const names = parameterNames(route.template);
  if (!names.every((name) => name in known)) return null;
  return slashed(route.template.replace(/:([^/]+)/g, (_, name: string) => known[name]!));
}

function treePaths(nodes: readonly RouteNode[], parent: string): string[] {
  return nodes.flatMap((node) => {
    if (node.externalUrl || !node.hasAccess) return [];
    const path = `${parent}${node.urlName}/`;
    return [path, ...treePaths(node.routes, path)];
  });
}

/**
 * Every page a member reaches: the start page, each page of the route tree the server gives
 * her (menu and hidden pages alike, external links left out) and every route of the areas'
 * manifests (shared/contracts/elements.ts), so a new page or area is checked without
 * touching the tests.
 */
export function routesToVisit(me: { routes: RouteNode[] }, slug = 'granskog'): RouteToVisit[] {
  const paths = ['/', ...treePaths(me.routes, '/')];
  const parameterised: RouteToVisit[] = [];
  for (const manifest of areaManifests) {
    for (const route of Object.values(manifest.routes as Record<string, AreaRoute>)) {
      const path = route.path.replaceAll('{slug}', slug).replace(/\/\*$/, '');
      if (!path.includes(':')) {
        paths.push(slashed(path));
        continue;
      }
      const page = slashed((route.page ?? path).replaceAll('{slug}', slug));
      const pattern = new RegExp(`^/${path.replace(/:[^/]+/g, '([^/]+)')}/?$`);
      parameterised.push({ path: page, pattern, template: path });
    }
  }
  return [...new Set(paths)].map((path): RouteToVisit => ({ path })).concat(parameterised);
}
