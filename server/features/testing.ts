import {
  featureFlagNames,
  type FeatureFlag,
  type FeatureFlagName,
} from '../../shared/contracts/featureFlags.ts';
import type { FlagsContent } from '../kit/area.ts';

/** Every flag the spec names on (as in the demo) but those named off. */
export function testFlags(off: readonly FeatureFlagName[] = []): FeatureFlag[] {
  return featureFlagNames.map((name) => ({
    name,
    isEnabled: !off.includes(name),
    useEpiserverRouteAsFallback: false,
  }));
}

/**
 * An area's `content` in server tests that read only the flags: all on but `off()`, asked
 * on every call, so a test may switch a flag off between calls.
 */
export const flagsContent =
  (off: () => readonly FeatureFlagName[] = () => []): FlagsContent['content'] =>
  () => ({ featureFlags: testFlags(off()) });
