import { formatAmountInput, parseAmount } from '../validation/amount.ts';
import { FieldFrame, fieldParts, type Binding, type FieldProps } from './fields.tsx';
import { t } from './t.ts';

/**
 * An amount in kronor, typed the Swedish way ("1 234,50", "1234.5", "1 234 kr"). The form
 * holds the text; `amountSchema` (amountSchema.ts) reads it as integer öre with a Swedish
 * message when it cannot. Leaving the field writes a readable amount back ("1 234,50").
 */
export function AmountField({
  width = 'medium',
  allowNegative = false,
  ...field
}: Binding<string> & FieldProps & { allowNegative?: boolean }) {
  const unitId = `${field.id}-unit`;
  const { frame, control } = fieldParts(field, { width, more: [unitId] });
  const { value, onChange } = field;
  return (
    <FieldFrame {...frame}>
      <div className="form-amount">
        <input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          onBlur={(event) => {
            const parsed = parseAmount(value, { allowNegative });
            if (parsed?.ok) {
              const formatted = formatAmountInput(parsed.ore);
              if (formatted !== value) onChange(formatted);
            }
            control.onBlur?.(event);
          }}
        />
        <span id={unitId} className="form-amount-unit">
          {t('amount.unit')}
        </span>
      </div>
    </FieldFrame>
  );
}
