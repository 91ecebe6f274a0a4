import { isRequirementMet } from '../../shared/access/requirements.ts';
import { proxiesElement } from '../../shared/contracts/proxies/element.ts';
import { usePortal } from '../../shared/elements/portal.ts';

/**
 * What the element reads from the portal: the shared portal hook (API client with the
 * host's token and X-User-Id of the proxy in use, current path, navigation), plus the
 * cooperative's slug and what the effective profile may do, by the same rules the host's
 * route guard applies.
 */
export function useProxiesPortal() {
  const portal = usePortal();
  const profile = portal.profile.data;
  const roles = profile?.roles ?? [];
  return {
    ...portal,
    slug: portal.settings?.product.slug ?? '',
    /** Changes when the member switches profile: data loaded for another one is stale. */
    profileKey: profile?.memberId ?? '',
    isOrganizationUser: profile?.isOrganizationUser ?? false,
    // The area's own manifest, not every area's rules (those would ride in this bundle).
    canWrite: isRequirementMet(proxiesElement.routes.proxyCreate.rule.requirement, roles),
  };
}
