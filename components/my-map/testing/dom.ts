import { present } from '../../../shared/testing/assert.ts';

/** The element's tests: its base path and the flags that show every screen. */
export const base = '/min-skog/min-karta';
export const flags = [
  'MyMapActivities',
  'MyMapCompartmentEdit',
  'MyMapCompartmentComment',
  'MapNotes',
  'MyMapManagePlan',
  'MyMapProjection',
  'MyMapReportCalculation',
  'MyMapCycle',
];

/** The control a visible label names (its "(obligatoriskt)" left out). */
export function byLabel<T extends HTMLElement = HTMLInputElement>(
  root: ParentNode,
  text: string,
): T {
  const label = [...root.querySelectorAll('label')].find(
    (l) => l.textContent?.replace(/\s+/g, ' ').replace(' (obligatoriskt)', '').trim() === text,
  );
  const control = label?.htmlFor
    ? document.getElementById(label.htmlFor)
    : label?.querySelector('input, select, textarea');
  return present(control as T | null | undefined, `the field labelled "${text}"`);
}

/** Types or chooses a value as React sees it (the native setter, then the event). */
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
