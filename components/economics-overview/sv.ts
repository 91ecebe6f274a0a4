/** The economics-overview element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'EconomicsOverview',
  loading: 'Laddar…',
} as const;
