import { describe, it } from '../../shared/testing/mocha.ts';
import { Route, Routes } from 'react-router';
import { ApiError } from '../../shared/api/apiError.ts';
import { AppShell } from './AppShell.tsx';
import { equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole } from '../../shared/testing/dom.ts';
import { hostMountPerTest, update, type Mounted } from '../testing/mount.tsx';
import { createTestBridge, signIn } from '../../shared/testing/testBridge.ts';

function shell() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<h1>Översikt</h1>} />
      </Route>
    </Routes>
  );
}

describe('session screens', () => {
  const mount = hostMountPerTest();
  let mounted: Mounted | undefined;

  it('an expired impersonation shows the expired-session screen with a logout button', async () => {
    const { bridge } = createTestBridge();
    signIn(bridge);
    const problem = { type: 'impersonatedSessionExpired', title: 'Expired', status: 401 };
    bridge.myProfile.set({
      state: 'error',
      data: null,
      error: new ApiError(401, problem.type, problem),
    });
    mounted = await mount(shell(), { bridge });
    equal(getByRole(mounted.container, 'heading').textContent, 'Sessionen har gått ut');
    equal(getByRole(mounted.container, 'button', 'Logga ut').getAttribute('type'), 'button');
    equal(queryByRole(mounted.container, 'banner'), null, 'no header on the error screen');
  });

  it('any other profile failure shows the general startup error', async () => {
    const { bridge } = createTestBridge();
    signIn(bridge);
    bridge.myProfile.set({
      state: 'error',
      data: null,
      error: new ApiError(500, 'internal', null),
    });
    mounted = await mount(shell(), { bridge });
    equal(getByRole(mounted.container, 'heading').textContent, 'Mina sidor kunde inte startas');
  });

  it('a loaded profile shows the layout with skip link, header and main', async () => {
    const { bridge } = createTestBridge();
    signIn(bridge);
    mounted = await mount(shell(), { bridge });
    equal(
      getByRole(mounted.container, 'link', 'Hoppa till innehållet').getAttribute('href'),
      '#main-content',
    );
    getByRole(mounted.container, 'banner');
    // The runner's 800 px window is below the xl breakpoint: the menu is behind "Meny".
    await update(() => getByRole(mounted!.container, 'button', 'Meny').click());
    getByRole(mounted.container, 'navigation', 'Huvudmeny');
    equal(getByRole(mounted.container, 'main').querySelector('h1')?.textContent, 'Översikt');
    getByRole(mounted.container, 'button', 'Anna Ek, profilmeny');
  });

  it('a signed-out visitor gets the sign-in button', async () => {
    const { bridge, calls } = createTestBridge();
    bridge.auth.set({ status: 'signedOut', user: null });
    mounted = await mount(shell(), { bridge });
    getByRole(mounted.container, 'button', 'Logga in').click();
    equal(JSON.stringify(calls), JSON.stringify([['signIn', null]]));
  });
});
