import { atom } from 'nanostores';
import type { UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../bridge/types.ts';
import { memoryStorage } from '../bridge/testStorage.ts';
import type { RuntimeSettings } from '../contracts/settings.ts';
import { ErrorResponse } from 'oidc-client-ts';
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

/** The auth service of a member not yet signed in, on the fake user manager. */
const signedOutService = (um: UserManager, assign?: (url: string) => void) =>
  createAuthService({
    settings,
    auth: atom<AuthState>({ status: 'signedOut', user: null }),
    userManager: um,
    assign,
  });

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
    const service = signedOutService(um);
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
    const service = signedOutService(um);
    expect(await service.signIn()).toEqual({
      status: 'fail',
      message: 'The user closed the window.',
      // Signing in again (the login-failed page) returns where the member was.
      redirectUrl: '/skogsgardens-ekonomi/?a=1',
    });
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });

  it('never returns to another origin', async () => {
    const um = fakeUserManager({
      signinPopup: vi.fn(async () => ({ profile: { sub: 'a' }, state: {} })),
    });
    const service = signedOutService(um);
    expect(await service.signIn({ returnUrl: 'https://evil.example/' })).toMatchObject({
      redirectUrl: '/',
    });
  });
});

describe('a failed login (platform §4)', () => {
  it('keeps where the member started, so signing in again returns there', async () => {
    const um = fakeUserManager({
      signinPopup: vi.fn(async () => Promise.reject(new Error('Network Error'))),
    });
    const service = signedOutService(um);
    expect(await service.signIn({ returnUrl: '/medlem-i-granskog/fullmakter/' })).toEqual({
      status: 'fail',
      message: 'The sign-in failed.',
      retryAvailable: true,
      redirectUrl: '/medlem-i-granskog/fullmakter/',
    });
  });

  it("reads the way back from the provider's error answer after a redirect, same origin only", async () => {
    const answer = (returnUrl: string) =>
      Object.assign(new ErrorResponse({ error: 'server_error', error_description: 'down' }), {
        state: { returnUrl },
      });
    const um = fakeUserManager({
      signinCallback: vi
        .fn()
        .mockRejectedValueOnce(answer('/skogsgardens-ekonomi/konton-i-granskog/'))
        .mockRejectedValueOnce(answer('https://evil.example/steal')),
    });
    const service = signedOutService(um);
    expect(await service.completeSignIn()).toMatchObject({
      status: 'fail',
      redirectUrl: '/skogsgardens-ekonomi/konton-i-granskog/',
    });
    expect(await service.completeSignIn()).toMatchObject({ status: 'fail', redirectUrl: '/' });
  });

  it('after a redirect sign-in goes where the member started', async () => {
    const um = fakeUserManager({
      signinCallback: vi.fn(async () => ({
        profile: { sub: 'anna', auth_time: 1 },
        state: { returnUrl: '/min-skog/min-karta/?x=1' },
      })),
    });
    const service = signedOutService(um);
    expect(await service.completeSignIn()).toMatchObject({
      status: 'success',
      redirectUrl: '/min-skog/min-karta/?x=1',
    });
  });
});

describe('a failed silent renew (platform §4)', () => {
  const expiredUser = {
    expired: true,
    expires_in: -5,
    access_token: 'old',
    profile: { sub: 'anna' },
  };

  function renewing(overrides: Partial<Record<keyof UserManager, unknown>>) {
    const assign = vi.fn();
    const um = fakeUserManager({
      getUser: vi.fn(async () => expiredUser),
      signinSilent: vi.fn(async () => Promise.reject(new Error('login_required'))),
      ...overrides,
    });
    const auth = atom<AuthState>({ status: 'signedIn', user: null });
    return { um, assign, service: createAuthService({ settings, auth, userManager: um, assign }) };
  }

  it('signs in again by redirect, coming back to the current URL', async () => {
    const { um, assign, service } = renewing({});
    expect(await service.getAccessToken()).toBeNull();
    expect(um.signinSilent).toHaveBeenCalledOnce();
    expect(um.signinRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ state: { returnUrl: '/skogsgardens-ekonomi/?a=1' } }),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the site origin when signing in again fails too', async () => {
    const { assign, service } = renewing({
      signinRedirect: vi.fn(async () => Promise.reject(new Error('Failed to fetch'))),
    });
    expect(await service.getAccessToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('https://portal.example');
  });

  it('a successful renew hands out the new token and redirects nowhere', async () => {
    const { um, assign, service } = renewing({
      signinSilent: vi.fn(async () => ({ access_token: 'new', profile: { sub: 'anna' } })),
    });
    expect(await service.getAccessToken()).toBe('new');
    expect(um.signinRedirect).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('staff who choose the staff desk at the provider (one staff sign-in)', () => {
  const deskAnswer = () =>
    new ErrorResponse({
      error: 'access_denied',
      error_description: 'staff_desk: Staff went to the staff desk.',
    });

  it('leaves the page for the desk after the popup, with no failure shown', async () => {
    const assign = vi.fn();
    const um = fakeUserManager({ signinPopup: vi.fn(async () => Promise.reject(deskAnswer())) });
    const auth = atom<AuthState>({ status: 'signedOut', user: null });
    const service = createAuthService({ settings, auth, userManager: um, assign });
    expect(await service.signIn({ acrValues: 'staff' })).toEqual({
      status: 'redirect',
      redirectUrl: '/personal/',
    });
    expect(assign).toHaveBeenCalledWith('/personal/');
    expect(auth.get().status).toBe('signedOut');
  });

  it('leaves the callback page for the desk after a redirect sign-in', async () => {
    const assign = vi.fn();
    const um = fakeUserManager({ signinCallback: vi.fn(async () => Promise.reject(deskAnswer())) });
    const service = signedOutService(um, assign);
    expect(await service.completeSignIn()).toMatchObject({ status: 'redirect' });
    expect(assign).toHaveBeenCalledWith('/personal/');
  });
});
