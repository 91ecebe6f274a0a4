/** The demo element's texts (tests/elements/map-demo). */
export const sv = {
  'mapDemo.heading': 'Karta (demo)',
  'mapDemo.loading': 'Kartan laddas…',
  'mapDemo.failed': 'Kartan kunde inte visas. Ladda om sidan och försök igen.',
} as const;
