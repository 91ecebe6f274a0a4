import { afterEach, beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { pause, waitUntil } from './testing/waitUntil.ts';
import { getByRole, queryByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';
import type { ContentBlock } from '../../shared/contracts/content.ts';
import type { ComponentApp } from '../../shared/contracts/componentApp.ts';
import type { ProfileComponent } from '../../shared/contracts/memberProfile.ts';
import {
  fixtureHost,
  integrityOf,
  wrongIntegrity,
} from '../../shared/elements/test-fixtures/integrity.ts';
import { hostMountPerTest, update } from '../testing/mount.tsx';
import { ContentBlocks } from './ContentBlocks.tsx';
import { ContentStoreProvider } from './ContentStoreProvider.tsx';
import { fakeContentStore, type FakeAnswers } from './testing/fakeContentApi.ts';

const online = { offline: false, offlineStarts: null, offlineEnds: null, offlineMessage: null };

function component(overrides: Partial<ProfileComponent> = {}): ProfileComponent {
  return {
    id: 'forest-map',
    host: fixtureHost,
    element: 'fixture-element',
    storageKey: 'skogskarta',
    configurationId: 'karta-1',
    status: online,
    ...overrides,
  };
}

const page: ContentBlock[] = [
  { type: 'text', html: '<p>Här ser du din skog.</p>' },
  { type: 'component', componentId: 'forest-map' },
];

/** A fresh module URL per test, so each test loads the fixture itself. */
let variant = 0;
async function fixtureApp(): Promise<ComponentApp> {
  variant += 1;
  const fileName = `fixture-element.js?block=${variant}-${Date.now()}`;
  return { fileName, integrity: await integrityOf(new URL(fileName, fixtureHost).toString()) };
}

function scriptRequested(): boolean {
  const inDom = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].some((s) =>
    s.src.startsWith(fixtureHost),
  );
  const fetched = performance
    .getEntriesByType('resource')
    .some((entry) => entry.name.startsWith(fixtureHost) && entry.name.includes('block-offline'));
  return inDom || fetched;
}

describe('component block', () => {
  let onerror: OnErrorEventHandler;
  beforeEach(() => {
    onerror = window.onerror;
  });
  afterEach(() => {
    window.onerror = onerror;
    for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
      if (script.src.startsWith(fixtureHost)) script.remove();
    }
  });
  const mount = hostMountPerTest();

  async function show(
    components: ProfileComponent[],
    answers: FakeAnswers,
    options: Parameters<typeof fakeContentStore>[1] = {},
  ) {
    const { bridge } = createTestBridge();
    signIn(bridge, testProfile({ components }));
    const { store, calls } = fakeContentStore(answers, options);
    const { container } = await mount(
      <ContentStoreProvider store={store}>
        <ContentBlocks blocks={page} />
      </ContentStoreProvider>,
      { bridge },
    );
    return { container, calls };
  }

  it('mounts the element with its configuration id and storage key', async () => {
    const app = await fixtureApp();
    const { container, calls } = await show([component()], {
      componentApps: { [fixtureHost]: app },
    });
    await waitUntil(() =>
      equal(
        container.querySelector('fixture-element')?.textContent,
        'Fixturelementet är laddat (konfiguration: karta-1, lagring: skogskarta).',
      ),
    );
    equal(calls.filter(([name]) => name === 'getComponentApp').length, 1);
    assert(visibleText(container).includes('Här ser du din skog.'), 'the rest of the page shows');
  });

  it('shows that the service loads while it loads', async () => {
    let release!: (app: ComponentApp) => void;
    const pending = new Promise<ComponentApp>((resolve) => (release = resolve));
    const { container } = await show([component()], {
      componentApps: { [fixtureHost]: () => pending },
    });
    await waitUntil(() => getByRole(container, 'status', 'Tjänsten laddas…'));
    const app = await fixtureApp();
    await update(() => release(app));
    await waitUntil(() => assert(container.querySelector('fixture-element')?.textContent));
    equal(queryByRole(container, 'status', 'Tjänsten laddas…'), null);
  });

  it('shows the offline message of a component switched off, and never asks for its script', async () => {
    const { container, calls } = await show(
      [component({ status: { ...online, offline: true, offlineMessage: 'Kartan uppdateras.' } })],
      { componentApps: { [fixtureHost]: () => fixtureApp() } },
    );
    await pause(100);
    assert(visibleText(container).includes('Kartan uppdateras.'), 'the offline message shows');
    equal(calls.length, 0, 'no api/v1/app call');
    equal(scriptRequested(), false);
    equal(container.querySelector('fixture-element'), null);
  });

  it('is offline inside its offline window, with the general text when the editor wrote none', async () => {
    const now = Date.now();
    const { container, calls } = await show(
      [
        component({
          status: {
            ...online,
            offlineStarts: new Date(now - 60_000).toISOString(),
            offlineEnds: new Date(now + 3_600_000).toISOString(),
          },
        }),
      ],
      { componentApps: { [fixtureHost]: () => fixtureApp() } },
    );
    await pause(100);
    assert(
      visibleText(container).includes('Tjänsten är inte tillgänglig just nu.'),
      'the general offline text shows',
    );
    equal(calls.length, 0);
  });

  it('loads when its offline window has passed', async () => {
    const now = Date.now();
    const app = await fixtureApp();
    const { container } = await show(
      [
        component({
          status: {
            ...online,
            offlineStarts: new Date(now - 3_600_000).toISOString(),
            offlineEnds: new Date(now - 60_000).toISOString(),
          },
        }),
      ],
      { componentApps: { [fixtureHost]: app } },
    );
    await waitUntil(() => assert(container.querySelector('fixture-element')?.textContent));
  });

  it('shows an error in the block alone when the script fails its integrity check, and retries by itself', async () => {
    let asked = 0;
    const good = await fixtureApp();
    const { container, calls } = await show(
      [component()],
      {
        componentApps: {
          [fixtureHost]: () => {
            asked += 1;
            // The first answer names a hash the file does not have.
            return asked === 1 ? { ...good, integrity: wrongIntegrity } : good;
          },
        },
      },
      { automaticRetryDelay: (done) => (done < 3 ? 200 : null) },
    );
    await waitUntil(() => assert(visibleText(container).includes('Tjänsten kunde inte laddas.')));
    assert(visibleText(container).includes('Här ser du din skog.'), 'the rest of the page works');
    getByRole(container, 'button', 'Försök igen');
    await waitUntil(() =>
      assert(container.querySelector('fixture-element')?.textContent, 'loaded on the retry'),
    );
    equal(calls.length, 2);
  });

  it('stops retrying by itself after three tries, and "Försök igen" always tries again', async () => {
    let failing = true;
    const good = await fixtureApp();
    const { container, calls } = await show(
      [component()],
      {
        componentApps: {
          [fixtureHost]: () => (failing ? Promise.reject(new Error('host down')) : good),
        },
      },
      { automaticRetryDelay: (done) => (done < 3 ? 20 : null) },
    );
    await waitUntil(() => equal(calls.length, 4));
    await pause(200);
    equal(calls.length, 4, 'one load and three automatic retries, then none');
    assert(visibleText(container).includes('Tjänsten kunde inte laddas.'));
    assert(!visibleText(container).includes('Vi försöker igen om en stund.'));

    failing = false;
    await update(() => getByRole(container, 'button', 'Försök igen').click());
    await waitUntil(() => assert(container.querySelector('fixture-element')?.textContent));
    equal(calls.length, 5);
  });

  it('fails alone when its element is never defined', async () => {
    const app = await fixtureApp();
    const { container } = await show(
      [component({ element: 'fixture-never-defined' })],
      { componentApps: { [fixtureHost]: app } },
      { elementTimeoutMs: 200, automaticRetryDelay: () => null },
    );
    await waitUntil(() => assert(visibleText(container).includes('Tjänsten kunde inte laddas.')));
    assert(visibleText(container).includes('Här ser du din skog.'));
  });

  it('fails alone when its element throws', async () => {
    // The element's error reaches window as an uncaught error (as it would on the page);
    // mocha's own handler would fail the test, so the block's listener is the only one here.
    window.onerror = null;
    const app = await fixtureApp();
    const { container } = await show(
      [component({ configurationId: 'throw' })],
      { componentApps: { [fixtureHost]: app } },
      { automaticRetryDelay: () => null },
    );
    await waitUntil(() => assert(visibleText(container).includes('Tjänsten kunde inte laddas.')));
    equal(container.querySelector('fixture-element'), null);
    assert(visibleText(container).includes('Här ser du din skog.'));
  });

  it('says so when the profile has no such component', async () => {
    const { container, calls } = await show([], {});
    assert(visibleText(container).includes('Tjänsten kan inte visas här.'));
    equal(calls.length, 0);
  });
});
