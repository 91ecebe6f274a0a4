/**
 * Amounts as members type them (Swedish: space thousands, comma decimals, "kr" after), to
 * integer öre, and back. Pure: the forms' amount field, the contracts' messages and the
 * server use the same rules.
 *   "1 234,50" -> 123450   "1234.5" -> 123450   "1 234 kr" -> 123400   "12:-" -> 1200
 */
export type AmountParse =
  | { ok: true; ore: number }
  /** `reason` is a key of the forms' catalogue (shared/forms/sv.ts). */
  | { ok: false; reason: 'amount.invalid' | 'amount.decimals' | 'amount.negative' };

/** Spaces a member or a copied amount may hold: space, no-break space, narrow no-break space. */
const spaces = /[\s\u00a0\u202f]/g;

export function parseAmount(
  text: string,
  options: { allowNegative?: boolean } = {},
): AmountParse | null {
  let s = text.replace(spaces, '').toLowerCase();
  if (s === '') return null;
  s = s.replace(/(kr|sek|:-)$/, '').replace(/\.$/, '');
  let sign = 1;
  if (/^[-−]/.test(s)) {
    sign = -1;
    s = s.slice(1);
  }
  // One decimal mark, comma or point; a point with exactly three digits after it and more
  // points or a comma elsewhere would be a thousands mark, which Swedish does not use.
  const match = /^(\d+)(?:[,.](\d*))?$/.exec(s);
  if (!match) return { ok: false, reason: 'amount.invalid' };
  const [, whole = '', decimals = ''] = match;
  if (decimals.length > 2) return { ok: false, reason: 'amount.decimals' };
  const ore = Number(whole) * 100 + Number(decimals.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(ore)) return { ok: false, reason: 'amount.invalid' };
  if (sign < 0 && ore !== 0 && !options.allowNegative)
    return { ok: false, reason: 'amount.negative' };
  return { ok: true, ore: sign < 0 ? -ore : ore };
}

/** Öre as a member reads and edits it: "1 234,50", "1 234" for whole kronor. */
export function formatAmountInput(ore: number): string {
  const negative = ore < 0;
  const abs = Math.abs(ore);
  const kronor = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const rest = abs % 100;
  return `${negative ? '-' : ''}${kronor}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}`;
}

/** Öre with the unit, for messages: "1 234,50 kr". */
export function formatAmount(ore: number): string {
  return `${formatAmountInput(ore)} kr`;
}
