import { atom, computed } from 'nanostores';
import { readProxyUserId } from './storage.ts';
import { createToastService } from './toasts.ts';
import {
  bridgeKey,
  bridgeVersion,
  type BridgeImplementation,
  type ElementBridge,
  type PortalBridge,
  type ProfileState,
  type ProxyState,
} from './types.ts';

export const idleProfile: ProfileState = { state: 'idle', data: null, error: null };

/** Holder of the host's implementation, kept off the public object. */
const implementations = new WeakMap<PortalBridge, BridgeImplementation>();

function implementationOf(bridge: PortalBridge): BridgeImplementation {
  const impl = implementations.get(bridge);
  if (!impl) throw new Error('The portal host has not started yet.');
  return impl;
}

function currentLocation() {
  const loc = (globalThis as { location?: Location }).location;
  return { pathname: loc?.pathname ?? '/', search: loc?.search ?? '', hash: loc?.hash ?? '' };
}

/**
 * A new bridge, not registered globally: for tests and element harnesses. The page uses
 * getBridge().
 */
export function createBridge(): PortalBridge {
  const myProfile = atom<ProfileState>(idleProfile);
  const proxy = atom<ProxyState>({ userId: readProxyUserId(), profile: idleProfile });
  const effectiveProfile = computed([myProfile, proxy], (mine, used) =>
    used.userId ? used.profile : mine,
  );
  const bridge: PortalBridge = {
    version: bridgeVersion,
    settings: atom(null),
    auth: atom({ status: 'initialising', user: null }),
    getAccessToken: () => implementations.get(bridge)?.getAccessToken() ?? Promise.resolve(null),
    myProfile,
    proxy,
    effectiveProfile,
    features: atom({ state: 'idle', data: null, error: null }),
    location: atom(currentLocation()),
    route: atom({ id: null, params: {} }),
    earlyAnswers: new Map(),
    toasts: createToastService(),
    actions: {
      signIn: (returnUrl) => implementationOf(bridge).signIn(returnUrl),
      signOut: () => implementationOf(bridge).signOut(),
      useProxy: (userId) => implementationOf(bridge).useProxy(userId),
      useMyProfile: () => implementationOf(bridge).useMyProfile(),
      navigate: (path, options) => implementationOf(bridge).navigate(path, options),
    },
  };
  return bridge;
}

/** The element's read-only view of the bridge (a type: the same object, nothing copied). */
export function elementView(bridge: PortalBridge): ElementBridge {
  return bridge;
}

function isCompatible(value: unknown): value is PortalBridge {
  return (
    typeof value === 'object' && value !== null && (value as PortalBridge).version === bridgeVersion
  );
}

/**
 * The page's one bridge, created on first use. Idempotent: a second copy of this module
 * (an element loaded twice, an old bundle) finds and returns the same object.
 */
export function getBridge(): PortalBridge {
  const store = globalThis as unknown as Record<symbol, unknown>;
  const existing = store[bridgeKey];
  if (isCompatible(existing)) return existing;
  if (existing !== undefined) {
    throw new Error(`Incompatible portal bridge on the page (expected version ${bridgeVersion}).`);
  }
  const bridge = createBridge();
  Object.defineProperty(globalThis, bridgeKey, {
    value: bridge,
    writable: false,
    enumerable: false,
    configurable: false,
  });
  return bridge;
}

/** The host plugs in sign-in, proxy switching and navigation. Replaces any earlier one. */
export function provideImplementation(bridge: PortalBridge, impl: BridgeImplementation): void {
  implementations.set(bridge, impl);
}
