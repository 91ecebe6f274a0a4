/** The price-calculation element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'Priskalkyl',
  loading: 'Laddar…',
} as const;
