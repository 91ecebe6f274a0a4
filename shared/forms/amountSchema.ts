import { z } from 'zod/mini';
import { formatAmount, parseAmount } from '../validation/amount.ts';
import { t } from './t.ts';

/**
 * The rule for an AmountField: the text as integer öre, or a Swedish message saying what
 * is wrong. `min` and `max` in öre. Not required: '' reads as null.
 */
export function amountSchema(
  options: { required?: boolean; min?: number; max?: number; allowNegative?: boolean } = {},
) {
  return z.pipe(
    z.string(),
    z.transform((text: string, context): number | null => {
      const parsed = parseAmount(text, { allowNegative: options.allowNegative ?? false });
      const fail = (message: string) => {
        context.issues.push({ code: 'custom', message, input: text });
        return z.NEVER;
      };
      if (parsed === null) return options.required ? fail(t('amount.required')) : null;
      if (!parsed.ok) return fail(t(parsed.reason));
      if (options.min !== undefined && parsed.ore < options.min)
        return fail(t('amount.min', { min: formatAmount(options.min) }));
      if (options.max !== undefined && parsed.ore > options.max)
        return fail(t('amount.max', { max: formatAmount(options.max) }));
      return parsed.ore;
    }),
  );
}
