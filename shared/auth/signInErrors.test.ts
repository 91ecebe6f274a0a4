import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { isPopupBlocked, mapSignInError } from './signInErrors.ts';

function providerError(error: string, description?: string) {
  return new ErrorResponse({ error, ...(description ? { error_description: description } : {}) });
}

describe('sign-in error catalogue (platform §8)', () => {
  it('AADB2C99002 means no such member', async () => {
    const error = providerError('access_denied', 'AADB2C99002: This user does not exist.');
    expect(await mapSignInError(error)).toEqual({
      status: 'user_not_found',
      message: 'The user does not exist.',
    });
  });

  it('a closed popup fails with "The user closed the window."', async () => {
    for (const message of ['Popup window closed', 'Popup closed by user']) {
      expect(await mapSignInError(new Error(message))).toEqual({
        status: 'fail',
        message: 'The user closed the window.',
      });
    }
  });

  it('a missing stored state clears stale state and offers a retry', async () => {
    const clearStaleState = vi.fn(async () => undefined);
    const result = await mapSignInError(new Error('No matching state found in storage'), {
      clearStaleState,
    });
    expect(clearStaleState).toHaveBeenCalledOnce();
    expect(result).toEqual({
      status: 'fail',
      message: 'There was an error processing the sign-in response.',
      retryAvailable: true,
    });
  });

  it('an authority mismatch is not reported', async () => {
    expect(
      await mapSignInError(new Error('authority mismatch on settings vs. signin state')),
    ).toBeNull();
  });

  it('login_required is rethrown', async () => {
    const error = providerError('login_required');
    await expect(mapSignInError(error)).rejects.toBe(error);
  });

  it('anything else fails with a retry', async () => {
    expect(await mapSignInError(new Error('boom'))).toMatchObject({
      status: 'fail',
      retryAvailable: true,
    });
  });

  it('tells a blocked popup from a closed one', () => {
    expect(isPopupBlocked(new Error('Attempted to navigate on a disposed window'))).toBe(true);
    expect(isPopupBlocked(new Error('Popup blocked by user'))).toBe(true);
    expect(isPopupBlocked(new Error('Popup closed by user'))).toBe(false);
  });
});
