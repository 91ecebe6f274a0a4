import {
  elementView,
  getBridge,
  type ElementBridge,
  type NavigateOptions,
  type RouteState,
} from '@portal/bridge';
import type { ReadableAtom } from 'nanostores';
import { useMemo, useSyncExternalStore } from 'react';
import { forProduct } from '../access/productRoles.ts';
import { isRequirementMet, type RoleRequirement } from '../access/requirements.ts';
import { createApiClient, type ApiClientDeps } from '../api/client.ts';
import type { FeatureFlag, FeatureFlagName } from '../contracts/featureFlags.ts';

/**
 * What the service elements (components/<area>/) read from the portal through the bridge,
 * as React hooks. Only elements and the host's React code import this file.
 */

/** The value of one of the bridge's atoms, re-rendering when the host changes it. */
export function useAtom<T>(atom: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => atom.listen(onChange),
    () => atom.get(),
  );
}

/** The member API as the portal calls it: the host's token, X-User-Id of the proxy in use. */
export function portalApiDeps(bridge: ElementBridge, baseUrl: string): ApiClientDeps {
  return {
    baseUrl,
    getAccessToken: () => bridge.getAccessToken(),
    getProxyUserId: () => bridge.proxy.get().userId,
    early: bridge.earlyAnswers,
  };
}

/**
 * The portal route the host matched for this page (the area manifest's route id) and its
 * parameters: `useRoute().params.proxyId`. Elements never parse the URL themselves.
 */
export function useRoute(bridge: ElementBridge = elementView(getBridge())): RouteState {
  return useAtom(bridge.route);
}

/**
 * The bridge, the runtime settings, the effective profile (its load state), the member API
 * client on the settings' base URL ('/' until they arrive), the current path and the host's
 * navigation.
 */
export function usePortal() {
  const bridge = elementView(getBridge());
  const settings = useAtom(bridge.settings);
  const profile = useAtom(bridge.effectiveProfile);
  const { pathname } = useAtom(bridge.location);
  const baseUrl = settings?.apiBaseUrl ?? '/';
  const api = useMemo(() => createApiClient(portalApiDeps(bridge, baseUrl)), [bridge, baseUrl]);
  return {
    bridge,
    settings,
    profile,
    api,
    pathname,
    navigate: (path: string, options?: NavigateOptions) => bridge.actions.navigate(path, options),
  };
}

const noFlags: readonly FeatureFlag[] = [];

/**
 * The one way a service area's element reads the portal (each area's `portal.ts` names its
 * write rule): `usePortal()`, the query (e.g. the signing callback's session value), the
 * cooperative's slug, whether the test signer is on, the feature flags, a key that changes
 * when the member switches profile (data loaded for another one is stale), and whether the
 * effective profile (the proxy's giver with the proxy's roles) may write, by the manifest's
 * own rule for the area's write route (`writeRequirement`):
 *   export const useTradePortal = () =>
 *     useAreaPortal(capitalTradeElement.routes.tradeOrderDone.rule.requirement);
 */
export function useAreaPortal(writeRequirement: RoleRequirement) {
  const portal = usePortal();
  const location = useAtom(portal.bridge.location);
  const flags = useAtom(portal.bridge.features).data ?? noFlags;
  const profile = portal.profile.data;
  const roles = profile?.roles ?? [];
  const slug = portal.settings?.product.slug ?? '';
  return {
    ...portal,
    search: location.search,
    slug,
    testSigner: portal.settings?.signing?.testSigner ?? false,
    /** Changes when the member switches profile: data loaded for another one is stale. */
    profileKey: profile ? `${profile.memberId}:${portal.settings?.apiBaseUrl ?? ''}` : null,
    // Service_{product}El_Write and the like: the product's role names from the slug.
    canWrite: isRequirementMet(forProduct(writeRequirement, slug), roles),
    /** The feature flags in force (the same array until the host sets new ones). */
    flags,
    // As featureFlags.ts isFeatureEnabled, whose module (its schemas) would ride in every element.
    isFlagOn: (name: FeatureFlagName) => flags.some((f) => f.name === name && f.isEnabled),
  };
}

export type AreaPortal = ReturnType<typeof useAreaPortal>;
