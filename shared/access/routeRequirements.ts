import type { FeatureFlagName } from '../contracts/featureFlags.ts';
import { areaManifests } from '../contracts/elements.ts';
import type { AreaRoute } from '../elements/manifest.ts';
import type { Requirement, RoleRequirement } from './requirements.ts';

/**
 * What the fixed routes need (platform §6; timber manager: timber-production-map §2.1).
 * Shared so that an element can hide an action its member may not open (the proxy list's
 * "new proxy" button) with the same rule the host's route guard applies.
 */
export interface RouteRule {
  requirement: RoleRequirement;
  /**
   * The feature flags the route needs on, in the requirement kinds over the names of the
   * flags that are on (the route tables' `flags`, read by `areFlagsOn`); while they are off
   * the guard goes home (platform §4).
   */
  flags?: Requirement<FeatureFlagName>;
}

type Manifest = (typeof areaManifests)[number];
type RoutesOf<M> = M extends { routes: infer R } ? R : never;
/** Each area route's rule, by route id: read from the areas' manifests. */
type ManifestRules = {
  [K in keyof UnionToIntersection<RoutesOf<Manifest>>]: RouteRule;
};
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

const manifestRules = Object.fromEntries(
  areaManifests.flatMap((manifest) =>
    Object.entries(manifest.routes as Record<string, AreaRoute>).flatMap(([id, route]) =>
      route.rule ? [[id, route.rule]] : [],
    ),
  ),
) as ManifestRules;

/**
 * Rules of routes whose areas have no element yet (their issues build them and move these
 * into their manifests).
 */
const unbuiltAreaRules = {} as const satisfies Record<string, RouteRule>;

export const fixedRouteRules: ManifestRules & typeof unbuiltAreaRules = {
  ...manifestRules,
  ...unbuiltAreaRules,
};

export type FixedRouteRuleId = keyof typeof fixedRouteRules;
