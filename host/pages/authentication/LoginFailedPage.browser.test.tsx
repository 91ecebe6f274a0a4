import { describe, it } from '../../../shared/testing/mocha.ts';
import { LoginFailedPage } from './LoginFailedPage.tsx';
import { deepEqual, equal } from '../../../shared/testing/assert.ts';
import { getByRole, queryByRole } from '../../../shared/testing/dom.ts';
import { hostMountPerTest, update } from '../../testing/mount.tsx';
import { createTestBridge } from '../../../shared/testing/testBridge.ts';
import { loginFailedUrl } from '../../signInResult.ts';

describe('login failed page', () => {
  const mount = hostMountPerTest();

  /** The page for a sign-in that ended with `result` (in its address), as a test bridge sees it. */
  async function show(result: Parameters<typeof loginFailedUrl>[0], { signedOut = false } = {}) {
    const { bridge, calls } = createTestBridge();
    if (signedOut) bridge.auth.set({ status: 'signedOut', user: null });
    const { container } = await mount(<LoginFailedPage />, {
      bridge,
      path: loginFailedUrl(result),
    });
    return { container, calls };
  }

  it('tells a non-member so, and links to the membership application', async () => {
    const { container } = await show(
      { status: 'user_not_found', message: 'The user does not exist.' },
      { signedOut: true },
    );
    equal(getByRole(container, 'heading').textContent, 'Inloggningen misslyckades');
    equal(getByRole(container, 'alert').textContent, 'Vi hittar ingen medlem med de uppgifterna.');
    equal(
      getByRole(container, 'link', 'Ansök om medlemskap').getAttribute('href'),
      'https://granskog.test/bli-medlem',
    );
    equal(queryByRole(container, 'button', 'Försök igen'), null);
    equal(document.title, 'Granskog – Inloggningen misslyckades');
  });

  it('signs in again back to where the sign-in started (platform §4)', async () => {
    const { container, calls } = await show({
      status: 'fail',
      message: 'The sign-in failed.',
      retryAvailable: true,
      redirectUrl: '/medlem-i-granskog/fullmakter/',
    });
    await update(() => getByRole(container, 'button', 'Försök igen').click());
    deepEqual(calls, [['signIn', '/medlem-i-granskog/fullmakter/']]);
  });

  it('offers a retry after a lost sign-in state, to the site origin when nothing says where', async () => {
    const { container, calls } = await show({
      status: 'fail',
      message: 'There was an error processing the sign-in response.',
      retryAvailable: true,
    });
    equal(
      getByRole(container, 'alert').textContent,
      'Något gick fel när inloggningen skulle slutföras. Försök igen.',
    );
    equal(queryByRole(container, 'link', 'Ansök om medlemskap'), null);
    await update(() => getByRole(container, 'button', 'Försök igen').click());
    deepEqual(calls, [['signIn', '/']]);
  });

  it('says the window was closed', async () => {
    const { container } = await show({ status: 'fail', message: 'The user closed the window.' });
    equal(getByRole(container, 'alert').textContent, 'Du stängde inloggningsfönstret.');
  });
});
