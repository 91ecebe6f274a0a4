import type { InputHTMLAttributes, Ref } from 'react';
import { styles } from './styles.ts';

export interface TextFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange(value: string): void;
  onBlur?: (() => void) | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  short?: boolean;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id'>;
}

/** A labelled text field with its hint and error, both read out through aria-describedby. */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  short,
  input,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div style={styles.field}>
      <label htmlFor={id} style={styles.label}>
        {label}
      </label>
      {hint && (
        <span id={hintId} style={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <p id={errorId} style={styles.fieldError}>
          {error}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        style={{
          ...styles.input,
          ...(short ? styles.shortInput : {}),
          ...(error ? styles.inputInvalid : {}),
        }}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...input}
      />
    </div>
  );
}

/** The error summary: each message links to its field (focus moves there, the URL stays). */
export function ErrorSummary({
  id,
  heading,
  errors,
  onSelect,
}: {
  id: string;
  heading: string;
  errors: { field: string; target: string; message: string }[];
  onSelect(field: string): void;
}) {
  if (errors.length === 0) return null;
  return (
    <div className="alert alert-error" style={styles.summary} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} style={styles.summaryHeading}>
        {heading}
      </h3>
      <ul style={styles.summaryList}>
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${error.target}`}
              style={styles.summaryLink}
              onClick={(event) => {
                event.preventDefault();
                onSelect(error.field);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
