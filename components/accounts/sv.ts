/** The accounts element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'Accounts',
  loading: 'Laddar…',
} as const;
