import { describe, it } from '../../shared/testing/mocha.ts';
import { deepEqual } from '../../shared/testing/assert.ts';
import { getByRole } from '../../shared/testing/dom.ts';
import { createTestBridge } from '../../shared/testing/testBridge.ts';
import type { SignInOptions } from '../../shared/auth/authService.ts';
import { hostMountPerTest, update } from '../testing/mount.tsx';
import { LoginChoicePage } from './LoginChoicePage.tsx';

describe('login choice page', () => {
  const mount = hostMountPerTest();

  async function choicesAt(path: string) {
    const chosen: (SignInOptions | undefined)[] = [];
    const { container } = await mount(<LoginChoicePage />, {
      bridge: createTestBridge().bridge,
      path,
      services: { signIn: async (options) => void chosen.push(options) },
    });
    const buttons = () => [...container.querySelectorAll('button')].map((b) => b.textContent);
    return { container, chosen, buttons };
  }

  it('offers a member e-legitimation, e-mail and password, and the staff sign-in', async () => {
    const { buttons } = await choicesAt('/login');
    deepEqual(buttons(), [
      'Logga in med e-legitimation (BankID, test)',
      'Logga in med e-post och lösenord',
      'Logga in som personal',
    ]);
  });

  it("offers an editor's preview the staff sign-in alone, back to the draft's page", async () => {
    const { container, chosen, buttons } = await choicesAt(
      '/login?returnUrl=%2Fkunskap-och-rad%2Fordlista%2F&as=staff',
    );
    deepEqual(buttons(), ['Logga in som personal']);
    await update(() => getByRole(container, 'button', 'Logga in som personal').click());
    deepEqual(chosen, [{ returnUrl: '/kunskap-och-rad/ordlista/', acrValues: 'staff' }]);
  });
});
