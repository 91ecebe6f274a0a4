import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { previewEndPath, previewShownCookie } from '../../shared/contracts/contentPreview.ts';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { mainContentId } from './SkipLink.tsx';

/** Whether an editor's draft preview is on in this browser (server/content/preview.ts). */
function previewShown(): boolean {
  return document.cookie.split(/;\s*/).some((c) => c.startsWith(`${previewShownCookie}=1`));
}

/**
 * Who the portal acts for (platform §2): the proxy giver while a proxy is used (with a
 * "use my profile" button), or the member a staff user impersonates. While the proxy
 * profile is still loading, the giver's name comes from my own profile's proxy list.
 * Staff acting as a member during an editor's preview are told the pages show drafts.
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
  // The server shows the drafts only to staff acting as a member (not through a proxy).
  const preview = !proxyName && previewShown();

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
      {preview && (
        <>
          <p>{t('banner.preview')}</p>
          {/* A document load: the server ends the preview and sends the start page. */}
          <a href={previewEndPath}>{t('banner.endPreview')}</a>
        </>
      )}
    </section>
  );
}
