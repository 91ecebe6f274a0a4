import { equal } from '../testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../testing/dom.ts';
import { describe, it } from '../testing/mocha.ts';
import { deferred, mountPerTest } from '../testing/react.ts';
import { expectNoAxeViolations } from '../ui/testing/axe.ts';
import { lazyChunk } from './lazyChunk.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hej {name}</p>;
const Broken = (_: { name: string }): never => {
  throw new Error('cannot draw');
};

describe('lazyChunk', () => {
  const mount = mountPerTest();

  it('shows the loading status until the chunk is there, then the part with its props', async () => {
    const chunk = deferred<typeof Greeting>();
    const Part = lazyChunk(() => chunk.promise, { loading: () => 'Diagrammet laddas' });
    const page = mount(<Part name="Anna" />);
    const status = getByRole(page, 'status');
    equal(status.textContent, 'Diagrammet laddas');
    equal(status.hasAttribute('data-loading'), true);
    chunk.resolve(Greeting);
    await waitFor(() => equal(page.textContent, 'Hej Anna'));
    equal(queryByRole(page, 'status') === null, true);
    await expectNoAxeViolations(page);
  });

  it('with a failure text, a chunk that fails to load shows it as an alert in its place', async () => {
    const Part = lazyChunk(() => Promise.reject<typeof Greeting>(new Error('offline')), {
      loading: () => 'Laddas',
      failed: () => 'Diagrammet kunde inte visas.',
    });
    const page = mount(
      <main>
        <h1>Statistik</h1>
        <Part name="Anna" />
      </main>,
    );
    const alert = await waitFor(() => getByRole(page, 'alert'));
    equal(alert.textContent, 'Diagrammet kunde inte visas.');
    equal(getByRole(page, 'heading').textContent, 'Statistik');
  });

  it('with a failure text, a part that throws while drawing shows it too', async () => {
    const Part = lazyChunk(() => Promise.resolve(Broken), {
      loading: () => 'Laddas',
      failed: () => 'Diagrammet kunde inte visas.',
    });
    // React reports the caught error on the console; the page itself must show the alert.
    const page = mount(<Part name="Anna" />);
    const alert = await waitFor(() => getByRole(page, 'alert'));
    equal(alert.textContent, 'Diagrammet kunde inte visas.');
  });
});
