import { useStore } from '@nanostores/react';
import { storagePrefix } from '@portal/bridge';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { MemberProfile } from '../../shared/contracts/memberProfile.ts';
import { useBridge } from '../context.tsx';
import { mainContentId } from '../layout/SkipLink.tsx';

/** Session storage: the prompt was shown in this session (platform §4: at most once). */
export const updateDetailsPromptedKey = `${storagePrefix}updateDetailsPrompted`;

/** Economy §9 / platform §9: contact details prompt interval, one year. */
export function isOverAYearAgo(iso: string, now: Date): boolean {
  const yearLater = new Date(iso);
  if (Number.isNaN(yearLater.getTime())) return true;
  yearLater.setFullYear(yearLater.getFullYear() + 1);
  return yearLater.getTime() < now.getTime();
}

/**
 * Whether the member should be asked to look over their contact details (platform §4, §6):
 * their own profile, not impersonated by staff, no proxy in use, allowed to edit the details,
 * and the details never modified or last modified more than a year ago.
 */
export function needsDetailsPrompt(
  myProfile: MemberProfile,
  proxyUserId: string | null,
  now: Date,
): boolean {
  if (myProfile.isMemberImpersonated || proxyUserId !== null) return false;
  const canEdit = ['Service_Profile_Common_Read', 'Service_Profile_Common_Write'].every((role) =>
    myProfile.roles.includes(role),
  );
  if (!canEdit) return false;
  const last = myProfile.lastModifiedEmailPhone;
  return last === null || isOverAYearAgo(last, now);
}

function alreadyPrompted(): boolean {
  try {
    return sessionStorage.getItem(updateDetailsPromptedKey) !== null;
  } catch {
    return true; // no session storage: never nag on every page
  }
}

function markPrompted(): void {
  try {
    sessionStorage.setItem(updateDetailsPromptedKey, new Date().toISOString());
  } catch {
    // Storage disabled: the prompt shows once per page load at most.
  }
}

/**
 * The update-details modal (platform §4): once per session, when the signed-in member's
 * contact details are unconfirmed or over a year old, never while impersonating or using a
 * proxy, and not on the profile pages themselves. "Uppdatera mina uppgifter" goes to
 * /medlem-i-{slug}/profil/bekrafta; "Inte nu" and Escape close it.
 */
const systemClock = () => new Date();

/** The dialog itself is a chunk of its own: most page loads never show it. */
const UpdateDetailsDialog = lazy(() =>
  import('./UpdateDetailsDialog.tsx').then((m) => ({ default: m.UpdateDetailsDialog })),
);

export function UpdateDetailsModal({ now = systemClock }: { now?: () => Date }) {
  const bridge = useBridge();
  const auth = useStore(bridge.auth);
  const myProfile = useStore(bridge.myProfile);
  const proxy = useStore(bridge.proxy);
  const slug = useStore(bridge.settings)?.product.slug ?? '';
  const { pathname } = useLocation();
  const [shown, setShown] = useState<'never' | 'old' | null>(null);

  const profile = myProfile.state === 'loaded' ? myProfile.data : null;
  const onProfilePage = pathname.startsWith(`/medlem-i-${slug}/profil`);
  useEffect(() => {
    if (shown || auth.status !== 'signedIn' || !profile || onProfilePage) return;
    if (alreadyPrompted() || !needsDetailsPrompt(profile, proxy.userId, now())) return;
    markPrompted();
    setShown(profile.lastModifiedEmailPhone === null ? 'never' : 'old');
  }, [shown, auth.status, profile, proxy.userId, onProfilePage, now]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDetailsDialog
        reason={shown}
        confirmPath={`/medlem-i-${slug}/profil/bekrafta`}
        onClose={() => {
          setShown(null);
          returnFocus();
        }}
      />
    </Suspense>
  );
}

/**
 * The browser puts focus back on what had it when the dialog opened. The prompt opens by
 * itself as a page loads, often while nothing has focus; then the member continues at the
 * page's main content rather than at the top of the document.
 */
function returnFocus() {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active === null || active === document.body)
      document.getElementById(mainContentId)?.focus();
  });
}
