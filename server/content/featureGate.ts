import type { FeatureFlag } from '../../shared/contracts/featureFlags.ts';
import type { RouteFixture } from '../../shared/contracts/fixtures.ts';

/**
 * The route tree as the server serves it: a node whose `featureFlag` is off is left out with
 * everything below it, so it is in no member's route tree (no menu entry, no route) and its
 * pages answer 404. Flags come with the content, so a changed flag is a new content version.
 */
export function routesWithFlagsOn(
  routes: readonly RouteFixture[],
  flags: readonly FeatureFlag[],
): RouteFixture[] {
  const on = new Set(flags.filter((flag) => flag.isEnabled).map((flag) => flag.name));
  const prune = (nodes: readonly RouteFixture[]): RouteFixture[] =>
    nodes
      .filter((node) => !node.featureFlag || on.has(node.featureFlag))
      .map((node) => (node.routes ? { ...node, routes: prune(node.routes) } : node));
  return prune(routes);
}
