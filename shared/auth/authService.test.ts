import { atom } from 'nanostores';
import type { UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../bridge/types.ts';
import { memoryStorage } from '../bridge/testStorage.ts';
import type { RuntimeSettings } from '../contracts/settings.ts';
import { createAuthService } from './authService.ts';

const settings = {
  identity: {
    authority: 'https://idp.example/',
    clientId: 'member-portal',
    scope: 'openid',
    passwordChangeAuthority: 'https://idp.example/pw',
    reauthenticationWindowSeconds: 86400,
    extraQueryParams: { portal: 'true', idps: 'web' },
    uiLocales: 'sv',
  },
} as unknown as RuntimeSettings;

function fakeUserManager(overrides: Partial<Record<keyof UserManager, unknown>>) {
  return {
    signinPopup: vi.fn(),
    signinRedirect: vi.fn(async () => undefined),
    clearStaleState: vi.fn(async () => undefined),
    ...overrides,
  } as unknown as UserManager & Record<string, ReturnType<typeof vi.fn>>;
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('location', new URL('https://portal.example/skogsgardens-ekonomi/?a=1'));
});
afterEach(() => vi.unstubAllGlobals());

describe('signIn', () => {
  it('uses the popup with portal/idps and acr_values, and returns where the member was', async () => {
    const user = {
      profile: { sub: 'anna', customer_no: '1001', auth_time: 1 },
      state: { returnUrl: '/x' },
    };
    const um = fakeUserManager({ signinPopup: vi.fn(async () => user) });
    const auth = atom<AuthState>({ status: 'signedOut', user: null });
    const service = createAuthService({ settings, auth, userManager: um });
    const result = await service.signIn({ returnUrl: '/x', acrValues: 'eid' });
    expect(um.signinPopup).toHaveBeenCalledWith(
      expect.objectContaining({
        extraQueryParams: { portal: 'true', idps: 'web', acr_values: 'eid' },
        popupAbortOnClose: true,
        state: { returnUrl: '/x' },
        // Always asks who is signing, whatever session the provider still has.
        prompt: 'login',
      }),
    );
    expect(result).toMatchObject({ status: 'success', redirectUrl: '/x' });
    expect(auth.get()).toMatchObject({
      status: 'signedIn',
      user: { sub: 'anna', customer_no: '1001' },
    });
  });

  it('falls back to a redirect when the popup is blocked', async () => {
    const um = fakeUserManager({
      signinPopup: vi.fn(async () =>
        Promise.reject(new Error('Attempted to navigate on a disposed window')),
      ),
    });
    const service = createAuthService({
      settings,
      auth: atom<AuthState>({ status: 'signedOut', user: null }),
      userManager: um,
    });
    expect(await service.signIn()).toEqual({
      status: 'redirect',
      redirectUrl: '/skogsgardens-ekonomi/?a=1',
    });
    expect(um.signinRedirect).toHaveBeenCalledWith(
      expect.objectContaining({
        state: { returnUrl: '/skogsgardens-ekonomi/?a=1' },
        prompt: 'login',
      }),
    );
  });

  it('does not redirect when the member closed the popup', async () => {
    const um = fakeUserManager({
      signinPopup: vi.fn(async () => Promise.reject(new Error('Popup closed by user'))),
    });
    const service = createAuthService({
      settings,
      auth: atom<AuthState>({ status: 'signedOut', user: null }),
      userManager: um,
    });
    expect(await service.signIn()).toEqual({
      status: 'fail',
      message: 'The user closed the window.',
    });
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });

  it('never returns to another origin', async () => {
    const um = fakeUserManager({
      signinPopup: vi.fn(async () => ({ profile: { sub: 'a' }, state: {} })),
    });
    const service = createAuthService({
      settings,
      auth: atom<AuthState>({ status: 'signedOut', user: null }),
      userManager: um,
    });
    expect(await service.signIn({ returnUrl: 'https://evil.example/' })).toMatchObject({
      redirectUrl: '/',
    });
  });
});
