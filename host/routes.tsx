import type { RouteObject } from 'react-router';
import { AppShell } from './layout/AppShell.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';
import type { AnonymousPages, ContentRouteComponent } from './routing/contentRoute.ts';
import { FallbackContentRoute } from './routing/FallbackContentRoute.tsx';
import { PortalRoute } from './routing/PortalRoute.tsx';
import { StartupErrorScreen } from './screens/StartupErrorScreen.tsx';

export interface RouteComponents {
  /** Renders a route-tree page (host/content/ContentRoute.tsx). */
  ContentRoute?: ContentRouteComponent;
  /** Pages of the anonymous fixed routes (proxy registration, issue 4). */
  anonymousPages?: AnonymousPages;
}

/**
 * The host's routes (platform §2): its own pages, and one catch-all that resolves every
 * other path against the route tree and the fixed routes (host/routing/decideRoute.ts).
 * A failure while a routed page sets up shows RouteErrorPage inside the layout.
 */
export function createRoutes(components: RouteComponents = {}): RouteObject[] {
  const ContentRoute = components.ContentRoute ?? FallbackContentRoute;
  return [
    {
      element: <AppShell />,
      errorElement: <StartupErrorScreen />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            // Sign-in's own pages are seen once per sign-in: chunks of their own, out of the
            // first load of every other page.
            {
              path: 'authentication/:action',
              lazy: () =>
                import('./pages/authentication/AuthenticationPage.tsx').then((m) => ({
                  Component: m.AuthenticationPage,
                })),
            },
            {
              path: 'login',
              lazy: () =>
                import('./pages/LoginChoicePage.tsx').then((m) => ({
                  Component: m.LoginChoicePage,
                })),
            },
            {
              path: 'password-change',
              // Few visits, most of them a redirect to the authority: a chunk of its own.
              lazy: () =>
                import('./pages/PasswordChangePage.tsx').then((m) => ({
                  Component: m.PasswordChangePage,
                })),
            },
            {
              path: '*',
              element: (
                <PortalRoute
                  ContentRoute={ContentRoute}
                  {...(components.anonymousPages
                    ? { anonymousPages: components.anonymousPages }
                    : {})}
                />
              ),
            },
          ],
        },
      ],
    },
  ];
}

/** Until main.tsx passes the content renderer: see createRoutes. */
export const routes: RouteObject[] = createRoutes();
