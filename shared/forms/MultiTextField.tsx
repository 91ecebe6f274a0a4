import { useLayoutEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClass, describedBy, FieldFrame, FieldGroup, hintId } from './fields.tsx';
import { t } from './t.ts';
import type { FieldBinding } from './useForm.ts';

type Binding = Pick<FieldBinding<readonly string[]>, 'id' | 'value' | 'onChange'> &
  Partial<Omit<FieldBinding<readonly string[]>, 'id' | 'value' | 'onChange'>>;

/** Why a row cannot be added now, or null when it can. */
export function addBlocked(
  values: readonly string[],
  max: number,
): 'multi.fillLast' | 'multi.max' | null {
  if (values.length >= max) return 'multi.max';
  if (values.length > 0 && values[values.length - 1]!.trim() === '') return 'multi.fillLast';
  return null;
}

/**
 * Several values of one kind (e-mail addresses, property designations): one row each, added
 * and removed by the member. A row cannot be added while the last one is empty or when
 * `max` rows are there; the add button then says why (aria-disabled keeps it reachable).
 * Each row's error comes from the schema's path (`emails.1`).
 */
export function MultiTextField({
  id,
  value,
  error,
  subErrors = {},
  onChange,
  onBlur,
  inputRef,
  label,
  rowLabel,
  hint,
  required,
  className,
  max,
  min = 1,
  type = 'text',
  autoComplete = 'off',
  inputMode,
}: Binding & {
  /** The group's legend. */
  label: ReactNode;
  /** A row's label, numbered: "E-postadress" -> "E-postadress 1". */
  rowLabel: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  max: number;
  /** Rows that always stay (no remove button below this count). */
  min?: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  const rows = value.length === 0 ? [''] : value;
  const blocked = addBlocked(rows, max);
  const [why, setWhy] = useState<string>('');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusRow = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const whyId = `${id}-why`;

  useLayoutEffect(() => {
    const row = focusRow.current;
    if (row === null) return;
    focusRow.current = null;
    (inputs.current[row] ?? addButton.current)?.focus();
  });

  const change = (next: readonly string[]) => {
    setWhy('');
    onChange(next);
  };
  const add = () => {
    if (blocked) {
      setWhy(t(blocked, { max }));
      return;
    }
    focusRow.current = rows.length;
    change([...rows, '']);
  };
  const remove = (index: number) => {
    focusRow.current = Math.max(0, index - 1);
    change(rows.filter((_, i) => i !== index));
  };
  // Only what is still wrong of a row is shown at the group; each row names its own.
  const groupError = error && Object.keys(subErrors).length === 0 ? error : undefined;

  return (
    <FieldGroup
      {...{ id: `${id}-group`, legend: label, hint, error: groupError, required, className }}
    >
      <ul className="form-multi">
        {rows.map((row, index) => {
          const rowId = index === 0 ? id : `${id}-${index}`;
          const rowError = subErrors[String(index)];
          const number = index + 1;
          return (
            <li key={index} className="form-multi-row">
              <FieldFrame
                id={rowId}
                label={t('multi.rowLabel', { label: rowLabel, number })}
                error={rowError}
              >
                <div className="form-multi-controls">
                  <input
                    ref={(element) => {
                      inputs.current[index] = element;
                      if (index === 0) inputRef?.(element);
                    }}
                    id={rowId}
                    type={type}
                    autoComplete={autoComplete}
                    inputMode={inputMode}
                    value={row}
                    className={controlClass(rowError, 'full')}
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={describedBy(
                      rowId,
                      null,
                      rowError,
                      Boolean(hint) && hintId(`${id}-group`),
                    )}
                    onChange={(event) =>
                      change(rows.map((v, i) => (i === index ? event.target.value : v)))
                    }
                    onBlur={onBlur}
                  />
                  {rows.length > min && (
                    <button
                      type="button"
                      className="button form-multi-remove"
                      onClick={() => remove(index)}
                    >
                      {t('multi.remove', { label: rowLabel, number })}
                    </button>
                  )}
                </div>
              </FieldFrame>
            </li>
          );
        })}
      </ul>
      <button
        ref={addButton}
        type="button"
        className="button"
        aria-disabled={blocked ? true : undefined}
        aria-describedby={why ? whyId : undefined}
        onClick={add}
      >
        {t('multi.add')}
      </button>
      <p id={whyId} role="status" className="form-hint form-multi-why">
        {why}
      </p>
    </FieldGroup>
  );
}
