import { useStore } from '@nanostores/react';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';

/**
 * Who the portal acts for (platform §2): the proxy giver while a proxy is used (with a
 * "use my profile" button), or the member a staff user impersonates.
 */
export function ImpersonationBanner() {
  const bridge = useBridge();
  const myProfile = useStore(bridge.myProfile).data;
  const proxy = useStore(bridge.proxy);

  const proxyName = proxy.userId ? proxy.profile.data?.name : undefined;
  const impersonatedName = myProfile?.isMemberImpersonated
    ? (myProfile.impersonatedMemberName ?? myProfile.name)
    : undefined;
  const name = proxyName ?? impersonatedName;
  if (!name) return null;

  return (
    <section className="impersonation-banner" aria-label={t('banner.impersonating', { name })}>
      <p>{t('banner.impersonating', { name })}</p>
      {proxyName && (
        <button type="button" className="button" onClick={() => void bridge.actions.useMyProfile()}>
          {t('banner.useMyProfile')}
        </button>
      )}
    </section>
  );
}
