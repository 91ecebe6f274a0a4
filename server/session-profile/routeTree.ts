import type { RouteNode } from '../../shared/contracts/memberProfile.ts';
import type { MemberRouteFixture } from '../content/featureGate.ts';

/**
 * The member's route tree: the editors' tree with hasAccess computed from the effective
 * roles (platform §5: the server-provided per-route hasAccess).
 */
export function routeTreeFor(
  fixtures: MemberRouteFixture[],
  roles: readonly string[],
): RouteNode[] {
  // Per tree and set of roles: the content store replaces the tree when an editor changes
  // it, so a changed tree is a new key and the old entries go with it.
  let trees = treesByFixtures.get(fixtures);
  if (!trees) {
    trees = new Map();
    treesByFixtures.set(fixtures, trees);
  }
  // The roles as the member register lists them: the same member's roles come in the same
  // order, so sorting (on every request) would only merge a few equal trees.
  const key = roles.join('\n');
  let tree = trees.get(key);
  if (!tree) {
    // Role sets are few (roles come from the member register), but bound them anyway.
    if (trees.size >= maxRoleSets) trees.clear();
    tree = buildTree(fixtures, roles);
    trees.set(key, tree);
  }
  return tree;
}

const maxRoleSets = 1000;
const treesByFixtures = new WeakMap<MemberRouteFixture[], Map<string, RouteNode[]>>();

function buildTree(fixtures: MemberRouteFixture[], roles: readonly string[]): RouteNode[] {
  return fixtures.map((route) => (route.switchedOff ? switchedOff(route) : nodeFor(route, roles)));
}

/** A page whose feature flag is off: in no menu, opened by no one, home on the guard. */
function switchedOff(route: MemberRouteFixture): RouteNode {
  return {
    id: route.id,
    urlName: route.urlName,
    name: route.name,
    pageType: route.pageType,
    showInMenu: false,
    hasAccess: false,
    pageFiltered: true,
    featureOff: true,
    routes: [],
  };
}

function nodeFor(route: MemberRouteFixture, roles: readonly string[]): RouteNode {
  return {
    id: route.id,
    urlName: route.urlName,
    name: route.name,
    icon: route.icon ?? null,
    menuChip: route.menuChip ?? null,
    externalUrl: route.externalUrl ?? null,
    pageType: route.pageType,
    showInMenu: route.showInMenu,
    hasAccess: (route.requiredRoles ?? []).every((role) => roles.includes(role)),
    routes: buildTree(route.routes ?? [], roles),
  };
}
