import type { FeatureFlag } from '../../shared/contracts/featureFlags.ts';
import { isMyMapRouteOn } from '../../shared/contracts/my-map/features.ts';
import { myMapProblems } from '../../shared/contracts/my-map/problems.ts';
import type { myMapRoutes } from '../../shared/contracts/my-map/routes.ts';
import { problemOf } from '../kit/problem.ts';
import { guardHandlers, type RouteHandlers } from '../kit/registerRoutes.ts';

type Handlers = RouteHandlers<typeof myMapRoutes>;

/**
 * Every call of a flagged feature first refuses (403 FeatureOff) while the feature is off,
 * by the flags of the moment: the element's hidden buttons are no guard against a direct call.
 */
export function gatedByFlags(flags: () => readonly FeatureFlag[], handlers: Handlers): Handlers {
  return guardHandlers(handlers, (name) => {
    if (!isMyMapRouteOn(flags(), name)) throw problemOf(myMapProblems, 'FeatureOff');
  });
}
