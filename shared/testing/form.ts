/** Form helpers for element tests: fields found by their visible label, typed as a member would. */
import { present } from './assert.ts';

const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The input a label names. */
export function field(root: ParentNode, label: string): HTMLInputElement {
  const found = [...root.querySelectorAll('label')].find((element) => text(element) === label);
  const input = found && document.getElementById(found.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
  return input;
}

/** Sets the value the way typing does, so React's onChange runs. */
export function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The messages an input's aria-describedby points at (hint and error). */
export function description(input: Element): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => text(document.getElementById(id)))
    .join(' | ');
}

/**
 * The control a visible label names (for= or wrapping), as a member finds it: the label's
 * text with its white space folded, with or without its "(obligatoriskt)".
 */
export function byLabel<T extends HTMLElement = HTMLInputElement>(
  root: ParentNode,
  label: string,
): T {
  const found = [...root.querySelectorAll('label')].find((element) => {
    const shown = text(element);
    return shown === label || shown.replace(' (obligatoriskt)', '') === label;
  });
  const control = found?.htmlFor
    ? document.getElementById(found.htmlFor)
    : found?.querySelector('input, select, textarea');
  return present(control as T | null | undefined, `the field labelled "${label}"`);
}

/** Types, pastes or chooses a value as React sees it (the native setter, then the event). */
export function setValue(
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
) {
  const setter = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(control) as object,
    'value',
  )?.set;
  setter?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}
