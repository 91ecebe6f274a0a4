import type { InputHTMLAttributes, Ref } from 'react';
import { TextField as KitTextField } from '../../shared/forms/fields.tsx';

/**
 * The signing form's text field (SignForm.tsx, rewritten in the signing branch) on the
 * forms kit's TextField. Remove this file once SignForm uses shared/forms directly.
 */
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

export function TextField({ short, input, ...field }: TextFieldProps) {
  const { style: _style, className: _className, ...attributes } = input ?? {};
  return <KitTextField {...attributes} {...field} width={short ? 'short' : 'medium'} />;
}
