import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { deepEqual, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole } from '../../shared/testing/dom.ts';
import { mount, update, type Mounted } from '../testing/mount.tsx';
import { createTestBridge, signIn, testProfile } from '../../shared/testing/testBridge.ts';

describe('impersonation banner', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  it('is not shown when Anna uses her own profile', async () => {
    const { bridge } = createTestBridge();
    signIn(bridge);
    mounted = await mount(<ImpersonationBanner />, { bridge });
    equal(mounted.container.textContent, '');
  });

  it('tells staff whom they impersonate', async () => {
    const { bridge } = createTestBridge();
    signIn(
      bridge,
      testProfile({
        name: 'Sara Personal',
        isMemberImpersonated: true,
        impersonatedMemberName: 'Anna Ek',
      }),
    );
    mounted = await mount(<ImpersonationBanner />, { bridge });
    equal(mounted.container.querySelector('p')?.textContent, 'Du företräder Anna Ek');
    equal(queryByRole(mounted.container, 'button', 'Använd min profil'), null);
  });

  it('falls back to the profile name when no impersonated name is given', async () => {
    const { bridge } = createTestBridge();
    signIn(
      bridge,
      testProfile({ name: 'Anna Ek', isMemberImpersonated: true, impersonatedMemberName: null }),
    );
    mounted = await mount(<ImpersonationBanner />, { bridge });
    equal(mounted.container.querySelector('p')?.textContent, 'Du företräder Anna Ek');
  });

  it('shows the proxy giver and lets Anna go back to her own profile', async () => {
    const { bridge, calls } = createTestBridge();
    signIn(bridge);
    mounted = await mount(<ImpersonationBanner />, { bridge });
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
    equal(mounted.container.querySelector('p')?.textContent, 'Du företräder Karin Björk');
    await update(() => getByRole(mounted!.container, 'button', 'Använd min profil').click());
    deepEqual(calls, [['useMyProfile']]);
  });
});
