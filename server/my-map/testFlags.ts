import type { FeatureFlag, FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { myMapFeatures } from '../../shared/contracts/my-map/features.ts';

/** Tests' flags: every flag of my map on (as in the demo) but those named off. */
export function myMapFlags(off: readonly FeatureFlagName[] = []): FeatureFlag[] {
  const names = new Set<FeatureFlagName>(Object.values(myMapFeatures).flat());
  return [...names].map((name) => ({
    name,
    isEnabled: !off.includes(name),
    useEpiserverRouteAsFallback: false,
  }));
}
