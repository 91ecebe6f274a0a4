import { useStore } from '@nanostores/react';
import { Outlet, useLocation } from 'react-router';
import { useBridge } from '../context.tsx';
import { useReleaseFirstPaint } from '../firstPaint.ts';
import { ImpersonatedSessionExpiredScreen } from '../screens/ImpersonatedSessionExpiredScreen.tsx';
import { StartupErrorScreen } from '../screens/StartupErrorScreen.tsx';
import { Layout } from './Layout.tsx';
import { sessionScreen } from './sessionScreen.ts';

/**
 * The root route: the layout around the page, or an error screen when the member's
 * profile could not be loaded. Sign-in and sign-out pages always render, so that
 * "Logga ut" on the expired screen works.
 */
export function AppShell() {
  const bridge = useBridge();
  const auth = useStore(bridge.auth);
  const myProfile = useStore(bridge.myProfile);
  const { pathname } = useLocation();
  const screen = pathname.startsWith('/authentication/') ? 'app' : sessionScreen(auth, myProfile);
  // Only '/' is first painted; its page releases the paint when its content is there.
  useReleaseFirstPaint(pathname !== '/' || screen !== 'app');

  if (screen === 'sessionExpired') return <ImpersonatedSessionExpiredScreen />;
  if (screen === 'startupError') return <StartupErrorScreen />;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
