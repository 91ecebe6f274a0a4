import { isRequirementMet } from '../../shared/access/requirements.ts';
import { accountsElement } from '../../shared/contracts/accounts/element.ts';
import { useAtom, usePortal } from '../../shared/elements/portal.ts';

/**
 * What the element reads from the portal: the shared portal hook (API client with the
 * host's token and X-User-Id of the proxy in use, navigation), the cooperative's slug, and
 * what the effective profile (the proxy's giver with the proxy's roles) may do, by the
 * manifest's own rule for the write routes.
 */
export function useAccountsPortal() {
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
    canWrite: isRequirementMet(accountsElement.routes.accountsWithdrawal.rule.requirement, roles),
  };
}

export type AccountsPortal = ReturnType<typeof useAccountsPortal>;
