import { describe, it } from '../../shared/testing/mocha.ts';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { deepEqual, equal, present } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole } from '../../shared/testing/dom.ts';
import { hostMountPerTest, update, type Mounted } from '../testing/mount.tsx';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';
import { idleProfile, provideImplementation } from '@portal/bridge';
import { mainContentId } from './SkipLink.tsx';
import type { MemberProfile } from '../../shared/contracts/memberProfile.ts';

describe('impersonation banner', () => {
  const mount = hostMountPerTest();
  let mounted: Mounted | undefined;

  /** The banner for a member signed in with `profile` (Anna's test profile by default). */
  async function showBanner(profile?: MemberProfile) {
    const { bridge, calls } = createTestBridge();
    signIn(bridge, profile);
    const { container } = await mount(<ImpersonationBanner />, { bridge });
    return { bridge, calls, container };
  }

  it('is not shown when Anna uses her own profile', async () => {
    const { container } = await showBanner();
    equal(container.textContent, '');
  });

  it('tells staff whom they impersonate', async () => {
    const { container } = await showBanner(
      testProfile({
        name: 'Sara Personal',
        isMemberImpersonated: true,
        impersonatedMemberName: 'Anna Ek',
      }),
    );
    equal(container.querySelector('p')?.textContent, 'Du företräder Anna Ek');
    equal(queryByRole(container, 'button', 'Använd min profil'), null);
  });

  it("tells staff in an editor's preview that the pages show drafts, with the way out", async () => {
    // The sign the server sets beside the preview's token (server/content/preview.ts).
    document.cookie = 'portal_preview_shown=1; Path=/';
    try {
      const { container } = await showBanner(
        testProfile({
          name: 'Eva',
          isMemberImpersonated: true,
          impersonatedMemberName: 'Anna Skog',
        }),
      );
      deepEqual(
        [...container.querySelectorAll('p')].map((p) => p.textContent),
        [
          'Du företräder Anna Skog',
          'Förhandsvisning: sidorna visar utkast som inte är publicerade.',
        ],
      );
      equal(
        getByRole(container, 'link', 'Avsluta förhandsvisningen').getAttribute('href'),
        '/forhandsvisning/avsluta',
      );
      // Acting through a proxy is no impersonation: the server shows no drafts, nor does this.
      const { bridge, container: proxied } = await showBanner();
      await update(() =>
        bridge.proxy.set({
          userId: '2002',
          profile: { state: 'loaded', data: testProfile({ name: 'Karin Björk' }), error: null },
        }),
      );
      equal(proxied.querySelectorAll('p').length, 1);
      equal(queryByRole(proxied, 'link', 'Avsluta förhandsvisningen'), null);
    } finally {
      document.cookie = 'portal_preview_shown=; Path=/; Max-Age=0';
    }
  });

  it('falls back to the profile name when no impersonated name is given', async () => {
    const { container } = await showBanner(
      testProfile({ name: 'Anna Ek', isMemberImpersonated: true, impersonatedMemberName: null }),
    );
    equal(container.querySelector('p')?.textContent, 'Du företräder Anna Ek');
  });

  it('shows the proxy giver and lets Anna go back to her own profile', async () => {
    const { bridge, calls, container } = await showBanner();
    await update(() =>
      bridge.proxy.set({
        userId: '2002',
        profile: {
          state: 'loaded',
          data: testProfile({ memberId: '2002', name: 'Karin Björk' }),
          error: null,
        },
      }),
    );
    equal(container.querySelector('p')?.textContent, 'Du företräder Karin Björk');
    await update(() => getByRole(container, 'button', 'Använd min profil').click());
    deepEqual(calls, [['useMyProfile']]);
  });

  it("names Bertil from Anna's proxy list while his profile is still loading", async () => {
    const { bridge } = createTestBridge();
    signIn(
      bridge,
      testProfile({
        name: 'Anna Skog',
        proxies: [
          { giverContactId: 'bertil', giverContactName: 'Bertil Gran', roles: [], details: [] },
        ],
      }),
    );
    bridge.proxy.set({ userId: 'bertil', profile: { state: 'loading', data: null, error: null } });
    mounted = await mount(<ImpersonationBanner />, { bridge });
    const banner = present(mounted.container.querySelector('section'), 'the banner');
    equal(banner.getAttribute('aria-label'), 'Du företräder Bertil Gran');
    equal(banner.querySelector('p')?.textContent, 'Du företräder Bertil Gran');
    getByRole(banner, 'button', 'Använd min profil');
  });

  it('goes back to her profile once however often she presses, then focuses the page', async () => {
    const { bridge } = createTestBridge();
    signIn(bridge);
    const main = document.createElement('main');
    main.id = mainContentId;
    main.tabIndex = -1;
    document.body.append(main);
    let finish = () => {};
    const calls: string[] = [];
    provideImplementation(bridge, {
      signIn: async () => {},
      signOut: async () => {},
      useProxy: async () => {},
      useMyProfile: () => {
        calls.push('useMyProfile');
        return new Promise<void>((resolve) => {
          finish = () => {
            bridge.proxy.set({ userId: null, profile: idleProfile });
            resolve();
          };
        });
      },
      navigate: () => {},
      getAccessToken: async () => null,
    });
    bridge.proxy.set({
      userId: '2002',
      profile: { state: 'loaded', data: testProfile({ name: 'Karin Björk' }), error: null },
    });
    mounted = await mount(<ImpersonationBanner />, { bridge });
    const button = getByRole(mounted.container, 'button', 'Använd min profil');
    button.focus();
    await update(() => button.click());
    equal(button.getAttribute('aria-disabled'), 'true');
    await update(() => button.click());
    deepEqual(calls, ['useMyProfile']);
    await update(async () => {
      finish();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    equal(mounted.container.textContent, '', 'the banner is gone');
    equal(document.activeElement, main, 'focus on the main content');
    main.remove();
  });
});
