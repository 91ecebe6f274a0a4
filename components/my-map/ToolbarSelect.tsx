import { useId } from 'react';

/** A toolbar select's options: each a value and its text, in order. */
export type ToolbarOptions<T extends string> = readonly (readonly [T, string])[];

/**
 * A list's toolbar choice (which entries to show, in which order): `label` and a select of
 * `options`.
 */
export function ToolbarSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ToolbarOptions<T>;
  onChange(value: NoInfer<T>): void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="form-control"
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}
