/** The timber-agreements element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'TimberAgreements',
  loading: 'Laddar…',
} as const;
