import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiError.ts';
import { switchErrorText } from './switchError.ts';

describe('the change-profile error alert', () => {
  it('tells Anna that her proxy from Bertil may no longer be used', () => {
    expect(switchErrorText(new ApiError(403, 'proxyNotAllowed', null))).toBe(
      'Det gick inte att byta profil. Försök igen. Du har inte fullmakt att företräda den medlemmen.',
    );
  });

  it('names a lost connection', () => {
    expect(switchErrorText(new ApiError(0, 'network', null))).toContain(
      'Kontrollera din anslutning',
    );
  });

  it('says only that the switch failed for a server error or anything else', () => {
    expect(switchErrorText(new ApiError(500, 'internal', null))).toBe(
      'Det gick inte att byta profil. Försök igen.',
    );
    expect(switchErrorText(new Error('boom'))).toBe('Det gick inte att byta profil. Försök igen.');
  });
});
