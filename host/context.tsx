import { createContext, useContext, type ReactNode } from 'react';
import type { PortalBridge } from '@portal/bridge';
import type { ApiClient } from '../shared/api/client.ts';
import type { SignInOptions } from '../shared/auth/authService.ts';
import type { PortalAuth } from '../shared/auth/lazyAuthService.ts';
import type { ContentPage } from '../shared/contracts/content.ts';

/** What host screens use beyond the bridge. Tests provide fakes for what they need. */
export interface HostServices {
  bridge: PortalBridge;
  api: ApiClient;
  auth: PortalAuth;
  /** Sign in (popup, else redirect) and go where the result says. */
  signIn(options?: SignInOptions): Promise<void>;
  /** The start page for the current member (cached per profile); the public one when signed out. */
  loadStartPage(signedIn: boolean): Promise<ContentPage>;
}

const HostContext = createContext<Partial<HostServices> | null>(null);

export function HostProvider({
  services,
  children,
}: {
  services: Partial<HostServices> & { bridge: PortalBridge };
  children: ReactNode;
}) {
  return <HostContext.Provider value={services}>{children}</HostContext.Provider>;
}

function useServices(): Partial<HostServices> {
  const services = useContext(HostContext);
  if (!services) throw new Error('HostProvider missing');
  return services;
}

/** The bridge where a HostProvider gives one (a screen tested alone may have none). */
export function useOptionalBridge(): PortalBridge | undefined {
  return useContext(HostContext)?.bridge;
}

export function useBridge(): PortalBridge {
  const { bridge } = useServices();
  if (!bridge) throw new Error('No bridge in HostProvider');
  return bridge;
}

/** A host service; throws when the provider (e.g. a test) did not supply it. */
export function useHostService<K extends keyof HostServices>(key: K): HostServices[K] {
  const service = useServices()[key];
  if (service === undefined) throw new Error(`Host service ${key} missing`);
  return service;
}
