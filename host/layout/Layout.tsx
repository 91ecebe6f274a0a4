import { useStore } from '@nanostores/react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { userStoreKey } from '../../shared/auth/paths.ts';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { permanentSidebarFrom, useViewportWidth } from './breakpoints.ts';
import { Footer } from './Footer.tsx';
import { useFullscreen, useFullscreenRequests, useSetFullscreen } from './fullscreen.ts';
import { Header } from './Header.tsx';
import { UpdateDetailsModal } from '../profile/UpdateDetailsModal.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { Sidebar } from './Sidebar.tsx';
import { mainContentId, SkipLink } from './SkipLink.tsx';
import { ToastRegion } from '../../shared/elements/ToastRegion.tsx';

const focusableSelector = 'a[href], a[tabindex], button:not([disabled])';

/**
 * Skip link, header, banner, sidebar, the page in <main>, and the contact bar (footer).
 * The sidebar is there for a signed-in member with a loaded profile: always shown from
 * 1260 px, toggled by the header's "Meny" button below (focus moves into it on open, back
 * to the button on Escape, to the page after following a link; it closes when focus
 * leaves it or on a click outside). Fullscreen mode keeps only the banner and the page, plus a way out.
 */
export function Layout({ children }: { children: ReactNode }) {
  const bridge = useBridge();
  const auth = useStore(bridge.auth);
  const profile = useStore(bridge.effectiveProfile);
  const fullscreen = useFullscreen();
  const setFullscreen = useSetFullscreen();
  useFullscreenRequests();

  const permanent = useViewportWidth() >= permanentSidebarFrom;
  const hasSidebar = auth.status === 'signedIn' && profile.data !== null;
  // The sidebar's column is kept from the first paint while a signed-in member's profile
  // loads, so the page does not jump sideways when the sidebar arrives (CLS, issue 10).
  const settings = useStore(bridge.settings);
  const sidebarComing =
    !hasSidebar &&
    profile.state !== 'error' &&
    (auth.status === 'signedIn' ||
      (auth.status === 'initialising' &&
        settings !== null &&
        localStorage.getItem(userStoreKey(settings)) !== null));
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const focusFirstOnOpen = useRef(false);
  const toggled = hasSidebar && !permanent;

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    // The menu's first link, not the close button above it.
    const sidebar = document.getElementById(sidebarId);
    sidebar?.querySelector('nav')?.querySelector<HTMLElement>(focusableSelector)?.focus();
  }, [open, sidebarId]);

  // Leaving the narrow layout (or the sidebar going away) forgets that it was open.
  useEffect(() => {
    if (!toggled) setOpen(false);
  }, [toggled]);

  // A click or tap outside the open (toggled) sidebar closes it, as focus leaving does.
  useEffect(() => {
    if (!toggled || !open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      const sidebar = document.getElementById(sidebarId);
      if (sidebar?.contains(target) || menuButtonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [toggled, open, sidebarId]);

  const onToggle = useCallback(() => {
    focusFirstOnOpen.current = !open;
    setOpen(!open);
  }, [open]);
  const onClose = useCallback(() => {
    setOpen(false);
    menuButtonRef.current?.focus();
  }, []);
  const onNavigate = useCallback(() => {
    if (!toggled) return;
    setOpen(false);
    mainRef.current?.focus();
  }, [toggled]);
  const onSidebarBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!toggled || !open || next === null) return;
    if (event.currentTarget.contains(next) || menuButtonRef.current === next) return;
    setOpen(false);
  };

  return (
    <>
      <SkipLink />
      {!fullscreen && (
        <Header
          hasSidebar={hasSidebar || sidebarComing}
          menu={
            (hasSidebar || sidebarComing) && !permanent
              ? { sidebarId, open, onToggle, buttonRef: menuButtonRef, pending: sidebarComing }
              : null
          }
        />
      )}
      <ImpersonationBanner />
      {!fullscreen && <UpdateDetailsModal />}
      {fullscreen && (
        <div className="fullscreen-bar">
          <button
            type="button"
            className="button button-small"
            onClick={() => setFullscreen(false)}
          >
            {t('fullscreen.exit')}
          </button>
        </div>
      )}
      <div
        className={
          (hasSidebar || sidebarComing) && !fullscreen ? 'shell shell-with-sidebar' : 'shell'
        }
      >
        {sidebarComing && !fullscreen && <div className="sidebar-frame sidebar-reserved" />}
        {hasSidebar && !fullscreen && (
          <div className="sidebar-frame" onBlur={onSidebarBlur}>
            <Sidebar
              id={sidebarId}
              permanent={permanent}
              open={open}
              onClose={onClose}
              onNavigate={onNavigate}
            />
          </div>
        )}
        <main id={mainContentId} ref={mainRef} className="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {!fullscreen && <Footer />}
      <ToastRegion
        toasts={bridge.toasts}
        closeLabel={t('toast.close')}
        focusAfterClose={mainContentId}
      />
    </>
  );
}
