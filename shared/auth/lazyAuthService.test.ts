import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../bridge/types.ts';
import { memoryStorage } from '../bridge/testStorage.ts';
import type { RuntimeSettings } from '../contracts/settings.ts';
import { writeLastAuthTime } from './lastAuthTime.ts';
import { userStoreKey } from './paths.ts';

const engineInit = vi.fn(async () => undefined);
const engineCreated = vi.fn();
vi.mock('./authService.ts', () => ({
  createAuthService: () => {
    engineCreated();
    return { init: engineInit, getAccessToken: async () => 'token' };
  },
}));
const { createLazyAuthService } = await import('./lazyAuthService.ts');

const settings = {
  identity: {
    authority: 'https://idp.example/',
    clientId: 'member-portal',
    reauthenticationWindowSeconds: 86400,
  },
} as unknown as RuntimeSettings;
const now = Date.parse('2026-11-21T12:00:00Z');

function service() {
  const auth = atom<AuthState>({ status: 'initialising', user: null });
  return { auth, lazy: createLazyAuthService({ settings, auth, now: () => now }) };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  engineCreated.mockClear();
  engineInit.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the lazily loaded auth engine', () => {
  it('is not loaded for a visitor who never signed in: they are simply signed out', async () => {
    const { auth, lazy } = service();
    await lazy.init({ trySilent: true });
    expect(engineCreated).not.toHaveBeenCalled();
    expect(auth.get().status).toBe('signedOut');
    expect(await lazy.getAccessToken()).toBeNull();
  });

  it('is loaded at start when a session is stored', async () => {
    localStorage.setItem(userStoreKey(settings), '{}');
    const { lazy } = service();
    await lazy.init({ trySilent: false });
    expect(engineInit).toHaveBeenCalledOnce();
    expect(await lazy.getAccessToken()).toBe('token');
  });

  it('is loaded for a silent sign-in inside the re-authentication window, not after it', async () => {
    writeLastAuthTime(now / 1000 - 3600);
    await service().lazy.init({ trySilent: true });
    expect(engineInit).toHaveBeenCalledOnce();

    engineInit.mockClear();
    writeLastAuthTime(now / 1000 - 86_400 - 1);
    await service().lazy.init({ trySilent: true });
    expect(engineInit).not.toHaveBeenCalled();
  });
});
