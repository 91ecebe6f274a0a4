import { formatAmountInput, parseAmount } from './amount.ts';
import { controlClass, describedBy, FieldFrame, type FieldProps } from './fields.tsx';
import { t } from './t.ts';
import type { FieldBinding } from './useForm.ts';

type Binding = Pick<FieldBinding<string>, 'id' | 'value' | 'onChange'> &
  Partial<Omit<FieldBinding<string>, 'id' | 'value' | 'onChange'>>;

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
}: Binding & FieldProps & { allowNegative?: boolean }) {
  const unitId = `${id}-unit`;
  return (
    <FieldFrame {...{ id, label, hint, error, required, className }}>
      <div className="form-amount">
        <input
          ref={inputRef}
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          className={controlClass(error, width)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error, unitId)}
          onChange={(event) => onChange(event.target.value)}
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
