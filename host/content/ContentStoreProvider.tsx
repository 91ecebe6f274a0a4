import { createContext, useContext, type ReactNode } from 'react';
import { useHostService } from '../context.tsx';
import { contentStoreFor, type ContentStore } from './contentStore.ts';

const ContentStoreContext = createContext<ContentStore | null>(null);

/** Gives content pages a store; tests hand in one over a fake content API. */
export function ContentStoreProvider({
  store,
  children,
}: {
  store: ContentStore;
  children: ReactNode;
}) {
  return <ContentStoreContext.Provider value={store}>{children}</ContentStoreContext.Provider>;
}

function HostContentStore({ children }: { children: ReactNode }) {
  const api = useHostService('api');
  return <ContentStoreProvider store={contentStoreFor(api)}>{children}</ContentStoreProvider>;
}

/** Uses the provided store, else the page's one store over the host's API client. */
export function WithContentStore({ children }: { children: ReactNode }) {
  const provided = useContext(ContentStoreContext);
  return provided ? children : <HostContentStore>{children}</HostContentStore>;
}

export function useContentStore(): ContentStore {
  const store = useContext(ContentStoreContext);
  if (!store) throw new Error('No content store: wrap in <WithContentStore>');
  return store;
}
