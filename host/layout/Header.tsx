import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { Logo } from './Logo.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { SignInButton } from './SignInButton.tsx';

/** Logo, main navigation, and the profile menu (signed in) or the sign-in button. */
export function Header() {
  const bridge = useBridge();
  const auth = useStore(bridge.auth);
  const settings = useStore(bridge.settings);
  return (
    <header className="site-header">
      <div className="header-inner">
        <Logo />
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
        <div className="header-actions">
          {auth.status === 'signedIn' && <ProfileMenu />}
          {auth.status === 'signedOut' && <SignInButton />}
        </div>
      </div>
    </header>
  );
}
