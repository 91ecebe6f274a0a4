/** A small inline picture, so tests show images without network requests. */
export const testImage = (label: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#6a8f5a"/><text x="10" y="90">${label}</text></svg>`,
  )}`;
