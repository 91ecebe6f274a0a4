/** The vision-and-goals element's texts (ICU MessageFormat, Swedish). */
export const sv = {
  heading: 'VisionAndGoals',
  loading: 'Laddar…',
} as const;
