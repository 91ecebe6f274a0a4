import './styles.css';
// The forms kit's classes: part of the host's CSS, so every page where elements render has them.
import '../shared/forms/forms.css';
import '../shared/signing/signing.css';
import { createLogger, getBridge, log } from '@portal/bridge';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loginCallbackPath, passwordChangePath } from '../shared/auth/paths.ts';
import { HostProvider } from './context.tsx';
import { hasFirstPaint } from './firstPaint.ts';
import { ContentRoute, preloadContentRenderer } from './content/lazy.tsx';
import { createRoutes } from './routes.tsx';
import { routeStateOf } from './routing/resolvePath.ts';
import { proxyRegistrationPages } from './pages/proxy-registration/lazy.tsx';
import { StartupErrorScreen } from './screens/StartupErrorScreen.tsx';
import { createHostServices } from './services.ts';
import { readRuntimeSettings } from './startup/readSettings.ts';

function rootElement(): HTMLElement {
  const existing = document.getElementById('root');
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = 'root';
  document.body.append(created);
  return created;
}

/** The login callback inside a popup or the silent-renew iframe: finish it, render nothing. */
function isChildWindowCallback(): boolean {
  if (location.pathname !== loginCallbackPath) return false;
  const inFrame = window.parent !== window;
  const inPopup = window.opener != null && window.opener !== window;
  return inFrame || inPopup;
}

/**
 * Ends the current task, so the browser may paint and take input: the module evaluation, the
 * settings check, the router and React's first render each run as a task of their own rather
 * than one long one (issue 10: total blocking time). scheduler.yield keeps the page's place in
 * the queue; setTimeout where it is missing.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  await nextTask();
  const read = readRuntimeSettings();
  if (!read.ok) {
    log.error('Runtime settings are invalid', read.error);
    createRoot(rootElement()).render(<StartupErrorScreen />);
    return;
  }
  const { settings } = read;

  if (isChildWindowCallback()) {
    const { createUserManager } = await import('../shared/auth/userManager.ts');
    await createUserManager(settings)
      .signinCallback()
      .catch((error: unknown) =>
        // The bridge is not set up in a popup or iframe: the settings' level directly.
        createLogger(() => settings.logLevel).error('Sign-in callback failed', error),
      );
    return;
  }

  void preloadContentRenderer();
  await nextTask();
  const bridge = getBridge();
  bridge.settings.set(settings);
  const services = createHostServices(settings, bridge);
  const router = createBrowserRouter(
    createRoutes({ ContentRoute, anonymousPages: proxyRegistrationPages }),
  );
  services.attachRouter(router);
  // The route before the location: an element re-rendering for the new path reads its params.
  const follow = (loc: { pathname: string; search: string; hash: string }) => {
    bridge.route.set(routeStateOf(loc.pathname, settings.product.slug));
    bridge.location.set({ pathname: loc.pathname, search: loc.search, hash: loc.hash });
  };
  follow(router.state.location);
  router.subscribe(({ location: loc }) => follow(loc));
  await nextTask();

  const host = (
    <StrictMode>
      <HostProvider services={services}>
        <RouterProvider router={router} />
      </HostProvider>
    </StrictMode>
  );
  const root = createRoot(rootElement());
  // Behind the server's static first paint the host renders unseen, so there it renders as a
  // transition, in slices that leave the phone's main thread free. Elsewhere not: while every
  // first render was one, two CI runs had /login stay empty (docs/decisions.md).
  if (hasFirstPaint()) startTransition(() => root.render(host));
  else root.render(host);

  // No silent sign-in while a sign-in or password change is being completed on this page.
  const onAuthFlow =
    location.pathname.startsWith('/authentication/') || location.pathname === passwordChangePath;
  await services.auth.init({ trySilent: !onAuthFlow });
}

void start();
