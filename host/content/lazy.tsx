import { lazy, Suspense, type ComponentProps } from 'react';
import { t } from '../../shared/i18n/t.ts';

/**
 * The content renderer (renderer.tsx: Lit, the shared/ui elements, blocks, the component
 * loader; ~30 KB gzip) is a chunk of its own, so it stays out of the host's first load. The
 * host starts fetching it at start-up (preloadContentRenderer in main.tsx), in parallel with
 * sign-in and the first API calls, so it never adds a step to the request waterfall.
 */
let renderer: Promise<typeof import('./renderer.tsx')> | undefined;
export const preloadContentRenderer = () => (renderer ??= import('./renderer.tsx'));

const ContentRouteChunk = lazy(() =>
  preloadContentRenderer().then((m) => ({ default: m.ContentRoute })),
);
const StartPageContentChunk = lazy(() =>
  preloadContentRenderer().then((m) => ({ default: m.StartPageContent })),
);

function Loading() {
  return (
    <p role="status" className="page-loading">
      {t('layout.loading')}
    </p>
  );
}

export function ContentRoute(props: ComponentProps<typeof ContentRouteChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <ContentRouteChunk {...props} />
    </Suspense>
  );
}

export function StartPageContent(props: ComponentProps<typeof StartPageContentChunk>) {
  return (
    <Suspense fallback={<Loading />}>
      <StartPageContentChunk {...props} />
    </Suspense>
  );
}
