import { pageTypes, type RouteNode } from '../../shared/contracts/memberProfile.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { onlinePageStatus } from '../../shared/api/getPageStatus.ts';
import { routePageSchema } from '../../shared/contracts/content/pageLayout.ts';
import { ContentPageView } from './ContentPageView.tsx';
import { useContentStore, WithContentStore } from './ContentStoreProvider.tsx';
import { PageLoadFailed, PageLoading } from './PageStates.tsx';
import { useCachedLoad } from './useCachedLoad.ts';
import { useProfileKey } from './useProfileKey.ts';

/**
 * A route-tree page (platform §2): its content page and its page status, loaded in parallel
 * through the 5-minute caches, so coming back to a page shows it at once. A status that
 * fails to load counts as online.
 */
export function ContentRoute(props: { node: RouteNode; path: string }) {
  return (
    <WithContentStore>
      <ContentRouteView {...props} />
    </WithContentStore>
  );
}

function ContentRouteView({ node, path }: { node: RouteNode; path: string }) {
  const store = useContentStore();
  const includeChildren = node.pageType === pageTypes.GroupPage;
  const profileKey = useProfileKey();
  const page = useCachedLoad(store.pages, `${profileKey}:${node.id}:${includeChildren}`, () =>
    store.api.getPage(node.id, { includeChildren, schema: routePageSchema }),
  );
  const status = useCachedLoad(store.statuses, `${profileKey}:${node.id}`, () =>
    store.api.getPageStatus(node.id),
  );
  usePageTitle(page.status === 'loaded' ? page.value.title : node.name);

  if (page.status === 'error') return <PageLoadFailed onRetry={page.retry} />;
  if (page.status === 'loading' || status.status === 'loading') return <PageLoading />;
  return (
    <ContentPageView
      key={node.id}
      page={page.value}
      status={status.status === 'loaded' ? status.value : onlinePageStatus}
      path={path}
      now={store.now()}
    />
  );
}
