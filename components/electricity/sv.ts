/** The electricity element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'Electricity',
  loading: 'Laddar…',
} as const;
