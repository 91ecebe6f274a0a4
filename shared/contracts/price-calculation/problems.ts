import { defineProblems } from '../problem.ts';

/** The price calculation's own codes (status, Swedish title, the member's Swedish message). */
export const priceCalculationProblems = defineProblems({
  /** No price list is valid today; the element shows the same text for any failed fetch (§8). */
  pricesUnavailable: {
    status: 503,
    title: 'Det finns ingen giltig prislista just nu.',
    message: 'Något gick fel när priserna skulle hämtas...',
  },
});
export type PriceCalculationProblemType = keyof typeof priceCalculationProblems;
