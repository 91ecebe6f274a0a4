/** The price-calculation element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'PriceCalculation',
  loading: 'Laddar…',
} as const;
