import { z } from 'zod/mini';

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
