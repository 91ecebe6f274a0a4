import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import type { ContentPage, PageStatus } from '../../shared/contracts/content.ts';
import { pageTypes, type RouteNode } from '../../shared/contracts/memberProfile.ts';
import {
  getByRole,
  queryAllByRole,
  queryByRole,
  visibleText,
} from '../../shared/ui/testing/dom.ts';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';
import { useLocation } from 'react-router';
import { hostMountPerTest, update, type Mounted } from '../testing/mount.tsx';
import { ContentRoute } from './ContentRoute.tsx';
import type { ContentStore } from './contentStore.ts';
import { ContentStoreProvider } from './ContentStoreProvider.tsx';
import { dismissedMessagesKey, offlineOverrideKey } from './pageSessionMemory.ts';
import {
  deferred,
  fakeContentStore,
  onlineStatus,
  testPage,
  type Calls,
  type FakeAnswers,
} from './testing/fakeContentApi.ts';
import { pause, waitUntil } from './testing/waitUntil.ts';

const now = Date.parse('2026-04-01T12:00:00Z');

function node(overrides: Partial<RouteNode> = {}): RouteNode {
  return {
    id: 100,
    urlName: 'skogsvard',
    name: 'Skogsvård',
    pageType: pageTypes.ContentPage,
    showInMenu: true,
    hasAccess: true,
    routes: [],
    ...overrides,
  };
}

const fullPage = testPage({
  title: 'Skogsvård',
  preamble: 'Allt om att sköta din skog.',
  topContent: [{ type: 'text', html: '<p>Överst på sidan.</p>' }],
  content: [{ type: 'text', html: '<p>Röj i tid.</p>' }],
  asideContent: [{ type: 'text', html: '<p>Ring din inspektor.</p>' }],
});

const where = (container: HTMLElement) => container.querySelector('output')?.textContent;

/** Shows where the router is, so a test sees client-side navigation. */
function Where() {
  const { pathname, search } = useLocation();
  return (
    <output aria-label="Plats">
      {pathname}
      {search}
    </output>
  );
}

describe('content route', () => {
  const mount = hostMountPerTest({ clearSessionStorage: true });
  let mounted: Mounted | undefined;

  async function show(
    answers: FakeAnswers,
    options: {
      routeNode?: RouteNode;
      path?: string;
      store?: ContentStore;
      calls?: Calls;
      roles?: string[];
      /** The member's route tree (tab pages read their group's children from it). */
      routes?: RouteNode[];
      /** A query on the address the router opens. */
      search?: string;
    } = {},
  ) {
    const { bridge } = createTestBridge();
    signIn(bridge, testProfile({ roles: options.roles ?? [], routes: options.routes ?? [] }));
    const made = options.store
      ? { store: options.store, calls: options.calls ?? [] }
      : fakeContentStore(answers, { now: () => now });
    mounted = await mount(
      <ContentStoreProvider store={made.store}>
        <ContentRoute node={options.routeNode ?? node()} path={options.path ?? '/skogsvard/'} />
        <Where />
      </ContentStoreProvider>,
      { bridge, path: (options.path ?? '/skogsvard/') + (options.search ?? '') },
    );
    return { container: mounted.container, ...made };
  }

  it('asks for the page and its status at once, and shows a skeleton meanwhile', async () => {
    const page = deferred<ContentPage>();
    const status = deferred<PageStatus>();
    const { container, calls } = await show({
      pages: { 100: () => page.promise },
      statuses: { 100: () => status.promise },
    });
    deepEqual(calls, [
      ['getPage', 100, { includeChildren: false }],
      ['getPageStatus', 100],
    ]);
    await waitUntil(() => getByRole(container, 'status', 'Sidan laddas…'));
    equal(queryByRole(container, 'heading'), null);
    await update(() => {
      page.resolve(fullPage);
      status.resolve(onlineStatus);
    });
    await waitUntil(() => getByRole(container, 'heading', 'Skogsvård'));
  });

  it('shows the title, preamble, top content, content and the aside as a landmark', async () => {
    const { container } = await show({ pages: { 100: fullPage }, statuses: { 100: onlineStatus } });
    const title = await waitUntil(() => getByRole(container, 'heading', 'Skogsvård'));
    equal(title.tagName, 'H1');
    equal(container.querySelectorAll('h1').length, 1);
    const text = visibleText(container);
    for (const part of ['Allt om att sköta din skog.', 'Överst på sidan.', 'Röj i tid.']) {
      assert(text.includes(part), `"${part}" is shown`);
    }
    // An <aside> is the complementary landmark; named, as the page may have others.
    const aside = container.querySelector('aside');
    equal(aside?.getAttribute('aria-label'), 'Mer på sidan');
    assert(aside && visibleText(aside).includes('Ring din inspektor.'));
    equal(document.title, 'Granskog – Skogsvård');
  });

  it('shows a page again at once when the member comes back to it', async () => {
    const first = await show({ pages: { 100: fullPage }, statuses: { 100: onlineStatus } });
    await waitUntil(() => getByRole(first.container, 'heading', 'Skogsvård'));
    await mounted?.unmount();

    const again = await show({}, { store: first.store, calls: first.calls });
    // The very first render already has the page: no skeleton, no new calls.
    getByRole(again.container, 'heading', 'Skogsvård');
    equal(first.calls.length, 2);
  });

  it('lists a group page’s children, and asks for them', async () => {
    const children: RouteNode[] = [
      node({ id: 101, urlName: 'rojning', name: 'Röjning' }),
      node({ id: 102, urlName: 'gallring', name: 'Gallring', hasAccess: false }),
      node({ id: 103, urlName: 'dold', name: 'Dold sida', showInMenu: false }),
      node({
        id: 104,
        urlName: 'extern',
        name: 'Skogsstyrelsen',
        externalUrl: 'https://skogsstyrelsen.se/',
      }),
    ];
    const group = testPage({ title: 'Skogsvård', pageType: 'group', routes: children });
    const { container, calls } = await show(
      { pages: { 100: group }, statuses: { 100: onlineStatus } },
      { routeNode: node({ pageType: pageTypes.GroupPage, routes: children }) },
    );
    await waitUntil(() => getByRole(container, 'navigation', 'Sidor under Skogsvård'));
    deepEqual(calls[0], ['getPage', 100, { includeChildren: true }]);
    equal(getByRole(container, 'link', 'Röjning').getAttribute('href'), '/skogsvard/rojning/');
    equal(
      getByRole(container, 'link', 'Skogsstyrelsen').getAttribute('href'),
      'https://skogsstyrelsen.se/',
    );
    const disabled = getByRole(container, 'link', /Gallring/);
    equal(disabled.getAttribute('aria-disabled'), 'true', 'a page she may not open is disabled');
    equal(disabled.hasAttribute('href'), false);
    assert(!visibleText(container).includes('Dold sida'));
  });

  describe('tabs (layout tabs)', () => {
    const tabNodes: RouteNode[] = [
      node({ id: 181, urlName: 'oversikt', name: 'Översikt' }),
      node({ id: 182, urlName: 'grundpris', name: 'Grundpris' }),
      node({ id: 183, urlName: 'stangd', name: 'Stängd flik', hasAccess: false }),
      node({ id: 184, urlName: 'dold', name: 'Dold flik', showInMenu: false }),
      node({ id: 185, urlName: 'vinstdelning', name: 'Vinstdelning' }),
    ];
    const group = node({
      id: 180,
      urlName: 'prissattning',
      name: 'Så fungerar prissättningen',
      pageType: pageTypes.GroupPage,
      routes: tabNodes,
    });
    const routes = [
      node({ id: 1, urlName: 'affarer', name: 'Affärer', pageType: 20, routes: [group] }),
    ];
    const tabPage = testPage({
      id: 182,
      title: 'Grundpris och marknadspremier',
      urlName: 'grundpris',
      layout: 'tabs',
      content: [{ type: 'text', html: '<p>Grundpriset sätts per sortiment.</p>' }],
    });

    it('shows the group’s open tabs after the title, this one the current page, each a link', async () => {
      const { container } = await show(
        { pages: { 182: tabPage }, statuses: { 182: onlineStatus } },
        { routeNode: tabNodes[1], path: '/affarer/prissattning/grundpris/', routes },
      );
      const nav = await waitUntil(() =>
        getByRole(container, 'navigation', 'Så fungerar prissättningen'),
      );
      const links = queryAllByRole(nav, 'link');
      deepEqual(
        links.map((link) => [link.textContent, link.getAttribute('href')]),
        [
          ['Översikt', '/affarer/prissattning/oversikt/'],
          ['Grundpris', '/affarer/prissattning/grundpris/'],
          ['Vinstdelning', '/affarer/prissattning/vinstdelning/'],
        ],
      );
      deepEqual(
        links.map((link) => link.getAttribute('aria-current')),
        [null, 'page', null],
      );
      const title = getByRole(container, 'heading', 'Grundpris och marknadspremier');
      equal(title.tagName, 'H1');
      const tabsElement = container.querySelector('gs-tabs')!;
      assert(
        title.compareDocumentPosition(tabsElement) & Node.DOCUMENT_POSITION_FOLLOWING,
        'the tabs come after the title',
      );
      await update(() => getByRole(nav, 'link', 'Vinstdelning').click());
      await waitUntil(() => equal(where(container), '/affarer/prissattning/vinstdelning/'));
    });

    it('a tabs group page opens its first open tab, keeping the query', async () => {
      const groupPage = testPage({
        id: 180,
        title: 'Så fungerar prissättningen',
        urlName: 'prissattning',
        pageType: 'group',
        layout: 'tabs',
        routes: [
          node({ id: 179, urlName: 'stangd', name: 'Stängd', hasAccess: false }),
          ...tabNodes,
        ],
      });
      const { container } = await show(
        { pages: { 180: groupPage }, statuses: { 180: onlineStatus } },
        { routeNode: group, path: '/affarer/prissattning/', search: '?fullscreen=1', routes },
      );
      await waitUntil(() =>
        equal(where(container), '/affarer/prissattning/oversikt/?fullscreen=1'),
      );
      equal(queryByRole(container, 'navigation', /Sidor under/), null, 'no child links shown');
    });

    it('without the group in the route tree the page shows without tabs', async () => {
      const { container } = await show(
        { pages: { 182: tabPage }, statuses: { 182: onlineStatus } },
        { routeNode: tabNodes[1], path: '/affarer/prissattning/grundpris/', routes: [] },
      );
      await waitUntil(() => getByRole(container, 'heading', 'Grundpris och marknadspremier'));
      equal(container.querySelector('gs-tabs'), null);
    });
  });

  it('shows the general error when the page cannot be loaded, and loads it on "Försök igen"', async () => {
    let fail = true;
    const { container } = await show({
      pages: { 100: () => (fail ? Promise.reject(new Error('500')) : fullPage) },
      statuses: { 100: onlineStatus },
    });
    const heading = await waitUntil(() =>
      getByRole(container, 'heading', 'Sidan kunde inte visas'),
    );
    equal(heading.tagName, 'H1');
    assert(
      visibleText(container).includes(
        'Något gick fel när sidan skulle hämtas. Försök igen om en stund.',
      ),
    );
    fail = false;
    await update(() => getByRole(container, 'button', 'Försök igen').click());
    await waitUntil(() => getByRole(container, 'heading', 'Skogsvård'));
  });

  it('counts a page status that fails to load as online', async () => {
    const { container } = await show({
      pages: { 100: fullPage },
      statuses: { 100: new Error('503') },
    });
    await waitUntil(() => assert(visibleText(container).includes('Röj i tid.')));
    equal(container.querySelector('gs-offline-view'), null);
  });

  describe('messages', () => {
    const messages: ContentPage['messages'] = [
      {
        id: 'now',
        text: 'Avräkningarna för mars är klara.',
        messageType: 'Success',
        active: true,
        starts: '2026-03-31T00:00:00Z',
        ends: '2026-04-02T00:00:00Z',
      },
      {
        id: 'later',
        text: 'Planerat underhåll i maj.',
        messageType: 'Warning',
        active: true,
        starts: '2026-05-01T00:00:00Z',
        ends: null,
      },
      {
        id: 'past',
        text: 'Stämman är avslutad.',
        messageType: 'Info',
        active: true,
        starts: null,
        ends: '2026-03-01T00:00:00Z',
      },
      {
        id: 'off',
        text: 'Ett avstängt meddelande.',
        messageType: 'Error',
        active: false,
        starts: null,
        ends: null,
      },
    ];
    const status: PageStatus = {
      offlineStatus: { isOffline: false, message: null },
      messages: [{ id: 's1', messageType: 'Attention', text: 'Kundtjänst har stängt i dag.' }],
    };

    it('shows only the active ones inside their window, and the page status messages', async () => {
      const { container } = await show({
        pages: { 100: { ...fullPage, messages } },
        statuses: { 100: status },
      });
      await waitUntil(() =>
        assert(visibleText(container).includes('Avräkningarna för mars är klara.')),
      );
      const text = visibleText(container);
      assert(text.includes('Kundtjänst har stängt i dag.'), 'the status message shows');
      for (const hidden of ['Planerat underhåll i maj.', 'Stämman är avslutad.', 'Ett avstängt']) {
        assert(!text.includes(hidden), `"${hidden}" is not shown`);
      }
    });

    it('are dismissed for this page for the rest of the session', async () => {
      const answers = {
        pages: { 100: { ...fullPage, messages }, 200: { ...fullPage, id: 200, messages } },
        statuses: { 100: status, 200: status },
      };
      const { container } = await show(answers);
      await waitUntil(() =>
        equal(queryAllByRole(container, 'button', 'Stäng meddelandet').length, 2),
      );
      await update(() => queryAllByRole(container, 'button', 'Stäng meddelandet')[0]!.click());
      await waitUntil(() =>
        assert(!visibleText(container).includes('Avräkningarna för mars är klara.')),
      );
      assert(visibleText(container).includes('Kundtjänst har stängt i dag.'));
      await update(() => getByRole(container, 'button', 'Stäng meddelandet').click());
      await waitUntil(() =>
        equal(queryAllByRole(container, 'button', 'Stäng meddelandet').length, 0),
      );
      assert(sessionStorage.getItem(dismissedMessagesKey)?.includes('100'));

      // Back on the same page: still dismissed. Another page with the same messages: shown.
      await mounted?.unmount();
      const same = await show(answers);
      await waitUntil(() => getByRole(same.container, 'heading', 'Skogsvård'));
      await pause(50);
      assert(!visibleText(same.container).includes('Avräkningarna för mars är klara.'));
      await mounted?.unmount();
      const other = await show(answers, { routeNode: node({ id: 200 }) });
      await waitUntil(() =>
        assert(visibleText(other.container).includes('Avräkningarna för mars är klara.')),
      );
    });
  });

  describe('an offline page', () => {
    const offline: PageStatus = {
      offlineStatus: { isOffline: true, message: 'Sidan uppdateras till klockan 14.' },
      messages: [],
    };

    it('shows the offline view instead of the content, and the content on "Visa sidan ändå" until "Återställ"', async () => {
      const { container } = await show({ pages: { 100: fullPage }, statuses: { 100: offline } });
      await waitUntil(() =>
        assert(visibleText(container).includes('Sidan uppdateras till klockan 14.')),
      );
      getByRole(container, 'heading', 'Skogsvård');
      assert(!visibleText(container).includes('Röj i tid.'), 'the content is hidden');

      await update(() => getByRole(container, 'button', 'Visa sidan ändå').click());
      await waitUntil(() => assert(visibleText(container).includes('Röj i tid.')));
      getByRole(container, 'button', 'Återställ');
      equal(document.activeElement, container.querySelector('h1'), 'focus on the page title');

      // The choice holds for this page while the session lasts.
      await mounted?.unmount();
      const again = await show({ pages: { 100: fullPage }, statuses: { 100: offline } });
      await waitUntil(() => assert(visibleText(again.container).includes('Röj i tid.')));
      assert(sessionStorage.getItem(offlineOverrideKey)?.includes('100'));

      await update(() => getByRole(again.container, 'button', 'Återställ').click());
      await waitUntil(() => getByRole(again.container, 'button', 'Visa sidan ändå'));
      assert(!visibleText(again.container).includes('Röj i tid.'));
    });
  });

  it('follows a portal link in a block through the router, without reloading the page', async () => {
    const page = testPage({
      content: [
        {
          type: 'teaser',
          heading: 'Mina dokument',
          text: 'Avräkningar och avtal.',
          link: { href: '/skogsgardens-affarer/mina-dokument/', text: 'Gå till dokumenten' },
        },
      ],
    });
    // The member may open it (a link to a service they lack is a disabled card, issue 10).
    const { container } = await show(
      { pages: { 100: page }, statuses: { 100: onlineStatus } },
      { roles: ['Service_Documents_Read'] },
    );
    const link = await waitUntil(() => getByRole(container, 'link', /Mina dokument/));
    await update(() => link.click());
    equal(container.querySelector('output')?.textContent, '/skogsgardens-affarer/mina-dokument/');
  });

  describe('videos', () => {
    it('opens one video modal for a YouTube link in text and in a teaser', async () => {
      const page = testPage({
        content: [
          {
            type: 'text',
            html: '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Så röjer du</a></p>',
          },
          {
            type: 'teaser',
            heading: 'Film om gallring',
            text: 'Se hur det går till.',
            link: { href: 'https://youtu.be/aBcDeFgHiJk', text: 'Se filmen' },
          },
        ],
      });
      const { container } = await show({ pages: { 100: page }, statuses: { 100: onlineStatus } });
      const link = await waitUntil(() => getByRole(container, 'link', /Så röjer du/));
      await update(() => link.click());
      const modals = container.querySelectorAll('gs-video-modal');
      equal(modals.length, 1);
      await waitUntil(() => getByRole(container, 'dialog', 'Så röjer du'));
      equal(modals[0]?.videoId, 'dQw4w9WgXcQ');

      await update(() => getByRole(container, 'button', 'Stäng videon').click());
      // Closed once the dialog has told the page (gs-video-close clears the video).
      await waitUntil(() => equal(modals[0]?.videoId, ''));
      equal(modals[0]?.open, false);
      equal(queryByRole(container, 'dialog'), null);
      await update(() => getByRole(container, 'link', /Film om gallring/).click());
      await waitUntil(() => equal(modals[0]?.videoId, 'aBcDeFgHiJk'));
      equal(modals[0]?.open, true);
      await update(() => getByRole(container, 'button', 'Stäng videon').click());
    });
  });
});
