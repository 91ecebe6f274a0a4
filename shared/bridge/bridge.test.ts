import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '../contracts/memberProfile.ts';
import { testProfile } from '../testing/testBridge.ts';
import { createBridge, getBridge, provideImplementation } from './bridge.ts';
import { startSession, switchToMyProfile, switchToProxy, type ProfileLoaders } from './profiles.ts';
import { proxyUserIdKey } from './storage.ts';
import { memoryStorage } from './testStorage.ts';
import { bridgeKey } from './types.ts';

function profile(name: string, memberId: string): MemberProfile {
  return testProfile({ memberId, customerNo: `K${memberId}`, name, emailAddress: null });
}

const anna = profile('Anna Ek', '1001');
const karin = profile('Karin Björk', '1002');

function loaders(overrides: Partial<ProfileLoaders> = {}): ProfileLoaders {
  return {
    loadMyProfile: async () => anna,
    loadCurrentProfile: async () => karin,
    loadFeatures: async () => [
      { name: 'RoleManagement', isEnabled: true, useEpiserverRouteAsFallback: false },
    ],
    ...overrides,
  };
}

let session: Storage;
beforeEach(() => {
  session = memoryStorage();
  vi.stubGlobal('sessionStorage', session);
});
afterEach(() => vi.unstubAllGlobals());

describe('getBridge', () => {
  it('creates the bridge once, however often the module asks', () => {
    const first = getBridge();
    expect(getBridge()).toBe(first);
    expect((globalThis as unknown as Record<symbol, unknown>)[bridgeKey]).toBe(first);
    expect(first.version).toBe(1);
    expect(Symbol.for('granskog.memberPortal.bridge')).toBe(bridgeKey);
  });

  it('starts initialising with nothing loaded', () => {
    const bridge = createBridge();
    expect(bridge.auth.get()).toEqual({ status: 'initialising', user: null });
    expect(bridge.myProfile.get().state).toBe('idle');
    expect(bridge.effectiveProfile.get().state).toBe('idle');
  });

  it('rejects actions until the host provides them, then delegates', async () => {
    const bridge = createBridge();
    expect(() => bridge.actions.navigate('/x')).toThrow(/not started/);
    expect(await bridge.getAccessToken()).toBeNull();
    const navigate = vi.fn();
    provideImplementation(bridge, {
      signIn: vi.fn(),
      signOut: vi.fn(),
      useProxy: vi.fn(),
      useMyProfile: vi.fn(),
      navigate,
      getAccessToken: async () => 'token-1',
    });
    bridge.actions.navigate('/medlem-i-granskog/profil/');
    expect(navigate).toHaveBeenCalledWith('/medlem-i-granskog/profil/', undefined);
    bridge.actions.navigate('/min-skog/min-karta/skogsbruksplaner/', { replace: true });
    expect(navigate).toHaveBeenLastCalledWith('/min-skog/min-karta/skogsbruksplaner/', {
      replace: true,
    });
    expect(await bridge.getAccessToken()).toBe('token-1');
  });
});

describe('profiles', () => {
  it('Anna signs in: my profile and the feature flags load together', async () => {
    const bridge = createBridge();
    const started: string[] = [];
    let releaseProfile!: () => void;
    const gate = new Promise<void>((resolve) => (releaseProfile = resolve));
    const run = startSession(
      bridge,
      loaders({
        loadMyProfile: async () => {
          started.push('me');
          await gate;
          return anna;
        },
        loadFeatures: async () => {
          started.push('features');
          return [];
        },
      }),
    );
    await Promise.resolve();
    expect(started).toEqual(['me', 'features']);
    expect(bridge.myProfile.get().state).toBe('loading');
    releaseProfile();
    await run;
    expect(bridge.myProfile.get()).toMatchObject({ state: 'loaded', data: { name: 'Anna Ek' } });
    expect(bridge.features.get().state).toBe('loaded');
    expect(bridge.effectiveProfile.get().data?.name).toBe('Anna Ek');
  });

  it('a failed profile load is kept as an error', async () => {
    const bridge = createBridge();
    const failure = new Error('down');
    await startSession(bridge, loaders({ loadMyProfile: async () => Promise.reject(failure) }));
    expect(bridge.myProfile.get()).toEqual({ state: 'error', data: null, error: failure });
  });

  it('Anna acts for Karin: the proxy id goes to session storage and Karin is effective', async () => {
    const bridge = createBridge();
    await startSession(bridge, loaders());
    await switchToProxy(bridge, loaders(), '1002');
    expect(session.getItem(proxyUserIdKey)).toBe('1002');
    expect(bridge.myProfile.get().data?.name).toBe('Anna Ek');
    expect(bridge.effectiveProfile.get().data?.name).toBe('Karin Björk');

    await switchToMyProfile(bridge, loaders());
    expect(session.getItem(proxyUserIdKey)).toBeNull();
    expect(bridge.proxy.get().userId).toBeNull();
    expect(bridge.effectiveProfile.get().data?.name).toBe('Anna Ek');
  });

  it('a proxy that cannot be loaded is forgotten', async () => {
    const bridge = createBridge();
    const denied = new Error('proxyNotAllowed');
    await expect(
      switchToProxy(bridge, loaders({ loadCurrentProfile: () => Promise.reject(denied) }), '1002'),
    ).rejects.toBe(denied);
    expect(session.getItem(proxyUserIdKey)).toBeNull();
    expect(bridge.proxy.get()).toEqual({
      userId: null,
      profile: { state: 'idle', data: null, error: null },
    });
  });

  it('a tab that already used a proxy loads it at start', async () => {
    session.setItem(proxyUserIdKey, '1002');
    const bridge = createBridge();
    expect(bridge.proxy.get().userId).toBe('1002');
    await startSession(bridge, loaders());
    expect(bridge.effectiveProfile.get().data?.name).toBe('Karin Björk');
  });
});
