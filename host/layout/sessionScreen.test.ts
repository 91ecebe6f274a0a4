import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiError.ts';
import { sessionScreen } from './sessionScreen.ts';

const signedIn = {
  status: 'signedIn' as const,
  user: { sub: 'a', customer_no: '1', name: 'A', idp: null, auth_time: 1 },
};

describe('session screen', () => {
  it('401 impersonatedSessionExpired on my profile: the expired screen', () => {
    const error = new ApiError(401, 'impersonatedSessionExpired', null);
    expect(sessionScreen(signedIn, { state: 'error', data: null, error })).toBe('sessionExpired');
  });
  it('any other failure: the startup error', () => {
    expect(sessionScreen(signedIn, { state: 'error', data: null, error: new Error('x') })).toBe(
      'startupError',
    );
  });
  it('loading or loaded: the app', () => {
    expect(sessionScreen(signedIn, { state: 'loading', data: null, error: null })).toBe('app');
  });
});
