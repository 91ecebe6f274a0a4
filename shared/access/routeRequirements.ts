import type { FeatureFlagName } from '../contracts/featureFlags.ts';
import { requires, type RoleRequirement } from './requirements.ts';

/**
 * What the fixed routes need (platform §6; timber manager: timber-production-map §2.1).
 * Shared so that an element can hide an action its member may not open (the proxy list's
 * "new proxy" button) with the same rule the host's route guard applies.
 */
export interface RouteRule {
  requirement: RoleRequirement;
  /** The route exists only while one of these flags is on; otherwise the guard goes home. */
  features?: readonly FeatureFlagName[];
}

const readWrite = (base: string) => requires.and(`${base}_Read`, `${base}_Write`);

export const fixedRouteRules = {
  proxyList: { requirement: requires.single('Service_Proxy_Read') },
  proxyPage: { requirement: requires.single('Service_Proxy_Read') },
  proxyCreate: { requirement: readWrite('Service_Proxy') },
  proxyReplace: { requirement: readWrite('Service_Proxy') },
  support: { requirement: readWrite('Service_Support') },
  documents: { requirement: requires.single('Service_Documents_Read') },
  profileDetails: { requirement: readWrite('Service_Profile_Common') },
  economics: { requirement: readWrite('Service_Profile_Economics') },
  production: {
    requirement: requires.single('Service_Production_Read'),
    features: ['MemberProduction'],
  },
  timberManagerHome: {
    requirement: requires.or(
      'Service_TimberManager_Agreements_Read',
      'Service_TimberManager_Deliveries_Read',
    ),
    features: ['TimberManagerViol2', 'TimberManagerViol3'],
  },
  timberManagerAgreement: {
    requirement: readWrite('Service_TimberManager_Agreements'),
    features: ['TimberManagerViol2', 'TimberManagerViol3'],
  },
  timberManagerDeliveries: {
    requirement: readWrite('Service_TimberManager_Deliveries'),
    features: ['TimberManagerViol2', 'TimberManagerViol3'],
  },
} as const satisfies Record<string, RouteRule>;

export type FixedRouteRuleId = keyof typeof fixedRouteRules;
