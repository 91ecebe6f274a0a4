import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import type { RouteFixture } from '../../shared/contracts/fixtures.ts';

/**
 * The member's route tree: the editors' tree with hasAccess computed from the effective
 * roles (platform §5: the server-provided per-route hasAccess).
 */
export function routeTreeFor(fixtures: RouteFixture[], roles: readonly string[]): RouteNode[] {
  return fixtures.map((route) => ({
    id: route.id,
    urlName: route.urlName,
    name: route.name,
    icon: route.icon ?? null,
    menuChip: route.menuChip ?? null,
    externalUrl: route.externalUrl ?? null,
    pageType: route.pageType,
    showInMenu: route.showInMenu,
    hasAccess: (route.requiredRoles ?? []).every((role) => roles.includes(role)),
    routes: routeTreeFor(route.routes ?? [], roles),
  }));
}
