import { afterEach, describe, it } from '../../../shared/testing/mocha.ts';
import { assert, equal } from '../../../shared/testing/assert.ts';
import { getByRole, waitFor } from '../../../shared/testing/dom.ts';
import { elementName } from './index.tsx';

describe('portal-test-element', () => {
  let element: HTMLElement | null = null;
  afterEach(() => element?.remove());

  it('renders its configuration id and storage key from its attributes', async () => {
    element = document.createElement(elementName);
    element.setAttribute('configuration-id', 'demo');
    element.setAttribute('storage-key', 'test-element');
    document.body.append(element);
    await waitFor(() => assert(element?.querySelector('p'), 'the element rendered'));
    equal(
      element.querySelector('p')?.textContent,
      'Testelementet är laddat (konfiguration: demo, lagring: test-element).',
    );
  });

  it('keeps its own state when clicked', async () => {
    element = document.createElement(elementName);
    document.body.append(element);
    await waitFor(() => assert(element?.querySelector('button'), 'the button rendered'));
    const button = getByRole(element, 'button', 'Klicka (0)');
    button.click();
    await waitFor(() => equal(button.textContent, 'Klicka (1)'));
    equal(button.textContent, 'Klicka (1)');
  });

  it('is defined once even when its script runs twice', async () => {
    // A second evaluation of the element's module (as a retried script load would do).
    const specifier = './index.tsx?again';
    const again = (await import(specifier)) as { elementName: string };
    equal(again.elementName, elementName);
    equal(customElements.get(elementName) !== undefined, true);
  });
});
