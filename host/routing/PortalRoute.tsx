import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { t } from '../../shared/i18n/t.ts';
import { useBridge } from '../context.tsx';
import { AccessDeniedPage } from '../pages/AccessDeniedPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { SignInRequiredPage } from '../pages/SignInRequiredPage.tsx';
import { useTrackUsage, usePageView } from '../tracking/usageTracking.ts';
import type { AnonymousPages, ContentRouteComponent } from './contentRoute.ts';
import { decideRoute } from './decideRoute.ts';
import { LoadingStatus } from '../../shared/elements/LoadingStatus.tsx';

/**
 * The catch-all route: every path that is not one of the host's own pages is resolved
 * against the effective profile's route tree and the fixed routes (decideRoute) and shows
 * the content page, a redirect, sign-in, access-denied or not-found. The content page
 * (ContentRoute) loads its page and page status itself, shows its child links on a group
 * page and sets the page title, so navigation never waits for the content system.
 */
export function PortalRoute({
  ContentRoute,
  anonymousPages = {},
}: {
  ContentRoute: ContentRouteComponent;
  anonymousPages?: AnonymousPages;
}) {
  const bridge = useBridge();
  const auth = useStore(bridge.auth);
  const profile = useStore(bridge.effectiveProfile);
  const features = useStore(bridge.features);
  const settings = useStore(bridge.settings);
  const { pathname, search, hash } = useLocation();
  const anonymousIds = useMemo(() => new Set(Object.keys(anonymousPages)), [anonymousPages]);

  const decision = decideRoute({
    pathname,
    search,
    slug: settings?.product.slug ?? '',
    auth: auth.status,
    profile,
    features,
    anonymousPages: anonymousIds,
  });

  const fixedRouteId = decision.kind === 'content' ? decision.fixedRouteId : null;
  const track = useTrackUsage();
  // Ordered services' routes (shared/contracts/ordered-services/element.ts) all start so.
  const inProduction = fixedRouteId?.startsWith('production') ?? false;
  // Once per entry into the production area, not per step inside it.
  useEffect(() => {
    if (inProduction) track('openProduction');
  }, [inProduction, track]);
  usePageView(fixedRouteId === 'proxyList' ? 'proxyList' : null, pathname);

  switch (decision.kind) {
    case 'loading':
      return <LoadingStatus>{t('layout.loading')}</LoadingStatus>;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'signIn':
      return <SignInRequiredPage returnUrl={`${pathname}${search}${hash}`} />;
    case 'notFound':
      return <NotFoundPage />;
    case 'accessDenied':
      return <AccessDeniedPage />;
    case 'error':
      throw new Error('The effective profile could not be loaded');
    case 'anonymousPage': {
      const Page = anonymousPages[decision.routeId];
      return Page ? <Page routeProps={decision.props} /> : <NotFoundPage />;
    }
    case 'content':
      return (
        <>
          {/* A new page is a new ContentRoute; an area's own sub-paths keep it mounted, */}
          <ContentRoute key={decision.node.id} node={decision.node} path={decision.path} />
          {/* its redirects too: the target takes the address's place (Back leaves the area). */}
          {decision.replaceWith && <Navigate to={decision.replaceWith} replace />}
        </>
      );
  }
}
