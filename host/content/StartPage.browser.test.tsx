import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import type { ContentPage } from '../../shared/contracts/content.ts';
import { getByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import { createTestBridge, signIn } from '../../shared/testing/testBridge.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { hostMountPerTest, type Mounted } from '../testing/mount.tsx';
import { ContentStoreProvider } from './ContentStoreProvider.tsx';
import { fakeContentStore, testPage } from './testing/fakeContentApi.ts';
import { waitUntil } from './testing/waitUntil.ts';

const startPage = testPage({
  id: 2,
  title: 'Översikt',
  pageType: 'start',
  preamble: 'Det viktigaste om din skogsgård just nu.',
  content: [
    {
      type: 'teasers',
      heading: 'Genvägar',
      items: [{ type: 'teaser', heading: 'Mina dokument', text: 'Avräkningar och avtal.' }],
    },
  ],
});

describe('start page', () => {
  const mount = hostMountPerTest();
  let mounted: Mounted | undefined;

  async function show(loadStartPage: (signedIn: boolean) => Promise<ContentPage>) {
    const { bridge } = createTestBridge();
    signIn(bridge);
    const { store } = fakeContentStore({});
    mounted = await mount(
      <ContentStoreProvider store={store}>
        <HomePage />
      </ContentStoreProvider>,
      { bridge, services: { loadStartPage } },
    );
    return mounted.container;
  }

  it('renders through the content page view, blocks and all', async () => {
    const container = await show(async () => startPage);
    const title = await waitUntil(() => getByRole(container, 'heading', 'Översikt'));
    equal(title.tagName, 'H1');
    await waitUntil(() => getByRole(container, 'heading', 'Mina dokument'));
    assert(visibleText(container).includes('Det viktigaste om din skogsgård just nu.'));
  });

  it('shows the general page error when the start page cannot be loaded', async () => {
    const container = await show(() => Promise.reject(new Error('500')));
    await waitUntil(() => getByRole(container, 'heading', 'Sidan kunde inte visas'));
  });
});
