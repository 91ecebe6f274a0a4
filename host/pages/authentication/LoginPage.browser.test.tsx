import { deepEqual } from '../../../shared/testing/assert.ts';
import { waitFor } from '../../../shared/testing/dom.ts';
import { describe, it } from '../../../shared/testing/mocha.ts';
import { createTestBridge } from '../../../shared/testing/testBridge.ts';
import type { SignInOptions } from '../../../shared/auth/authService.ts';
import { hostMountPerTest } from '../../testing/mount.tsx';
import { LoginPage } from './LoginPage.tsx';

describe('login page (/authentication/login)', () => {
  const mount = hostMountPerTest();

  async function signInsFor(path: string) {
    const { bridge } = createTestBridge();
    const asked: SignInOptions[] = [];
    const signIn = async (options: SignInOptions) => void asked.push(options);
    await mount(<LoginPage />, { bridge, path, services: { signIn } });
    await waitFor(() => deepEqual(asked.length, 1));
    return asked;
  }

  it("starts the staff sign-in the staff desk's page links to (?method=staff)", async () => {
    deepEqual(await signInsFor('/authentication/login?method=staff'), [
      { returnUrl: '/', acrValues: 'staff' },
    ]);
  });

  it('ignores a method it does not know', async () => {
    deepEqual(await signInsFor('/authentication/login?method=admin&returnUrl=/x'), [
      { returnUrl: '/x' },
    ]);
  });
});
