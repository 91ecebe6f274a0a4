import type { FeatureFlag, FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import type { RouteFixture } from '../../shared/contracts/fixtures.ts';

/** A node's flags: none, one, or a list of which any one on lets it exist. */
export function nodeFlags(node: Pick<RouteFixture, 'featureFlag'>): FeatureFlagName[] {
  const { featureFlag } = node;
  return featureFlag === undefined ? [] : Array.isArray(featureFlag) ? featureFlag : [featureFlag];
}

/** A node of the members' route tree: `switchedOff` stands in for a page whose flag is off. */
export type MemberRouteFixture = RouteFixture & { switchedOff?: true };

/**
 * The route tree of the members' profiles (platform §4 "a disabled feature flag redirects
 * home"): as `routesWithFlagsOn`, but a node whose flag is off stays as a bare stand-in
 * (its id, name and path, nothing below it, `switchedOff`), so the host's route guard knows
 * its paths and sends them home. Its pages still answer 404: they are served from
 * `routesWithFlagsOn`'s tree.
 */
export function memberRoutesWithFlags(
  routes: readonly RouteFixture[],
  flags: readonly FeatureFlag[],
): MemberRouteFixture[] {
  const on = new Set(flags.filter((flag) => flag.isEnabled).map((flag) => flag.name));
  const walk = (nodes: readonly RouteFixture[]): MemberRouteFixture[] =>
    nodes.map((node) => {
      const own = nodeFlags(node);
      if (own.length > 0 && !own.some((f) => on.has(f))) {
        const { id, urlName, name, pageType } = node;
        return { id, urlName, name, pageType, showInMenu: false, switchedOff: true };
      }
      return node.routes ? { ...node, routes: walk(node.routes) } : node;
    });
  return walk(routes);
}

/**
 * The route tree as the server serves it: a node whose `featureFlag` is off is left out with
 * everything below it, so it is in no member's route tree (no menu entry, no route) and its
 * pages answer 404; a node listing several flags exists while any one is on. Flags come with the content, so a changed flag is a new content version.
 */
export function routesWithFlagsOn(
  routes: readonly RouteFixture[],
  flags: readonly FeatureFlag[],
): RouteFixture[] {
  const on = new Set(flags.filter((flag) => flag.isEnabled).map((flag) => flag.name));
  const prune = (nodes: readonly RouteFixture[]): RouteFixture[] =>
    nodes
      .filter((node) => nodeFlags(node).length === 0 || nodeFlags(node).some((f) => on.has(f)))
      .map((node) => (node.routes ? { ...node, routes: prune(node.routes) } : node));
  return prune(routes);
}
