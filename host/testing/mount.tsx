import type { PortalBridge } from '@portal/bridge';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach } from '../../shared/testing/mocha.ts';
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

/**
 * In a `describe`: `mount` whose every host part is unmounted after its test, so a test file
 * does not write that clean-up again.
 */
export function hostMountPerTest(): typeof mount {
  const mounts: Mounted[] = [];
  afterEach(async () => {
    for (const mounted of mounts.splice(0)) await mounted.unmount();
  });
  return async (ui, options) => {
    const mounted = await mount(ui, options);
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
