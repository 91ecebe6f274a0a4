import type { CSSProperties, ReactNode } from 'react';

/**
 * Form parts in the element's light DOM. The host's stylesheet has buttons and alerts but no
 * form fields, and a CSP without inline <style>, so fields are styled with React style props.
 */
const fieldStyle: CSSProperties = { display: 'grid', gap: '0.25rem', margin: '0 0 1rem' };
const inputStyle = (invalid: boolean, width?: string): CSSProperties => ({
  font: 'inherit',
  minHeight: '48px',
  padding: '0.5rem 0.75rem',
  width: width ?? '100%',
  maxWidth: '100%',
  border: `2px solid ${invalid ? 'var(--error-ink, #8a1c13)' : 'var(--border, #8a948c)'}`,
  borderRadius: 'var(--radius, 6px)',
  background: '#fff',
  color: 'inherit',
});
export const hintStyle: CSSProperties = { color: 'var(--muted, #4a524c)', fontSize: '0.95rem' };
const errorStyle: CSSProperties = { color: 'var(--error-ink, #8a1c13)', fontWeight: 600 };
export const fieldsetStyle: CSSProperties = {
  border: '1px solid var(--border, #8a948c)',
  borderRadius: 'var(--radius, 6px)',
  padding: '1rem 1.25rem 0.5rem',
  margin: '0 0 1.5rem',
};
export const legendStyle: CSSProperties = { fontWeight: 700, padding: '0 0.25rem' };

interface FieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  width?: string;
}

/** aria-describedby for a field: its hint and its error, when there are any. */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame({ id, label, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div style={fieldStyle}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} style={hintStyle}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} style={errorStyle}>
          {error}
        </span>
      )}
      {children}
    </div>
  );
}

export function TextField(
  props: FieldProps & {
    value: string;
    onChange(value: string): void;
    onBlur(): void;
    type?: 'text' | 'email' | 'tel';
    autoComplete?: string;
    inputMode?: 'text' | 'email' | 'tel' | 'numeric';
    required?: boolean;
  },
) {
  return (
    <FieldFrame {...props}>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.hint, props.error)}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        style={inputStyle(Boolean(props.error), props.width)}
      />
    </FieldFrame>
  );
}

export function SelectField(
  props: FieldProps & {
    value: string;
    onChange(value: string): void;
    onBlur(): void;
    options: readonly { value: string; label: string }[];
    placeholder: string;
    autoComplete?: string;
    required?: boolean;
  },
) {
  return (
    <FieldFrame {...props}>
      <select
        id={props.id}
        name={props.id}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.hint, props.error)}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        style={inputStyle(Boolean(props.error), props.width)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * The errors of a submitted form as links to their fields (GOV.UK error summary pattern);
 * a link moves focus to its field.
 */
export function ErrorSummary({
  heading,
  errors,
  labels,
}: {
  heading: string;
  errors: readonly (readonly [id: string, message: string])[];
  labels: Record<string, string>;
}) {
  if (errors.length === 0) return null;
  return (
    <div className="alert alert-error" role="alert" style={{ margin: '0 0 1.5rem' }}>
      <p style={{ margin: '0 0 0.5rem', fontWeight: 700 }}>{heading}</p>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {errors.map(([id, message]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              style={{ color: 'inherit' }}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(id)?.focus();
              }}
            >
              {labels[id] ? `${labels[id]}: ${message}` : message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Zod issues as field → first message. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}
