import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { waitUntil } from './testing/waitUntil.ts';
import { savesPerTest } from '../../shared/testing/saves.ts';
import { DownloadError } from '../../shared/api/downloadFile.ts';
import type { ContentBlock, DocumentList, NewsItem } from '../../shared/contracts/content.ts';
import {
  getByRole,
  headingLevelOf,
  queryAllByRole,
  visibleText,
} from '../../shared/ui/testing/dom.ts';
import { testImage } from '../../shared/ui/testing/fixtures.ts';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';
import { hostMountPerTest, update, type Mounted } from '../testing/mount.tsx';
import { ContentBlocks } from './ContentBlocks.tsx';
import { ContentStoreProvider } from './ContentStoreProvider.tsx';
import { fakeContentStore, type FakeAnswers } from './testing/fakeContentApi.ts';

const news: NewsItem[] = [
  {
    id: 'n1',
    heading: 'Nya virkespriser i Dalarna',
    title: 'Nya virkespriser i Dalarna',
    description: 'Priserna på timmer höjs från 1 mars.',
    link: null,
    imageUrl: null,
    publishedDate: '2026-02-20T09:00:00Z',
    informationType: 'News',
  },
];

const documents: DocumentList = {
  title: 'Avtal och villkor',
  documents: [
    {
      guid: 'g1',
      driveItemId: 'drive-1',
      filename: 'medlemsvillkor.pdf',
      title: 'Medlemsvillkor 2026',
      fileType: 'pdf',
      fileSizeFormatted: '120 kB',
      modified: '2026-01-15T10:00:00Z',
    },
  ],
};

/** One of every block type of shared/contracts/content.ts. */
const everyBlock: ContentBlock[] = [
  { type: 'text', html: '<p>Välkommen till skogsvården.</p>' },
  { type: 'teaser', heading: 'Röjning', text: 'Röj i tid för en stark skog.' },
  {
    type: 'teasers',
    heading: 'Genvägar',
    items: [
      { type: 'teaser', heading: 'Mina dokument', text: 'Avräkningar och avtal.' },
      { type: 'teaser', heading: 'Fullmakter', text: 'Låt någon sköta dina ärenden.' },
    ],
  },
  {
    type: 'accordion',
    heading: 'Vanliga frågor',
    items: [{ type: 'accordionItem', heading: 'Hur röjer jag?', html: '<p>Med röjsåg.</p>' }],
  },
  { type: 'accordionItem', heading: 'När gallrar jag?', html: '<p>Vid 30 år.</p>', open: true },
  { type: 'banner', heading: 'Skogsdag i Mora', text: 'Välkommen den 12 maj.' },
  { type: 'image', url: testImage('Granskog'), alt: 'Granskog i motljus', caption: 'Foto: Anna' },
  {
    type: 'textAndImage',
    heading: 'Plantering',
    html: '<p>Plantera på våren.</p>',
    imageUrl: testImage('Plantor'),
    imageAlt: 'Plantor i kartong',
    imagePosition: 'right',
  },
  {
    type: 'contacts',
    heading: 'Dina kontakter',
    items: [{ type: 'contact', name: 'Karin Björk', title: 'Skogsinspektor' }],
  },
  { type: 'contact', name: 'Per Ek', title: 'Virkesköpare', phone: '070-123 45 67' },
  {
    type: 'section',
    heading: 'Fördjupning',
    blocks: [{ type: 'text', html: '<p>Text i en sektion.</p>' }],
  },
  { type: 'message', messageType: 'Warning', heading: 'Brandrisk', text: 'Eldningsförbud gäller.' },
  { type: 'news', newsId: 'nyheter', heading: 'Nyheter från skogen' },
  { type: 'documentList', listId: 'avtal' },
  { type: 'component', componentId: 'offline-service' },
];

const answers: FakeAnswers = {
  news: { nyheter: news },
  documentLists: { avtal: documents },
};

describe('content blocks', () => {
  const mount = hostMountPerTest();
  let mounted: Mounted | undefined;

  async function show(blocks: ContentBlock[], fakeAnswers: FakeAnswers = answers) {
    const { bridge } = createTestBridge();
    signIn(
      bridge,
      testProfile({
        components: [
          {
            id: 'offline-service',
            host: '/components/nothing/',
            element: 'nothing-here',
            storageKey: null,
            configurationId: null,
            status: {
              offline: true,
              offlineStarts: null,
              offlineEnds: null,
              offlineMessage: 'Tjänsten uppdateras.',
            },
          },
        ],
      }),
    );
    const { store, calls } = fakeContentStore(fakeAnswers);
    mounted = await mount(
      <ContentStoreProvider store={store}>
        <ContentBlocks blocks={blocks} />
      </ContentStoreProvider>,
      { bridge },
    );
    return { container: mounted.container, calls };
  }

  it('shows every block type through its element, in the editor’s order', async () => {
    const { container } = await show(everyBlock);
    const tags = [...container.children].map((element) => element.tagName.toLowerCase());
    deepEqual(tags, [
      'gs-text',
      'gs-teaser',
      'gs-teasers',
      'gs-accordion',
      'gs-accordion-item',
      'gs-banner',
      'gs-image',
      'gs-text-and-image',
      'gs-contacts',
      'gs-contact',
      'gs-section',
      'gs-message',
      'gs-news',
      'div', // the document list and its download message
      'div', // the component block
    ]);
    const expected = [
      'Välkommen till skogsvården.',
      'Röjning',
      'Röj i tid för en stark skog.',
      'Genvägar',
      'Mina dokument',
      'Fullmakter',
      'Vanliga frågor',
      'Hur röjer jag?',
      'När gallrar jag?',
      'Vid 30 år.',
      'Skogsdag i Mora',
      'Välkommen den 12 maj.',
      'Foto: Anna',
      'Plantering',
      'Plantera på våren.',
      'Dina kontakter',
      'Karin Björk',
      'Skogsinspektor',
      'Per Ek',
      'Virkesköpare',
      'Fördjupning',
      'Text i en sektion.',
      'Brandrisk',
      'Eldningsförbud gäller.',
      'Nyheter från skogen',
      'Nya virkespriser i Dalarna',
      'Avtal och villkor',
      'Medlemsvillkor 2026',
      'Tjänsten uppdateras.',
    ];
    await waitUntil(() => {
      const text = visibleText(container);
      for (const part of expected) assert(text.includes(part), `"${part}" is shown`);
    });
    getByRole(container, 'img', 'Granskog i motljus');
    getByRole(container, 'img', 'Plantor i kartong');
    getByRole(container, 'button', 'Hur röjer jag?');
  });

  it('gives top-level blocks h2 and puts a section’s blocks one level down', async () => {
    const { container } = await show([
      { type: 'teaser', heading: 'Röjning', text: 'Röj i tid.' },
      {
        type: 'section',
        heading: 'Fördjupning',
        blocks: [
          { type: 'teaser', heading: 'Gallring', text: 'Gallra i tid.' },
          {
            type: 'section',
            blocks: [{ type: 'teaser', heading: 'Slutavverkning', text: 'När skogen är mogen.' }],
          },
        ],
      },
    ]);
    await waitUntil(() => equal(queryAllByRole(container, 'heading').length, 4));
    const level = (name: string) => headingLevelOf(getByRole(container, 'heading', name));
    equal(level('Röjning'), 2);
    equal(level('Fördjupning'), 2);
    equal(level('Gallring'), 3);
    equal(level('Slutavverkning'), 3, 'a section without a heading adds no level');
  });

  it('shows the news error heading when the news cannot be loaded', async () => {
    const { container } = await show([{ type: 'news', newsId: 'nyheter' }], {
      news: { nyheter: new Error('503') },
    });
    await waitUntil(() => getByRole(container, 'heading', 'Nyheterna kunde inte visas'));
  });

  it('shows the news as loading until they come', async () => {
    let release!: (items: NewsItem[]) => void;
    const { container } = await show([{ type: 'news', newsId: 'nyheter' }], {
      news: { nyheter: () => new Promise<NewsItem[]>((resolve) => (release = resolve)) },
    });
    await waitUntil(() => equal(container.querySelector('gs-news')?.loading, true));
    await update(() => release(news));
    await waitUntil(() => assert(visibleText(container).includes('Nya virkespriser i Dalarna')));
  });

  it('says so when the document list cannot be loaded', async () => {
    const { container } = await show([{ type: 'documentList', listId: 'avtal' }], {
      documentLists: { avtal: new Error('500') },
    });
    await waitUntil(() => assert(visibleText(container).includes('Dokumenten kunde inte visas.')));
  });

  describe('document download', () => {
    const saves = savesPerTest();

    it('saves the file under the name the server gave', async () => {
      const { container, calls } = await show([{ type: 'documentList', listId: 'avtal' }], {
        documentLists: { avtal: documents },
        files: {
          'drive-1': {
            blob: new Blob(['%PDF villkor'], { type: 'application/pdf' }),
            fileName: 'Medlemsvillkor 2026.pdf',
          },
        },
      });
      const button = await waitUntil(() =>
        getByRole(container, 'button', /Ladda ned Medlemsvillkor 2026/),
      );
      await update(() => button.click());
      await waitUntil(() => equal(saves().length, 1));
      equal(saves()[0]?.download, 'Medlemsvillkor 2026.pdf');
      assert(saves()[0]?.href.startsWith('blob:'), 'an object URL');
      await waitUntil(() => equal(saves()[0]?.text, '%PDF villkor'));
      await waitUntil(() => deepEqual(saves.revoked(), [saves()[0]?.href]));
      deepEqual(
        calls.filter(([name]) => name === 'downloadFile'),
        [['downloadFile', 'drive-1']],
      );
      equal(container.querySelector('a[download]'), null, 'the helper link is gone');
    });

    it('says in Swedish why a file without a name was not downloaded', async () => {
      const { container } = await show([{ type: 'documentList', listId: 'avtal' }], {
        documentLists: { avtal: documents },
        files: { 'drive-1': new DownloadError('noFilenameFound') },
      });
      const button = await waitUntil(() =>
        getByRole(container, 'button', /Ladda ned Medlemsvillkor 2026/),
      );
      await update(() => button.click());
      const alert = await waitUntil(() => getByRole(container, 'alert'));
      equal(
        visibleText(alert).includes('Filen kunde inte laddas ned eftersom den saknar filnamn.'),
        true,
      );
      equal(saves().length, 0);
      await update(() => getByRole(container, 'button', 'Stäng meddelandet').click());
      await waitUntil(() => equal(queryAllByRole(container, 'alert').length, 0));
    });
  });
});
