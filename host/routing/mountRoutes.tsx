import type { PortalBridge } from '@portal/bridge';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HostProvider, type HostServices } from '../context.tsx';
import { createRoutes, type RouteComponents } from '../routes.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type MemoryRouter = ReturnType<typeof createMemoryRouter>;

export interface MountedRoutes {
  container: HTMLElement;
  router: MemoryRouter;
  /** Navigates as a link would and lets React commit. */
  go(to: string): Promise<void>;
  unmount(): Promise<void>;
}

/** The host's real routes (createRoutes) in a memory data router, with a test bridge. */
export async function mountRoutes(
  path: string,
  options: {
    bridge: PortalBridge;
    services?: Partial<HostServices>;
    components?: RouteComponents;
  },
): Promise<MountedRoutes> {
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter(createRoutes(options.components), { initialEntries: [path] });
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <HostProvider services={{ ...options.services, bridge: options.bridge }}>
        <RouterProvider router={router} />
      </HostProvider>,
    );
  });
  return {
    container,
    router,
    async go(to) {
      await act(async () => {
        await router.navigate(to);
      });
    },
    async unmount() {
      await act(async () => root.unmount());
      router.dispose();
      container.remove();
    },
  };
}
