/** The my-map element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'MyMap',
  loading: 'Laddar…',
} as const;
