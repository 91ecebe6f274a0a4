let counter = 0;

/** A document-unique id prefix for aria-labelledby/aria-controls inside one element. */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}
