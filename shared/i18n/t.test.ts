import { describe, expect, it } from 'vitest';
import { errorMessage, t } from './t.ts';
import { sv } from './sv.ts';

describe('i18n', () => {
  it('fills placeholders', () => {
    expect(t('banner.impersonating', { name: 'Karin Björk' })).toBe('Du företräder Karin Björk');
  });

  it('keeps the spec Swedish texts verbatim', () => {
    expect(errorMessage('unauthorized')).toBe('Du är inte inloggad.');
    expect(errorMessage('forbidden')).toBe('Du har inte rättighet att utföra denna åtgärd.');
  });

  it('falls back to the general message for an unknown code', () => {
    expect(errorMessage('somethingNew')).toBe('Något gick fel. Försök igen om en stund.');
    expect(errorMessage(undefined)).toBe('Något gick fel. Försök igen om en stund.');
  });

  it('compiles every message of the catalogue', () => {
    for (const key of Object.keys(sv) as (keyof typeof sv)[]) {
      // Every placeholder gets a value (numbers work for plural and number formats too).
      const values = Object.fromEntries(
        [...sv[key].matchAll(/\{(\w+)/g)].map(([, name]) => [name, 1]),
      );
      expect(() => t(key, values), key).not.toThrow();
    }
  });
});
