import type { ReactNode } from 'react';
import type { ContentPage } from '../../shared/contracts/content.ts';
import { ContentPageView } from './ContentPageView.tsx';
import { WithContentStore } from './ContentStoreProvider.tsx';
import { PageLoadFailed, PageLoading } from './PageStates.tsx';

/**
 * The content renderer: everything that draws content-system pages (the shared/ui Lit
 * elements, blocks, the component loader). A chunk of its own, loaded by lazy.tsx.
 */
export { ContentRoute } from './ContentRoute.tsx';

export type StartPageLoad =
  { state: 'loading' } | { state: 'loaded'; page: ContentPage } | { state: 'error' };

/**
 * The start page's content in each state of its load (the data is loaded by HomePage).
 * `children` follow the loaded page in the same render, so nothing that comes after the
 * content shows first and is then pushed down by it (a layout shift).
 */
export function StartPageContent({
  load,
  children,
}: {
  load: StartPageLoad;
  children?: ReactNode;
}) {
  if (load.state === 'loading') return <PageLoading />;
  if (load.state === 'error') return <PageLoadFailed />;
  return (
    <>
      <WithContentStore>
        <ContentPageView page={load.page} />
      </WithContentStore>
      {children}
    </>
  );
}
