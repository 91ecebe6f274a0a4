/**
 * Swedish personal number (platform §5): 12 digits starting with 19 or 20, a real date
 * (coordination numbers, day + 60, count as real dates) and a Luhn check digit computed
 * over the last ten digits.
 */
export function isValidPersonalNumber(value: string): boolean {
  if (!/^(19|20)\d{10}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  let day = Number(value.slice(6, 8));
  if (day > 60) day -= 60;
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!realDate) return false;
  return luhnValid(value.slice(2));
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Accepts "YYYYMMDD-NNNN" and spaces as typed; returns the 12 digits or the input. */
export function normalizePersonalNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}
