import { describe, expect, it } from 'vitest';
import { t } from '../shared/i18n/t.ts';
import { loginFailedUrl, parseLoginFailed, signInMessageKey } from './signInResult.ts';

describe('login-failed URL', () => {
  it('carries the result through a reload', () => {
    const url = loginFailedUrl({
      status: 'fail',
      message: 'There was an error processing the sign-in response.',
      retryAvailable: true,
    });
    const result = parseLoginFailed(new URL(url, 'https://p.example').search);
    expect(result).toEqual({
      status: 'fail',
      message: 'There was an error processing the sign-in response.',
      retryAvailable: true,
    });
    expect(t(signInMessageKey(result))).toBe(
      'Något gick fel när inloggningen skulle slutföras. Försök igen.',
    );
  });

  it('maps each spec result to its Swedish text', () => {
    expect(t(signInMessageKey({ status: 'user_not_found' }))).toBe(
      'Vi hittar ingen medlem med de uppgifterna.',
    );
    expect(t(signInMessageKey({ status: 'fail', message: 'The user closed the window.' }))).toBe(
      'Du stängde inloggningsfönstret.',
    );
  });

  it('carries where the sign-in started, a path of this site only', () => {
    const url = loginFailedUrl({ status: 'fail', redirectUrl: '/min-skog/min-karta/?a=1' });
    expect(parseLoginFailed(new URL(url, 'https://p.example').search).redirectUrl).toBe(
      '/min-skog/min-karta/?a=1',
    );
    for (const way of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      expect(
        parseLoginFailed(`?status=fail&returnUrl=${encodeURIComponent(way)}`),
      ).not.toHaveProperty('redirectUrl');
    }
  });

  it('treats a tampered URL as a plain failure', () => {
    expect(parseLoginFailed('?status=hacked')).toEqual({ status: 'fail', retryAvailable: true });
  });
});
