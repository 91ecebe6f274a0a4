import type { FeatureFlag } from '../contracts/featureFlags.ts';
import type { MemberProfile } from '../contracts/memberProfile.ts';
import { idleProfile } from './bridge.ts';
import { writeProxyUserId } from './storage.ts';
import type { WritableAtom } from 'nanostores';
import type { Loadable, PortalBridge } from './types.ts';

/**
 * The profile transitions of platform §4, written against injected loaders so that they
 * are the same in the host and in tests. The loaders are the API operations of shared/api.
 */
export interface ProfileLoaders {
  /** GET /api/v2/memberProfiles/me (never with X-User-Id). */
  loadMyProfile(): Promise<MemberProfile>;
  /** GET /api/v2/memberProfiles/current with X-User-Id of the proxy in use. */
  loadCurrentProfile(): Promise<MemberProfile>;
  /** GET /api/v1/featureManagement/ */
  loadFeatures(): Promise<FeatureFlag[]>;
}

/** Loads into one of the bridge's atoms: loading (what it held stays), then loaded or error. */
async function loadInto<T>(atom: WritableAtom<Loadable<T>>, load: () => Promise<T>) {
  atom.set({ state: 'loading', data: atom.get().data, error: null });
  try {
    atom.set({ state: 'loaded', data: await load(), error: null });
  } catch (error) {
    atom.set({ state: 'error', data: null, error });
  }
}

export const loadMyProfile = (bridge: PortalBridge, loaders: ProfileLoaders): Promise<void> =>
  loadInto(bridge.myProfile, () => loaders.loadMyProfile());

export const loadFeatures = (bridge: PortalBridge, loaders: ProfileLoaders): Promise<void> =>
  loadInto(bridge.features, () => loaders.loadFeatures());

/**
 * Loads the proxy profile of the proxy id in use. On failure the proxy id is removed and
 * the proxy profile cleared (platform §4); the error is rethrown for the caller to show.
 */
export async function loadProxyProfile(
  bridge: PortalBridge,
  loaders: ProfileLoaders,
): Promise<void> {
  const userId = bridge.proxy.get().userId;
  if (!userId) return;
  bridge.proxy.set({ userId, profile: { state: 'loading', data: null, error: null } });
  try {
    const data = await loaders.loadCurrentProfile();
    bridge.proxy.set({ userId, profile: { state: 'loaded', data, error: null } });
  } catch (error) {
    writeProxyUserId(null);
    bridge.proxy.set({ userId: null, profile: idleProfile });
    throw error;
  }
}

/**
 * After sign-in: my profile, the feature flags and (when a proxy id is stored for this tab)
 * the proxy profile, all at once; no request waits for another.
 */
export async function startSession(bridge: PortalBridge, loaders: ProfileLoaders): Promise<void> {
  await Promise.all([
    loadMyProfile(bridge, loaders),
    loadFeatures(bridge, loaders),
    loadProxyProfile(bridge, loaders).catch(() => undefined),
  ]);
}

/** Use a proxy: store its id for this tab and load its profile. */
export async function switchToProxy(
  bridge: PortalBridge,
  loaders: ProfileLoaders,
  userId: string,
): Promise<void> {
  writeProxyUserId(userId);
  bridge.proxy.set({ userId, profile: idleProfile });
  await loadProxyProfile(bridge, loaders);
}

/** Use my own profile again: forget the proxy and reload my profile. */
export async function switchToMyProfile(
  bridge: PortalBridge,
  loaders: ProfileLoaders,
): Promise<void> {
  writeProxyUserId(null);
  bridge.proxy.set({ userId: null, profile: idleProfile });
  await loadMyProfile(bridge, loaders);
}

/** Sign-out: every member-specific value goes. */
export function clearSession(bridge: PortalBridge): void {
  writeProxyUserId(null);
  bridge.myProfile.set(idleProfile);
  bridge.proxy.set({ userId: null, profile: idleProfile });
  bridge.features.set({ state: 'idle', data: null, error: null });
  bridge.earlyAnswers.clear();
}
