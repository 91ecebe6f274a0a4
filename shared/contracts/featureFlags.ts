import { z } from 'zod/mini';
import { isRequirementMet, type Requirement } from '../access/requirements.ts';

/** Every feature flag name the spec lists (platform §3, expanded where it says "MyMap*"). */
export const featureFlagNames = [
  'MapNotes',
  'MapValuableWater',
  'MapImagePrinting',
  'MyMapActivities',
  'MyMapCompartmentEdit',
  'MyMapCompartmentComment',
  'MyMapManagePlan',
  'MyMapReportCalculation',
  'MyMapProjection',
  'MyMapCycle',
  'MemberProduction',
  'MemberProductionMap',
  'AssortmentReport',
  'RoleManagement',
  'CertificationStatus',
  'CertificationApplication',
  'PriceConditions',
  'Accounts',
  'Eudr',
  'TimberManagerViol2',
  'TimberManagerViol2Opportunity',
  'TimberManagerViol2Delivery',
  'TimberManagerViol3',
  'TimberManagerViol3Opportunity',
  'TimberManagerViol3Delivery',
  'PriceCalculation',
  'PriceCalculationExpectedDividend',
  'ProfileEconomics',
  'EconomicDevelopment',
  'CapitalTrade',
  'EconomicsOverview',
  'ProfilePreferencesV2',
  'VisionAndGoals',
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];

export const featureFlagSchema = z.object({
  name: z.string(),
  isEnabled: z.boolean(),
  useEpiserverRouteAsFallback: z.boolean(),
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureManagementSchema = z.object({
  featureFlags: z.array(featureFlagSchema),
});
export type FeatureManagement = z.infer<typeof featureManagementSchema>;

export function isFeatureEnabled(
  flags: readonly FeatureFlag[] | undefined,
  name: FeatureFlagName,
): boolean {
  return flags?.some((flag) => flag.name === name && flag.isEnabled) ?? false;
}

/** Whether the flags a call or page needs are on (a requirement over the names that are on). */
export function areFlagsOn(
  requirement: Requirement<FeatureFlagName>,
  flags: readonly FeatureFlag[] | undefined,
): boolean {
  const on = (flags ?? []).filter((flag) => flag.isEnabled).map((flag) => flag.name);
  return isRequirementMet(requirement, on);
}
