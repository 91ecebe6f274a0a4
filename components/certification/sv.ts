/** The certification element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'Certification',
  loading: 'Laddar…',
} as const;
