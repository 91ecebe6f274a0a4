import type { ContentPage } from '../../shared/contracts/content.ts';
import type { RouteFixture } from '../../shared/contracts/fixtures.ts';
import { routeTreeFor } from '../session-profile/routeTree.ts';
import type { ContentFixtures } from './fixtures.ts';

export interface PageLookup {
  page: ContentPage;
  /** The page's node in the route tree; null for the start pages. */
  node: RouteFixture | null;
  /** Roles the caller needs: the node's and every ancestor's (a child lives in its group). */
  requiredRoles: string[];
}

function findNode(
  routes: readonly RouteFixture[],
  id: number,
  inherited: readonly string[],
): { node: RouteFixture; requiredRoles: string[] } | null {
  for (const node of routes) {
    const requiredRoles = [...new Set([...inherited, ...(node.requiredRoles ?? [])])];
    if (node.id === id) return { node, requiredRoles };
    const child = findNode(node.routes ?? [], id, requiredRoles);
    if (child) return child;
  }
  return null;
}

export function findPage(fixtures: ContentFixtures, id: number): PageLookup | null {
  const page = fixtures.pagesById.get(id);
  if (!page) return null;
  const found = findNode(fixtures.routes, id, []);
  // A page outside the served tree (its node's feature flag is off) does not exist.
  const isStartPage =
    id === fixtures.pages.startpage.id || id === fixtures.pages.publicstartpage.id;
  if (!found && !isStartPage) return null;
  return { page, node: found?.node ?? null, requiredRoles: found?.requiredRoles ?? [] };
}

export function mayAccess(lookup: PageLookup, roles: readonly string[]): boolean {
  return lookup.requiredRoles.every((role) => roles.includes(role));
}

export interface PageOptions {
  includeChildren: boolean;
  includeContent: boolean;
}

/**
 * GET /api/v1/pages/{id}: the page, with its children from the route tree (hasAccess for
 * the caller's effective roles) when asked, and without its blocks when content is not
 * asked. The signed-in start page's children are the top of the tree.
 */
export function pageAnswer(
  fixtures: ContentFixtures,
  lookup: PageLookup,
  roles: readonly string[],
  options: PageOptions,
): ContentPage {
  // A stored page never carries routes: they come from the route tree alone.
  const page: ContentPage = { ...lookup.page };
  delete page.routes;
  const answer: ContentPage = options.includeContent
    ? page
    : { ...page, content: [], topContent: [], asideContent: [] };
  if (!options.includeChildren) return answer;
  const children = lookup.node
    ? (lookup.node.routes ?? [])
    : lookup.page.id === fixtures.pages.startpage.id
      ? fixtures.routes
      : [];
  return { ...answer, routes: routeTreeFor(children, roles) };
}
