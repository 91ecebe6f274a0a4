import { isRequirementMet } from '../../shared/access/requirements.ts';
import { capitalTradeElement } from '../../shared/contracts/capital-trade/element.ts';
import { useAtom, usePortal } from '../../shared/elements/portal.ts';

/**
 * What the element reads from the portal: the shared portal hook (API client with the
 * host's token and X-User-Id of the proxy in use, navigation), the query (the signing
 * callback's session value), the cooperative's slug, and whether the effective profile may
 * place and cancel orders, by the manifest's own rule for the write route.
 */
export function useTradePortal() {
  const portal = usePortal();
  const location = useAtom(portal.bridge.location);
  const profile = portal.profile.data;
  const roles = profile?.roles ?? [];
  return {
    ...portal,
    search: location.search,
    slug: portal.settings?.product.slug ?? '',
    testSigner: portal.settings?.signing?.testSigner ?? false,
    /** Changes when the member switches profile: data loaded for another one is stale. */
    profileKey: profile ? `${profile.memberId}:${portal.settings?.apiBaseUrl ?? ''}` : null,
    canWrite: isRequirementMet(capitalTradeElement.routes.tradeOrderDone.rule.requirement, roles),
  };
}

export type TradePortal = ReturnType<typeof useTradePortal>;
