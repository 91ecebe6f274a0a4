import { sendKeys } from '@web/test-runner-commands';

/** The form control a visible label names (label[for] or a label wrapping it). */
export function fieldByLabel(
  root: ParentNode,
  label: string,
): HTMLInputElement | HTMLSelectElement {
  for (const element of root.querySelectorAll('label')) {
    if (element.textContent?.replace(/\s+/g, ' ').trim() !== label) continue;
    const control = element.htmlFor
      ? document.getElementById(element.htmlFor)
      : element.querySelector('input, select');
    if (control) return control as HTMLInputElement | HTMLSelectElement;
  }
  throw new Error(`No field labelled "${label}"`);
}

/** Clears a field and types into it with the keyboard, as a member does. */
export async function typeInto(field: HTMLElement, text: string): Promise<void> {
  field.focus();
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

/** The messages a field's aria-describedby points to. */
export function describedText(field: Element): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}
