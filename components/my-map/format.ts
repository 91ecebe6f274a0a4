/** Swedish numbers (sv-SE grouping and decimal comma), at most `digits` decimals. */
export const num = (value: number, digits = 1) =>
  value.toLocaleString('sv-SE', { maximumFractionDigits: digits });
