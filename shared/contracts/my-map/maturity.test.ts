import { describe, expect, it } from 'vitest';
import {
  compartmentSummarySchema,
  maturityClasses,
  maturityClassMeanings,
  maturityClassOf,
  maturityClassSchema,
} from '../my-map.ts';

describe('my map: maturity classes (§3 "OF/ÖF, OV/ÖV")', () => {
  it('reads OF and OV as ÖF and ÖV, and the dotted spelling as it is', () => {
    expect(maturityClassSchema.parse('OF')).toBe('ÖF');
    expect(maturityClassSchema.parse('OV')).toBe('ÖV');
    expect(maturityClassSchema.parse('ÖF')).toBe('ÖF');
    expect(maturityClassSchema.parse('ÖV')).toBe('ÖV');
    // As an import may give them: another case, spaces around.
    expect(maturityClassSchema.parse(' of ')).toBe('ÖF');
    expect(maturityClassSchema.parse('öv')).toBe('ÖV');
    expect(maturityClassSchema.parse('s2')).toBe('S2');
  });

  it('keeps every class of §3 as it is and refuses anything else', () => {
    for (const code of maturityClasses) expect(maturityClassSchema.parse(code)).toBe(code);
    for (const bad of ['', 'O', 'OX', 'S4', 'ÖFF', 'K 1'])
      expect(maturityClassSchema.safeParse(bad).success).toBe(false);
    expect(() => maturityClassOf('S4')).toThrow('not a maturity class: S4');
  });

  it('shows the Swedish meaning for either spelling', () => {
    expect(maturityClassMeanings[maturityClassOf('OF')]).toBe('Överhållen skog på fastmark');
    expect(maturityClassMeanings[maturityClassOf('OV')]).toBe('Övrig mark eller ej klassad skog');
  });

  it('normalises a compartment read from the API', () => {
    const parsed = compartmentSummarySchema.parse({
      id: 'c1',
      number: '7',
      areaHa: 2.5,
      age: 140,
      maturityClass: 'OF',
      volumeM3sk: 900,
      sprucePercent: 60,
      pinePercent: 30,
      deciduousPercent: 10,
      targetClass: 'PG',
    });
    expect(parsed.maturityClass).toBe('ÖF');
  });
});
