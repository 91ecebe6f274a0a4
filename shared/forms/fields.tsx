import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import type { FieldBinding } from './useForm.ts';
import { t } from './t.ts';

/**
 * The fields members meet in every form. Each renders its label, hint and error (GOV.UK
 * order: label, hint, error, control), ties hint and error to the control with
 * aria-describedby and marks it aria-invalid while the error shows. Ids come from the form
 * (useId), so two copies of an element on one page never share one. Looks: forms.css.
 */

/** Props every field takes besides its binding (`{...form.field('name')}`). */
export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the field required: aria-required, and "(obligatoriskt)" beside the label. */
  required?: boolean;
  /** Width of the control: 'short' (postcode, country code), 'medium', or the form's width. */
  width?: 'short' | 'medium' | 'full';
  /** Extra classes on the field's wrapper (e.g. 'form-field-grow' in a FieldRow). */
  className?: string;
}

/** A field's part of `form.field(name)`: id, value and onChange required, the rest optional. */
export type Binding<T> = Pick<FieldBinding<T>, 'id' | 'value' | 'onChange'> &
  Partial<Omit<FieldBinding<T>, 'id' | 'value' | 'onChange'>>;

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria-describedby: the hint, then any extra ids, then the error. */
export function describedBy(
  id: string,
  hint: unknown,
  error: string | undefined,
  ...more: (string | null | undefined | false)[]
): string | undefined {
  const ids = [hint ? hintId(id) : null, ...more, error ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

const classes = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');

export function controlClass(
  error: string | undefined,
  width?: FieldProps['width'],
  extra?: string,
) {
  return classes(
    'form-control',
    width === 'short' && 'form-control-short',
    width === 'medium' && 'form-control-medium',
    error && 'form-control-invalid',
    extra,
  );
}

function RequiredMarker() {
  return (
    <span className="form-required" aria-hidden="true">
      {` ${t('required')}`}
    </span>
  );
}

function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <span id={hintId(id)} className="form-hint">
      {hint}
    </span>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <span id={errorId(id)} className="form-error">
      {error}
    </span>
  );
}

/**
 * The field frame: label (with the required marker), hint and error around a control. Every
 * field of the kit is drawn in it (a group's in FieldGroup); use it for a control of your own.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: Omit<FieldProps, 'width'> & { id: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={classes('form-field', className)}>
      <div className="form-label-row">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        {required && <RequiredMarker />}
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      {children}
    </div>
  );
}

/** A text-like field's props (input, select, textarea): its binding and FieldProps. */
type TextFieldBase = Omit<Binding<string>, 'inputRef' | 'subErrors'> &
  FieldProps & { inputRef?: unknown; subErrors?: unknown };

/**
 * A text-like field's props split once, so that no field repeats the plumbing: `frame` for
 * FieldFrame (label, hint, error, required, className); `control` for the <input>, <select>
 * or <textarea> (ref, id and name, value, class by width and error, aria-required,
 * aria-invalid, aria-describedby: hint, then `more` ids, then error; onChange with the text,
 * onBlur); `rest`, the props the field did not name (a TextField's input attributes).
 */
export function fieldParts<P extends TextFieldBase>(
  props: P,
  {
    width,
    extraClass,
    more = [],
  }: { width?: FieldProps['width']; extraClass?: string; more?: string[] } = {},
) {
  const {
    id,
    value,
    error,
    onChange,
    onBlur,
    inputRef,
    label,
    hint,
    required,
    width: ownWidth,
    className,
    subErrors: _sub,
    ...rest
  } = props;
  return {
    frame: { id, label, hint, error, required, className },
    control: {
      ref: inputRef as P['inputRef'],
      id,
      name: id,
      value,
      className: controlClass(error, width ?? ownWidth, extraClass),
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, error, ...more),
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      onBlur,
    },
    rest,
  };
}

type InputExtras = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'className' | 'style' | 'ref'
>;

/** A one-line text field (also e-mail, phone: pass `type`, `autoComplete`, `inputMode`). */
export function TextField(
  props: TextFieldBase & { inputRef?: Ref<HTMLInputElement> | undefined } & InputExtras,
) {
  const { frame, control, rest } = fieldParts(props);
  return (
    <FieldFrame {...frame}>
      <input type="text" {...rest} {...control} name={rest.name ?? control.name} />
    </FieldFrame>
  );
}

/** A date as yyyy-MM-dd (the portal's format), typed: easier than a date picker on a phone. */
export function DateField({ hint, ...props }: Parameters<typeof TextField>[0]) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder="ÅÅÅÅ-MM-DD"
      {...props}
      hint={hint ?? t('date.hint')}
    />
  );
}

export interface Option<T> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
}

/** A select with a first "choose" option that stands for no value (''). */
export function SelectField({
  options,
  placeholder,
  autoComplete,
  ...field
}: Binding<string> &
  FieldProps & {
    options: readonly Option<string>[];
    placeholder?: string;
    autoComplete?: SelectHTMLAttributes<HTMLSelectElement>['autoComplete'];
  }) {
  const { frame, control } = fieldParts(field);
  return (
    <FieldFrame {...frame}>
      <select {...control} autoComplete={autoComplete}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A fieldset with its legend, hint and error: the frame of radio and checkbox groups. */
export function FieldGroup({
  id,
  legend,
  hint,
  error,
  required,
  className,
  radiogroup,
  children,
}: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  required?: boolean;
  className?: string;
  /** A group of radio buttons: a radiogroup, which carries aria-invalid (a radio may not). */
  radiogroup?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={classes('form-group', className)}
      role={radiogroup ? 'radiogroup' : undefined}
      aria-invalid={radiogroup && error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="form-legend">
        {legend}
        {required && <RequiredMarker />}
      </legend>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      {children}
    </fieldset>
  );
}

/** A group's props: its binding (the value aside) and FieldProps, with its options. */
type ChoiceGroupProps<T> = Omit<Binding<unknown>, 'value' | 'onChange'> &
  Omit<FieldProps, 'width'> & { options: readonly Option<T>[] };

/**
 * The one frame of radio and checkbox groups: a FieldGroup, then each option's input inside
 * its label with its own hint. The first option carries the field's id and ref, so the
 * summary's link and focusField land on it. `input` adds what differs by kind (type, checked).
 */
function ChoiceGroup<T extends string | number | boolean>({
  id,
  error,
  onBlur,
  inputRef,
  label,
  hint,
  required,
  className,
  options,
  radiogroup,
  input,
}: ChoiceGroupProps<T> & {
  radiogroup?: boolean;
  input(option: Option<T>): InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <FieldGroup
      {...{ id: `${id}-group`, legend: label, hint, error, required, className, radiogroup }}
    >
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={String(option.value)} className="form-choice">
            <label htmlFor={optionId} className="form-choice-label">
              <input
                ref={index === 0 ? inputRef : undefined}
                id={optionId}
                className="form-choice-input"
                aria-describedby={option.hint ? hintId(optionId) : undefined}
                onBlur={onBlur}
                {...input(option)}
              />
              {option.label}
            </label>
            <FieldHint id={optionId} hint={option.hint} />
          </div>
        );
      })}
    </FieldGroup>
  );
}

/** Radio buttons for one choice; the value is whatever the options carry (null: none yet). */
export function RadioGroup<T extends string | number | boolean>({
  value,
  onChange,
  ...group
}: Binding<T | null> & ChoiceGroupProps<T>) {
  return (
    <ChoiceGroup
      {...group}
      radiogroup
      input={(option) => ({
        type: 'radio',
        name: group.id,
        value: String(option.value),
        checked: value === option.value,
        onChange: () => onChange(option.value),
      })}
    />
  );
}

/** Checkboxes for several choices; the value is the list of chosen values. */
export function CheckboxGroup<T extends string>({
  value,
  onChange,
  ...group
}: Binding<readonly T[]> & ChoiceGroupProps<T>) {
  const toggle = (choice: T, on: boolean) =>
    onChange(on ? [...value, choice] : value.filter((chosen) => chosen !== choice));
  return (
    <ChoiceGroup
      {...group}
      input={(option) => ({
        type: 'checkbox',
        checked: value.includes(option.value),
        // A checkbox may carry aria-invalid (a radio may not: its radiogroup does).
        'aria-invalid': group.error ? true : undefined,
        onChange: (event) => toggle(option.value, event.target.checked),
      })}
    />
  );
}

/** One checkbox for a yes/no (an agreement, a single preference). */
export function Checkbox({
  id,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
  label,
  hint,
  required,
  className,
}: Binding<boolean> & Omit<FieldProps, 'width'>) {
  return (
    <div className={classes('form-choice', className)}>
      <FieldError id={id} error={error} />
      <label htmlFor={id} className="form-choice-label">
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          className="form-choice-input"
          checked={value}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        {label}
        {required && <RequiredMarker />}
      </label>
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

/** Fields side by side where there is room (country code and number), stacked on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="form-row">{children}</div>;
}
