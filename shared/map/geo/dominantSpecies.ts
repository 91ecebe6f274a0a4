import { t } from './t.ts';

/**
 * The dominant species of the automatic forest overview (spec §3, auto plan properties,
 * and §9: threshold 65 %): the species whose share of the volume exceeds 65 %, else mixed
 * forest. Exactly 65 % does not exceed it.
 */

export type DominantSpecies = 'spruce' | 'pine' | 'deciduous' | 'mixed';

/** Shares in percent (0..100) of the stand, summing to 100. */
export interface SpeciesShares {
  readonly spruce: number;
  readonly pine: number;
  readonly deciduous: number;
}

export const DOMINANCE_THRESHOLD_PERCENT = 65;

/** Shares are often rounded to whole percent, so the sum may miss 100 by a point. */
const SUM_TOLERANCE_PERCENT = 1;

/** Whether the shares are percentages 0..100 that sum to 100 (± 1 for rounding). */
export function isValidShares({ spruce, pine, deciduous }: SpeciesShares): boolean {
  const shares = [spruce, pine, deciduous];
  if (!shares.every((s) => Number.isFinite(s) && s >= 0 && s <= 100)) return false;
  const sum = spruce + pine + deciduous;
  return Math.abs(sum - 100) <= SUM_TOLERANCE_PERCENT;
}

/**
 * Spruce, pine or deciduous when that share is over 65 %, otherwise mixed. Throws a
 * RangeError for shares that are not percentages summing to 100 (fractions 0..1 included):
 * the API's data is validated at its boundary, so this is a programming error.
 */
export function dominantSpecies(shares: SpeciesShares): DominantSpecies {
  if (!isValidShares(shares)) {
    throw new RangeError(
      `species shares must be percentages summing to 100, got ${JSON.stringify(shares)}`,
    );
  }
  const species = ['spruce', 'pine', 'deciduous'] as const;
  return species.find((s) => shares[s] > DOMINANCE_THRESHOLD_PERCENT) ?? 'mixed';
}

/** The Swedish label: Gran, Tall, Löv, Blandskog. */
export function dominantSpeciesLabel(species: DominantSpecies): string {
  return t(`map.species.${species}`);
}
