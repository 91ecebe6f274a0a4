import { useStore } from '@nanostores/react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { Icon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { SignInButton } from './SignInButton.tsx';

/** The "Meny" button that shows and hides the sidebar below the xl breakpoint. */
export interface MenuToggle {
  sidebarId: string;
  open: boolean;
  onToggle(): void;
  buttonRef: Ref<HTMLButtonElement>;
  /** The sidebar is still loading: the button holds its place but does nothing yet. */
  pending?: boolean;
}

/**
 * Logo, the sidebar's "Meny" button (narrow viewports), and the profile menu (signed in) or
 * the sign-in button. Without a sidebar (signed out) a small main navigation stands in.
 * `hasSidebar` is also true while a signed-in member's sidebar loads, so the header has its
 * final shape from the first paint.
 */
export function Header({ menu, hasSidebar }: { menu: MenuToggle | null; hasSidebar: boolean }) {
  const bridge = useBridge();
  const auth = useStore(bridge.auth);
  const settings = useStore(bridge.settings);
  return (
    <header className="site-header">
      <div className="header-inner">
        {menu && (
          <button
            ref={menu.buttonRef}
            type="button"
            className="menu-button"
            aria-expanded={menu.open}
            aria-controls={menu.pending ? undefined : menu.sidebarId}
            aria-disabled={menu.pending || undefined}
            onClick={menu.pending ? undefined : menu.onToggle}
          >
            <Icon name="menu" />
            {t('nav.menu')}
          </button>
        )}
        <Logo />
        {!hasSidebar && (
          <nav aria-label={t('layout.mainNavigation')} className="main-nav">
            <ul>
              <li>
                <Link to="/">{t('layout.overview')}</Link>
              </li>
              {settings && (
                <li>
                  <a href={settings.links.providerSite}>
                    {t('layout.providerSite', { product: settings.product.name })}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
        <div className="header-actions">
          {auth.status === 'signedIn' && <ProfileMenu />}
          {auth.status === 'signedOut' && <SignInButton />}
        </div>
      </div>
    </header>
  );
}
