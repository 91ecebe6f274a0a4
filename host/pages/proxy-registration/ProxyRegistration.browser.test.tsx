import { proxyProblems } from '../../../shared/contracts/proxies/problems.ts';
import { proxyRoutes } from '../../../shared/contracts/proxies/routes.ts';
import type { ExternalProxy } from '../../../shared/contracts/proxies.ts';
import { afterEach, describe, it } from '../../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../../shared/testing/assert.ts';
import { getByRole, queryByRole } from '../../../shared/testing/dom.ts';
import { installFakeApi, problem, type FakeProblem } from '../../../shared/testing/fakeApi.ts';
import { field, setValue } from '../../../shared/testing/form.ts';
import { waitUntil as waitFor } from '../../content/testing/waitUntil.ts';
import { createTestBridge } from '../../../shared/testing/testBridge.ts';
import { expectNoAxeViolations } from '../../../shared/ui/testing/axe.ts';
import { hostMountPerTest, update } from '../../testing/mount.tsx';
import { mountRoutes, type MountedRoutes } from '../../routing/mountRoutes.tsx';
import { recordingApi } from '../../routing/recordingApi.ts';
import { proxyRegistrationPages } from './lazy.tsx';
import { testStartPage } from '../../content/testing/fakeContentApi.ts';

const ticket = 'k'.repeat(43);
const register = `/medlem-i-granskog/fullmakter/extern/${ticket}/`;
const annasProxy: ExternalProxy = {
  giverName: 'Anna Skog',
  rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
  validTo: null,
};

/**
 * The registration calls made from the proxy route table, as the server answers them (a
 * refusal instead where given); every request is recorded.
 */
function fakeRegistrationApi(refusals: { get?: FakeProblem; complete?: FakeProblem } = {}) {
  const api = installFakeApi(
    proxyRoutes,
    {
      readRegistrationTicket: () => refusals.get ?? annasProxy,
      completeRegistration: () => refusals.complete ?? annasProxy,
    },
    { problems: proxyProblems },
  );
  const requests = () =>
    api.calls.map((call) => ({
      method: call.method,
      path: call.path,
      body: call.body,
      auth: call.headers.get('authorization'),
    }));
  return Object.assign(api, { requests });
}

/** Types into a field found by its label, as a member would. */
function fill(root: ParentNode, label: string, value: string) {
  const input = field(root, label);
  setValue(input, value);
  return input;
}

describe('proxy registration pages (anonymous)', () => {
  const mountRoutesPerTest = hostMountPerTest({
    mountWith: mountRoutes,
    clearSessionStorage: true,
  });
  let mounted: MountedRoutes | undefined;
  let fake: ReturnType<typeof fakeRegistrationApi>;
  afterEach(() => fake.restore());

  async function open(path: string, replies?: Parameters<typeof fakeRegistrationApi>[0]) {
    fake = fakeRegistrationApi(replies);
    const { bridge, calls } = createTestBridge();
    bridge.auth.set({ status: 'signedOut', user: null });
    mounted = await mountRoutesPerTest(path, {
      bridge,
      services: { api: recordingApi().api, loadStartPage: async () => testStartPage },
      components: { ContentRoute: () => null, anonymousPages: proxyRegistrationPages },
    });
    return { main: () => getByRole(mounted!.container, 'main'), calls };
  }

  it('Karin sees what Anna gives her, identifies with test e-ID and the callback completes it', async () => {
    const { main, calls } = await open(register);
    await waitFor(() => getByRole(main(), 'heading', 'Fullmakten'));
    equal(getByRole(main(), 'heading', 'Ta emot en fullmakt').tagName, 'H1');
    const text = main().textContent ?? '';
    assert(text.includes('Anna Skog vill ge dig en fullmakt.'), 'names the giver');
    assert(text.includes('Signera skogsavtal') && text.includes('Välja likvidmottagare'), 'rights');
    assert(text.includes('Giltig tillTills vidare'), 'valid-to');
    equal(document.title, 'Granskog – Ta emot en fullmakt');
    deepEqual(fake.requests()[0], {
      method: 'GET',
      path: `/api/v1/proxies/external/${ticket}`,
      body: undefined,
      auth: null,
    });
    await expectNoAxeViolations(main());

    await update(() => getByRole(main(), 'button', 'Identifiera mig och fortsätt').click());
    const number = fill(main(), 'Ditt personnummer', '');
    equal(document.activeElement, number);
    assert(main().textContent?.includes('Ange ditt personnummer.'), 'personal number required');
    assert(main().textContent?.includes('Ange ditt namn.'), 'name required');
    equal(number.getAttribute('aria-invalid'), 'true');

    await update(() => {
      fill(main(), 'Ditt personnummer', '19400615-3334');
      fill(main(), 'Ditt namn', 'Karin Björk');
    });
    await update(() => getByRole(main(), 'button', 'Identifiera mig och fortsätt').click());
    equal(mounted!.router.state.location.pathname, `${register}slutfor/`);

    await waitFor(() =>
      equal(
        getByRole(main(), 'status').textContent,
        'Klart! Du har nu en fullmakt från Anna Skog.',
      ),
    );
    deepEqual(fake.requests().at(-1), {
      method: 'POST',
      path: `/api/v1/proxies/external/${ticket}/complete`,
      body: { personalNumber: '194006153334', name: 'Karin Björk' },
      auth: null,
    });
    equal(fake.requests().filter((r) => r.method === 'POST').length, 1, 'completed once');
    equal(getByRole(main(), 'link', 'Logga in').getAttribute('href'), '/login');
    equal(sessionStorage.getItem('memberportal_proxyRegistration'), null);
    deepEqual(calls, [], 'never asked to sign in');
    await expectNoAxeViolations(main());
  });

  // Each answered with its status from the catalogue (410, 404, 410, 410).
  for (const [type, message, hint] of [
    ['proxyTicketUsed', 'Länken har redan använts.', 'Har du redan tagit emot fullmakten?'],
    ['proxyTicketNotFound', 'Länken finns inte.', 'Be den som vill ge dig fullmakten'],
    ['proxyTicketExpired', 'Länken har gått ut.', 'Be den som vill ge dig fullmakten'],
    [
      'proxyTicketWithdrawn',
      'Fullmakten har dragits tillbaka av den som gav den.',
      'Be den som vill ge dig fullmakten',
    ],
  ] as const) {
    it(`says "${message}" for a ${type} link`, async () => {
      const { main } = await open(register, { get: problem(type) });
      const alert = await waitFor(() => getByRole(main(), 'alert'));
      equal(alert.querySelector('p')?.textContent, message);
      assert(alert.textContent?.includes(hint), 'and what to do');
      equal(queryByRole(main(), 'button', 'Identifiera mig och fortsätt'), null);
    });
  }

  it('tells someone other than the receiver so, and offers to start over', async () => {
    sessionStorage.setItem(
      'memberportal_proxyRegistration',
      JSON.stringify({ ticketId: ticket, personalNumber: '196211034563', name: 'Bertil' }),
    );
    const { main } = await open(`${register}slutfor`, {
      complete: problem('validation', {
        personalNumber: 'Personnumret stämmer inte med den som fullmakten gäller.',
      }),
    });
    const alert = await waitFor(() => getByRole(main(), 'alert'));
    equal(alert.textContent, 'Personnumret stämmer inte med den som fullmakten gäller.');
    equal(getByRole(main(), 'link', 'Börja om').getAttribute('href'), register);
  });

  it('a used link at the callback says so', async () => {
    sessionStorage.setItem(
      'memberportal_proxyRegistration',
      JSON.stringify({ ticketId: ticket, personalNumber: '194006153334', name: 'Karin' }),
    );
    const { main } = await open(`${register}slutfor`, {
      complete: problem('proxyTicketUsed'),
    });
    const alert = await waitFor(() => getByRole(main(), 'alert'));
    equal(alert.querySelector('p')?.textContent, 'Länken har redan använts.');
  });

  it('without an identification, or a cancelled one, the callback sends nothing', async () => {
    const { main } = await open(`${register}slutfor`);
    await waitFor(() =>
      equal(
        getByRole(main(), 'alert').textContent,
        'Vi hittar ingen identifiering. Börja om från länken du fick.',
      ),
    );
    await mounted!.unmount();
    fake.restore();
    sessionStorage.setItem(
      'memberportal_proxyRegistration',
      JSON.stringify({ ticketId: ticket, personalNumber: '194006153334', name: 'Karin' }),
    );
    const again = await open(`${register}slutfor?error=cancelled`);
    await waitFor(() =>
      equal(
        getByRole(again.main(), 'alert').textContent,
        'Identifieringen avbröts. Börja om för att ta emot fullmakten.',
      ),
    );
    deepEqual(fake.requests(), []);
  });
});
