import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { mainContentId } from './SkipLink.tsx';

/**
 * Who the portal acts for (platform §2): the proxy giver while a proxy is used (with a
 * "use my profile" button), or the member a staff user impersonates. While the proxy
 * profile is still loading, the giver's name comes from my own profile's proxy list.
 */
export function ImpersonationBanner() {
  const bridge = useBridge();
  const myProfile = useStore(bridge.myProfile).data;
  const proxy = useStore(bridge.proxy);
  const [switching, setSwitching] = useState(false);

  const proxyName = proxy.userId
    ? (proxy.profile.data?.name ??
      myProfile?.proxies.find((p) => p.giverContactId === proxy.userId)?.giverContactName)
    : undefined;
  const impersonatedName = myProfile?.isMemberImpersonated
    ? (myProfile.impersonatedMemberName ?? myProfile.name)
    : undefined;
  const name = proxyName ?? impersonatedName;
  if (!name) return null;

  const backToMyProfile = async () => {
    if (switching) return;
    setSwitching(true);
    try {
      await bridge.actions.useMyProfile();
      // The banner (and the focused button) goes away: continue on the page's content.
      document.getElementById(mainContentId)?.focus();
    } finally {
      setSwitching(false);
    }
  };

  return (
    <section className="impersonation-banner" aria-label={t('banner.impersonating', { name })}>
      <p>{t('banner.impersonating', { name })}</p>
      {proxyName && (
        <button
          type="button"
          className="button"
          aria-disabled={switching || undefined}
          onClick={() => void backToMyProfile()}
        >
          {t('banner.useMyProfile')}
        </button>
      )}
    </section>
  );
}
