import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

describe('createTranslator', () => {
  const source = {
    plain: 'Fullmakter du har gett',
    named: 'Du företräder {name}',
    quoted: "Skriv '{'namn'}' här",
    counted: '{n, plural, one {# fastighet} other {# fastigheter}}',
  };
  // The build hands the catalogue over as ASTs (vite.config.ts); tests and development as text.
  const compiled = Object.fromEntries(
    Object.entries(source).map(([key, text]) => [key, parse(text)]),
  ) as unknown as typeof source;

  for (const [kind, messages] of [
    ['source text', source],
    ['compiled AST', compiled],
  ] as const) {
    it(`formats plain, argument, quoted and plural messages (${kind})`, () => {
      const t = createTranslator(messages);
      expect(t('plain')).toBe('Fullmakter du har gett');
      expect(t('named', { name: 'Karin Björk' })).toBe('Du företräder Karin Björk');
      expect(t('quoted')).toBe('Skriv {namn} här');
      expect(t('counted', { n: 1 })).toBe('1 fastighet');
      expect(t('counted', { n: 3 })).toBe('3 fastigheter');
    });
  }
});
