import { afterEach, beforeEach, describe, it } from '../../../shared/testing/mocha.ts';
import { assert, equal } from '../../../shared/testing/assert.ts';
import { getByRole, waitFor } from '../../../shared/testing/dom.ts';
import { createHarnessBridge } from '../../../shared/testing/testBridge.ts';
import { demoHarnessOptions } from '../../harness/profiles.ts';
import { elementName } from './index.tsx';

// Every element test starts like the element harness page (docs/element-harness.md): the
// page's bridge set up for a demo person; `harness.update({ roles, flags, proxy })` changes
// what the element sees while it is mounted.
describe('portal-test-element', () => {
  let element: HTMLElement | null = null;
  let harness: ReturnType<typeof createHarnessBridge>;
  beforeEach(() => {
    harness = createHarnessBridge(
      demoHarnessOptions({ person: 'anna', flags: ['RoleManagement'] }),
    );
  });
  afterEach(() => {
    element?.remove();
    sessionStorage.clear();
  });

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

  it('shows the profile in force and follows a switch to a proxy', async () => {
    element = document.createElement(elementName);
    document.body.append(element);
    await waitFor(() => equal(element?.querySelectorAll('p')[1]?.textContent, 'Profil: Anna Skog'));
    harness.update(demoHarnessOptions({ person: 'anna', proxy: 'bertil' }));
    await waitFor(() =>
      equal(element?.querySelectorAll('p')[1]?.textContent, 'Profil: Bertil Gran'),
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
