import type { PortalBridge } from '@portal/bridge';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach } from '../../shared/testing/mocha.ts';
import { HostProvider, type HostServices } from '../context.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLElement;
  unmount(): Promise<void>;
}

/** Renders a host part with a test bridge, inside a memory router at `path`. */
export async function mount(
  ui: ReactNode,
  options: { bridge: PortalBridge; path?: string; services?: Partial<HostServices> },
): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <HostProvider services={{ ...options.services, bridge: options.bridge }}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </HostProvider>,
    );
  });
  return {
    container,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** What `hostMountPerTest` can mount with: `mount` here, or `mountRoutes` (the real route table). */
type MountWith<Args extends unknown[], M extends { unmount(): Promise<void> }> = (
  ...args: Args
) => Promise<M>;

/**
 * In a `describe`: `mount` (or `mountWith`) whose every host part is unmounted after its test,
 * so a test file does not write that clean-up again. `clearSessionStorage`: each test starts
 * and ends with an empty session storage (what the host remembers for the session).
 * A test may unmount a part itself (to mount it again); the clean-up then leaves it be.
 */
export function hostMountPerTest(options?: { clearSessionStorage?: boolean }): typeof mount;
export function hostMountPerTest<
  Args extends unknown[],
  M extends { unmount(): Promise<void> },
>(options: { mountWith: MountWith<Args, M>; clearSessionStorage?: boolean }): MountWith<Args, M>;
export function hostMountPerTest({
  mountWith = mount,
  clearSessionStorage = false,
}: {
  mountWith?: MountWith<never[], { unmount(): Promise<void> }>;
  clearSessionStorage?: boolean;
} = {}) {
  const mounts: { unmount(): Promise<void> }[] = [];
  if (clearSessionStorage) beforeEach(() => sessionStorage.clear());
  afterEach(async () => {
    for (const mounted of mounts.splice(0)) await mounted.unmount();
    if (clearSessionStorage) sessionStorage.clear();
  });
  return async (...args: never[]) => {
    const mounted = await mountWith(...args);
    const unmount = mounted.unmount.bind(mounted);
    let unmounting: Promise<void> | undefined;
    mounted.unmount = () => (unmounting ??= unmount());
    mounts.push(mounted);
    return mounted;
  };
}

/** Runs a state change (atom.set, a click) and lets React commit it. */
export async function update(change: () => void | Promise<void>): Promise<void> {
  await act(async () => {
    await change();
  });
}
