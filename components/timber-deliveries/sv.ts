/** The timber-deliveries element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'TimberDeliveries',
  loading: 'Laddar…',
} as const;
