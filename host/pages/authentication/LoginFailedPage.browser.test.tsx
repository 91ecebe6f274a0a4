import { describe, it } from '../../../shared/testing/mocha.ts';
import { LoginFailedPage } from './LoginFailedPage.tsx';
import { deepEqual, equal } from '../../../shared/testing/assert.ts';
import { getByRole, queryByRole } from '../../../shared/testing/dom.ts';
import { hostMountPerTest, update, type Mounted } from '../../testing/mount.tsx';
import { createTestBridge } from '../../../shared/testing/testBridge.ts';
import { loginFailedUrl } from '../../signInResult.ts';

describe('login failed page', () => {
  const mount = hostMountPerTest();
  let mounted: Mounted | undefined;

  it('tells a non-member so, and links to the membership application', async () => {
    const { bridge } = createTestBridge();
    bridge.auth.set({ status: 'signedOut', user: null });
    const path = loginFailedUrl({ status: 'user_not_found', message: 'The user does not exist.' });
    mounted = await mount(<LoginFailedPage />, { bridge, path });
    equal(getByRole(mounted.container, 'heading').textContent, 'Inloggningen misslyckades');
    equal(
      getByRole(mounted.container, 'alert').textContent,
      'Vi hittar ingen medlem med de uppgifterna.',
    );
    equal(
      getByRole(mounted.container, 'link', 'Ansök om medlemskap').getAttribute('href'),
      'https://granskog.test/bli-medlem',
    );
    equal(queryByRole(mounted.container, 'button', 'Försök igen'), null);
    equal(document.title, 'Granskog – Inloggningen misslyckades');
  });

  it('signs in again back to where the sign-in started (platform §4)', async () => {
    const { bridge, calls } = createTestBridge();
    const path = loginFailedUrl({
      status: 'fail',
      message: 'The sign-in failed.',
      retryAvailable: true,
      redirectUrl: '/medlem-i-granskog/fullmakter/',
    });
    mounted = await mount(<LoginFailedPage />, { bridge, path });
    await update(() => getByRole(mounted!.container, 'button', 'Försök igen').click());
    deepEqual(calls, [['signIn', '/medlem-i-granskog/fullmakter/']]);
  });

  it('offers a retry after a lost sign-in state, to the site origin when nothing says where', async () => {
    const { bridge, calls } = createTestBridge();
    const path = loginFailedUrl({
      status: 'fail',
      message: 'There was an error processing the sign-in response.',
      retryAvailable: true,
    });
    mounted = await mount(<LoginFailedPage />, { bridge, path });
    equal(
      getByRole(mounted.container, 'alert').textContent,
      'Något gick fel när inloggningen skulle slutföras. Försök igen.',
    );
    equal(queryByRole(mounted.container, 'link', 'Ansök om medlemskap'), null);
    await update(() => getByRole(mounted!.container, 'button', 'Försök igen').click());
    deepEqual(calls, [['signIn', '/']]);
  });

  it('says the window was closed', async () => {
    const { bridge } = createTestBridge();
    const path = loginFailedUrl({ status: 'fail', message: 'The user closed the window.' });
    mounted = await mount(<LoginFailedPage />, { bridge, path });
    equal(getByRole(mounted.container, 'alert').textContent, 'Du stängde inloggningsfönstret.');
  });
});
