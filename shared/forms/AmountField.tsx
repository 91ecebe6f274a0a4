import { formatAmountInput, parseAmount } from '../validation/amount.ts';
import {
  controlAttributes,
  controlClass,
  FieldFrame,
  onText,
  type Binding,
  type FieldProps,
} from './fields.tsx';
import { t } from './t.ts';

/**
 * An amount in kronor, typed the Swedish way ("1 234,50", "1234.5", "1 234 kr"). The form
 * holds the text; `amountSchema` (amountSchema.ts) reads it as integer öre with a Swedish
 * message when it cannot. Leaving the field writes a readable amount back ("1 234,50").
 */
export function AmountField({
  id,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
  label,
  hint,
  required,
  width = 'medium',
  className,
  allowNegative,
}: Binding<string> & FieldProps & { allowNegative?: boolean }) {
  const unitId = `${id}-unit`;
  return (
    <FieldFrame {...{ id, label, hint, error, required, className }}>
      <div className="form-amount">
        <input
          ref={inputRef}
          {...controlAttributes(
            { id, value, error, required, hint },
            controlClass(error, width),
            unitId,
          )}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          onChange={onText(onChange)}
          onBlur={(event) => {
            const parsed = parseAmount(value, { allowNegative: allowNegative ?? false });
            if (parsed?.ok) {
              const formatted = formatAmountInput(parsed.ore);
              if (formatted !== value) onChange(formatted);
            }
            onBlur?.(event);
          }}
        />
        <span id={unitId} className="form-amount-unit">
          {t('amount.unit')}
        </span>
      </div>
    </FieldFrame>
  );
}
