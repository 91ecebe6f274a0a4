import { describe, expect, it } from 'vitest';
import { dominantSpecies, dominantSpeciesLabel, isValidShares } from './dominantSpecies.ts';

describe('dominant species of the automatic forest overview', () => {
  it('names the species that exceeds 65 %', () => {
    expect(dominantSpecies({ spruce: 70, pine: 20, deciduous: 10 })).toBe('spruce');
    expect(dominantSpecies({ spruce: 10, pine: 80, deciduous: 10 })).toBe('pine');
    expect(dominantSpecies({ spruce: 0, pine: 0, deciduous: 100 })).toBe('deciduous');
    expect(dominantSpecies({ spruce: 65.1, pine: 34.9, deciduous: 0 })).toBe('spruce');
  });

  it('calls it mixed forest when none exceeds 65 %, and exactly 65 % does not', () => {
    expect(dominantSpecies({ spruce: 65, pine: 35, deciduous: 0 })).toBe('mixed');
    expect(dominantSpecies({ spruce: 20, pine: 15, deciduous: 65 })).toBe('mixed');
    expect(dominantSpecies({ spruce: 40, pine: 40, deciduous: 20 })).toBe('mixed');
    expect(dominantSpecies({ spruce: 33.4, pine: 33.3, deciduous: 33.3 })).toBe('mixed');
  });

  it('accepts shares rounded to whole percent that miss 100 by one', () => {
    expect(dominantSpecies({ spruce: 67, pine: 17, deciduous: 17 })).toBe('spruce'); // 101
    expect(dominantSpecies({ spruce: 33, pine: 33, deciduous: 33 })).toBe('mixed'); // 99
  });

  it('refuses shares that are not percentages summing to 100', () => {
    expect(isValidShares({ spruce: 0.7, pine: 0.2, deciduous: 0.1 })).toBe(false); // fractions
    expect(isValidShares({ spruce: 70, pine: 20, deciduous: 5 })).toBe(false); // 95
    expect(isValidShares({ spruce: 110, pine: -10, deciduous: 0 })).toBe(false);
    expect(isValidShares({ spruce: Number.NaN, pine: 50, deciduous: 50 })).toBe(false);
    expect(() => dominantSpecies({ spruce: 0.7, pine: 0.2, deciduous: 0.1 })).toThrow(RangeError);
  });

  it('labels the species in Swedish', () => {
    expect(dominantSpeciesLabel('spruce')).toBe('Gran');
    expect(dominantSpeciesLabel('pine')).toBe('Tall');
    expect(dominantSpeciesLabel('deciduous')).toBe('Löv');
    expect(dominantSpeciesLabel('mixed')).toBe('Blandskog');
  });
});
