import { setViewport } from '@web/test-runner-commands';
import { act } from 'react';
import type { PortalBridge } from '@portal/bridge';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import type { MemberProfile } from '../../shared/contracts/memberProfile.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';
import { hostMountPerTest, update } from '../testing/mount.tsx';
import type { ContentRouteProps } from './contentRoute.ts';
import { mountRoutes, type MountedRoutes } from './mountRoutes.tsx';
import { recordingApi } from './recordingApi.ts';
import { annaTree, davidRoles, everyRole, featureOffPrices } from './testTree.ts';
import { testStartPage } from '../content/testing/fakeContentApi.ts';

const anna = () => testProfile({ name: 'Anna Skog', roles: everyRole, routes: annaTree() });
const david = () => testProfile({ name: 'David Ek', roles: davidRoles, routes: annaTree() });

/** What the content renderer shows: here, which node and path it was asked for. */
function TestContentRoute({ node, path }: ContentRouteProps) {
  return (
    <article>
      <h1>{node.name}</h1>
      <p data-testid="content-path">{path}</p>
    </article>
  );
}

const heading = (root: ParentNode) => getByRole(root, 'heading').textContent;
const main = (root: ParentNode) => getByRole(root, 'main');
/** The path the content route was asked for (TestContentRoute shows it). */
const contentPath = (root: ParentNode) =>
  root.querySelector('[data-testid="content-path"]')?.textContent;

describe('routing the route tree', () => {
  const mountRoutesPerTest = hostMountPerTest({ mountWith: mountRoutes });
  let mounted: MountedRoutes | undefined;
  beforeEach(async () => {
    await setViewport({ width: 1300, height: 900 });
  });

  async function open(
    path: string,
    profile: MemberProfile | null = anna(),
    flags: FeatureFlagName[] = [],
    setup?: (bridge: PortalBridge) => void,
  ) {
    const { bridge, calls } = createTestBridge();
    if (profile) signIn(bridge, profile);
    else bridge.auth.set({ status: 'signedOut', user: null });
    bridge.features.set({
      state: 'loaded',
      data: flags.map((name) => ({ name, isEnabled: true, useEpiserverRouteAsFallback: false })),
      error: null,
    });
    setup?.(bridge);
    const { api, requests } = recordingApi();
    mounted = await mountRoutesPerTest(path, {
      bridge,
      services: { api, loadStartPage: async () => testStartPage },
      components: { ContentRoute: TestContentRoute },
    });
    return { container: mounted.container, requests, calls, bridge };
  }

  it('a content page of the route tree renders through the content route, titled', async () => {
    const { container } = await open('/skogsgardens-affarer/mina-dokument/');
    equal(heading(main(container)), 'Mina dokument');
    equal(contentPath(container), '/skogsgardens-affarer/mina-dokument/');
  });

  it('a group page is a path prefix: its own page, and its children below it', async () => {
    // The group's own page is the economics overview's, which needs its flag.
    const { container } = await open('/skogsgardens-ekonomi', anna(), ['EconomicsOverview']);
    equal(heading(main(container)), 'Skogsgårdens ekonomi');
    await mounted!.go('/skogsgardens-ekonomi/mina-insatsval/');
    equal(heading(main(container)), 'Mina insatsval');
  });

  it('an area keeps its page for its own sub-paths', async () => {
    const { container } = await open('/medlem-i-granskog/fullmakter/42/');
    equal(heading(main(container)), 'Fullmakter');
    equal(contentPath(container), '/medlem-i-granskog/fullmakter/42/');
  });

  it('an unknown path shows the not-found page with the way home', async () => {
    const { container } = await open('/skogsgardens-affarer/finns-inte/');
    equal(heading(main(container)), 'Sidan hittades inte');
    getByRole(main(container), 'link', 'Till startsidan');
    assert(main(container).textContent?.includes('finns inte eller har flyttats'), 'banner');
    equal(document.title, 'Granskog – Sidan hittades inte');
  });

  it('David opening the proxies gets the access-denied page', async () => {
    const { container } = await open('/medlem-i-granskog/fullmakter/', david());
    equal(heading(main(container)), 'Ingen behörighet');
    assert(
      main(container).textContent?.includes('Du har inte rättighet att utföra denna åtgärd.'),
      'the default access error',
    );
    equal(document.title, 'Granskog – Ingen behörighet');
  });

  it('a page the server refuses is access-denied too', async () => {
    const { container } = await open('/skogsgardens-affarer/stangd/');
    equal(heading(main(container)), 'Ingen behörighet');
  });

  it('old paths redirect to where they live now', async () => {
    const { container } = await open('/mina-kontaktuppgifter/');
    equal(mounted!.router.state.location.pathname, '/medlem-i-granskog/profil/');
    equal(heading(main(container)), 'Mina uppgifter');
    await mounted!.go('/medlem-i-granskog/medlemssupport/');
    equal(mounted!.router.state.location.pathname, '/medlem-i-granskog/skogsagarsupport/');
    equal(heading(main(container)), 'Skogsägarsupport');
  });

  it('the economics home sends the member to the accounts home with ProfileEconomics on', async () => {
    // The accounts home is behind its own flag (Accounts), on in the demo beside ProfileEconomics.
    const { container } = await open('/skogsgardens-ekonomi/mina-insatsval/', anna(), [
      'ProfileEconomics',
      'Accounts',
    ]);
    equal(mounted!.router.state.location.pathname, '/skogsgardens-ekonomi/konton-i-granskog/');
    equal(heading(main(container)), 'Konton');
  });

  it('a route behind a disabled feature flag goes home', async () => {
    const { container } = await open('/skogsgardens-affarer/leveransvirke/');
    equal(mounted!.router.state.location.pathname, '/');
    await waitFor(() => equal(heading(main(container)), 'Översikt'));
  });

  it('a content page whose feature flag is off goes home, its tabs too (price conditions)', async () => {
    const prices = featureOffPrices();
    const tree = annaTree().map((n) =>
      n.id === 100 ? { ...n, routes: [...n.routes, prices] } : n,
    );
    for (const path of [
      '/skogsgardens-affarer/sa-fungerar-granskogs-prissattning/',
      '/skogsgardens-affarer/sa-fungerar-granskogs-prissattning/grundpris-och-marknadspremier/',
    ]) {
      const profile = testProfile({ name: 'Anna Skog', roles: everyRole, routes: tree });
      const { container } = await open(path, profile);
      await waitFor(() => equal(mounted!.router.state.location.pathname, '/'));
      await waitFor(() => equal(heading(main(container)), 'Översikt'));
      await mounted?.unmount();
      mounted = undefined;
    }
  });

  it("an area route's redirect takes the address's place, the page kept, so Back leaves it", async () => {
    const home = '/skogsgardens-affarer/leveransvirke/';
    const { container } = await open(home, anna(), [
      'TimberManagerViol3',
      'TimberManagerViol3Delivery',
    ]);
    const page = main(container).querySelector('article');
    assert(page, 'the Leveransvirke page');
    // The deliveries' bare anmalan/ goes on to its default child virkesordrar/ (its manifest).
    await mounted!.go(`${home}avtal/7/anmalan/?a=1`);
    await waitFor(() =>
      equal(mounted!.router.state.location.pathname, `${home}avtal/7/anmalan/virkesordrar/`),
    );
    equal(mounted!.router.state.location.search, '?a=1', 'the query kept');
    equal(mounted!.router.state.historyAction, 'REPLACE', 'in place of the address asked for');
    equal(contentPath(container), `${home}avtal/7/anmalan/virkesordrar/`);
    assert(main(container).querySelector('article') === page, 'the same page, not mounted again');
    await act(async () => {
      await mounted!.router.navigate(-1);
    });
    equal(mounted!.router.state.location.pathname, home, 'Back leaves the deliveries');
  });

  it('first-sub-page opens the first unfiltered child', async () => {
    const { container } = await open('/medlem-i-granskog/first-sub-page');
    equal(mounted!.router.state.location.pathname, '/medlem-i-granskog/profil/');
    equal(heading(main(container)), 'Mina uppgifter');
  });

  it('first-sub-page without a child is not found', async () => {
    const { container } = await open('/tom-grupp/first-sub-page');
    equal(heading(main(container)), 'Sidan hittades inte');
  });

  it('a signed-out visitor to a content page is sent to sign in and back', async () => {
    const { container, calls } = await open('/skogsgardens-affarer/mina-dokument/?a=1', null);
    equal(heading(main(container)), 'Logga in för att se sidan');
    assert(main(container).textContent?.includes('Du är inte inloggad.'), 'says why');
    deepEqual(calls, [['signIn', '/skogsgardens-affarer/mina-dokument/?a=1']]);
  });

  it('the proxy registration is open without signing in', async () => {
    const { container, calls } = await open('/medlem-i-granskog/fullmakter/extern/t-1/', null);
    equal(heading(main(container)), 'Sidan hittades inte', 'its page comes with issue 4');
    deepEqual(calls, [], 'no sign-in');
  });

  it('opening the production area posts openProduction once', async () => {
    const { container, requests } = await open(
      '/skogsgardens-affarer/bestallda-tjanster/',
      anna(),
      ['MemberProduction'],
    );
    equal(heading(main(container)), 'Beställda tjänster');
    await mounted!.go('/skogsgardens-affarer/bestallda-tjanster/avslutade');
    deepEqual(requests, ['POST api/v1/production/customevents/openProduction']);
    await mounted!.go('/skogsgardens-affarer/mina-dokument/');
    await mounted!.go('/skogsgardens-affarer/bestallda-tjanster/');
    equal(requests.length, 2, 'a new entry is a new open');
  });

  it('the proxy list records its page view on the server and announces it for analytics', async () => {
    const views: unknown[] = [];
    const onView = (event: Event) => views.push((event as CustomEvent).detail);
    document.addEventListener('portal-page-view', onView);
    const { requests } = await open('/medlem-i-granskog/fullmakter/');
    document.removeEventListener('portal-page-view', onView);
    deepEqual(views, [{ page: 'proxyList', path: '/medlem-i-granskog/fullmakter/' }]);
    deepEqual(
      requests.filter((request) => request.includes('pageviews')),
      ['POST api/v1/usage/pageviews/proxyList'],
    );
  });

  it('fullscreen hides the header, sidebar and contact bar, and can be left', async () => {
    const { container } = await open('/skogsgardens-affarer/mina-dokument/');
    getByRole(container, 'banner');
    getByRole(container, 'navigation', 'Huvudmeny');
    await update(() => {
      document.dispatchEvent(new CustomEvent('portal-fullscreen', { detail: { on: true } }));
    });
    await waitFor(() => equal(queryByRole(container, 'banner'), null));
    equal(queryByRole(container, 'navigation', 'Huvudmeny'), null);
    equal(container.querySelector('.site-footer'), null);
    equal(mounted!.router.state.location.search, '?fullscreen=1');
    equal(heading(main(container)), 'Mina dokument', 'the page stays');

    await update(() => getByRole(container, 'button', 'Avsluta helskärmsläge').click());
    getByRole(container, 'banner');
    getByRole(container, 'navigation', 'Huvudmeny');
    equal(mounted!.router.state.location.search, '');
  });

  it('a page opened with ?fullscreen=1 starts in fullscreen', async () => {
    const { container } = await open('/skogsgardens-affarer/mina-dokument/?fullscreen=1');
    equal(queryByRole(container, 'banner'), null);
    equal(heading(main(container)), 'Mina dokument');
  });

  it('a route that fails to set up shows the error inside the layout', async () => {
    const { bridge } = createTestBridge();
    signIn(bridge, anna());
    bridge.features.set({ state: 'loaded', data: [], error: null });
    const error = console.error;
    console.error = () => {};
    try {
      mounted = await mountRoutesPerTest('/skogsgardens-affarer/mina-dokument/', {
        bridge,
        components: {
          ContentRoute: () => {
            throw new Error('chunk failed');
          },
        },
      });
    } finally {
      console.error = error;
    }
    const { container } = mounted;
    equal(heading(main(container)), 'Sidan kunde inte öppnas');
    getByRole(container, 'navigation', 'Huvudmeny');
    equal(
      getByRole(container, 'link', 'Försök igen').getAttribute('href'),
      '/skogsgardens-affarer/mina-dokument/',
    );
  });
});
