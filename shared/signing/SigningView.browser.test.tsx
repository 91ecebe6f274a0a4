import { createRoot, type Root } from 'react-dom/client';
import { createApiClient } from '../api/client.ts';
import { signOrderStartSchema, type SignOrder } from '../contracts/signing.ts';
import { afterEach, beforeEach, describe, it } from '../testing/mocha.ts';
import { assert, deepEqual, equal } from '../testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../testing/dom.ts';
import { field, type } from '../testing/form.ts';
import { expectNoAxeViolations } from '../ui/testing/axe.ts';
import { SigningView } from './SigningView.tsx';
import { signingProblems } from '../contracts/signing/problems.ts';
import { signingRoutes } from '../contracts/signing/routes.ts';
import { installFakeApi, problem, type FakeApi } from '../testing/fakeApi.ts';
import { createFakeSigning, testStartRoutes, type FakeSigning } from './testing/fakeSigning.ts';

const annaNumber = '195001011237';
const text = 'Jag, Anna Skog, ger Bertil Gran fullmakt att signera skogsavtal för min räkning.';

const statusText = (root: ParentNode) => getByRole(root, 'status').textContent;

describe('SigningView', () => {
  let container: HTMLElement;
  let root: Root;
  let signing: FakeSigning;
  let fake: FakeApi<typeof testStartRoutes & typeof signingRoutes>;
  let completed: SignOrder[];
  let inFlight = 0;
  let mostInFlight = 0;
  /** The next start answers this problem instead of an order. */
  let refuseStart: string | null = null;
  const api = createApiClient({
    baseUrl: '/',
    getAccessToken: async () => 'token',
    getProxyUserId: () => null,
  });

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    completed = [];
    refuseStart = null;
    inFlight = 0;
    mostInFlight = 0;
    signing = createFakeSigning({
      personalNumber: annaNumber,
      complete: (order) => ({ proxyId: order.subjectId }),
    });
    const { pollSignOrder, cancelSignOrder, confirmTestSigner } = signing.handlers;
    const later = () => new Promise((resolve) => setTimeout(resolve, 10));
    fake = installFakeApi(
      { ...testStartRoutes, ...signingRoutes },
      {
        startTestSigning: () =>
          refuseStart ? problem(refuseStart) : signing.start('test', 'p1', text),
        pollSignOrder: async (request) => {
          mostInFlight = Math.max(mostInFlight, ++inFlight);
          await later();
          inFlight--;
          return pollSignOrder!(request);
        },
        cancelSignOrder: async (request) => (await later(), cancelSignOrder!(request)),
        confirmTestSigner: async (request) => (await later(), confirmTestSigner!(request)),
      },
      { problems: signingProblems },
    );
  });
  afterEach(() => {
    root.unmount();
    container.remove();
    fake.restore();
  });

  function show(testSigner = true, key = 'view') {
    const start = () =>
      api.request('api/v1/test/sign', signOrderStartSchema, { method: 'POST', body: {} });
    root.render(
      <SigningView
        key={key}
        api={api}
        start={start}
        testSigner={testSigner}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the test covers SigningView's deliberate focus move once an order starts
        autoFocus
        pollIntervalMs={100}
        onComplete={(order) => completed.push(order)}
      />,
    );
  }
  const order = () => [...signing.orders.values()].at(-1)!;

  it('shows BankID’s messages, the QR code and the test signer; signs with the own number once', async () => {
    show();
    await waitFor(() => equal(statusText(container), 'Starta BankID-appen.'));
    assert(container.textContent?.includes(text), 'the text signed is shown');
    const qr = getByRole(container, 'img', 'QR-kod att läsa av med BankID-appen');
    equal(qr.querySelector('path')?.getAttribute('d')?.startsWith('M2 2h7'), true);
    const link = getByRole(container, 'link', 'Öppna BankID på den här enheten');
    equal(
      link.getAttribute('href'),
      `bankid:///?autostarttoken=${order().autoStartToken}&redirect=null`,
    );
    getByRole(container, 'heading', 'BankID på annan enhet');
    const own = field(container, 'Ditt personnummer');
    await waitFor(() => equal(document.activeElement, own));
    await expectNoAxeViolations(container);

    // Empty, then someone else's number: the field says why; the order stays outstanding.
    getByRole(container, 'button', 'Skriv under').click();
    await waitFor(() => equal(own.getAttribute('aria-invalid'), 'true'));
    assert(container.textContent?.includes('Ange ditt personnummer.'));
    type(own, '196211034563');
    getByRole(container, 'button', 'Skriv under').click();
    await waitFor(() =>
      assert(
        container.textContent?.includes(
          'Personnumret stämmer inte med ditt. Signera med ditt eget personnummer.',
        ),
      ),
    );
    equal(document.activeElement, own);
    equal(order().status, 'pending');
    equal(statusText(container), 'Starta BankID-appen.');

    type(own, '19500101-1237');
    getByRole(container, 'button', 'Skriv under').click();
    await waitFor(() =>
      equal(
        statusText(container),
        'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
      ),
    );
    await waitFor(() => equal(statusText(container), 'Underskriften är klar.'));
    equal(completed.length, 1);
    deepEqual(completed[0]!.result, { proxyId: 'p1' });
    equal(queryByRole(container, 'img'), null);
    // Polling stopped with the order, and never overlapped.
    const polls = fake.callsOf('pollSignOrder').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    equal(fake.callsOf('pollSignOrder').length, polls);
    equal(mostInFlight, 1);
    equal(completed.length, 1);
  });

  it('cancels (Åtgärden avbröts.), focuses the message, and starts a new order on retry', async () => {
    show();
    const cancel = await waitFor(() => getByRole(container, 'button', 'Avbryt'));
    cancel.click();
    const alert = await waitFor(() => getByRole(container, 'alert'));
    equal(alert.querySelector('p')?.textContent, 'Åtgärden avbröts.');
    await waitFor(() => equal(document.activeElement, alert));
    equal(order().status, 'cancelled');
    await expectNoAxeViolations(container);
    getByRole(alert, 'button', 'Försök igen').click();
    await waitFor(() => equal(statusText(container), 'Starta BankID-appen.'));
    equal(signing.orders.size, 2);
    equal(queryByRole(container, 'alert'), null);
  });

  it('tells the member when the order expired or the QR code could not be read', async () => {
    for (const [hintCode, message] of [
      [
        'expiredTransaction',
        'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Försök sedan igen.',
      ],
      [
        'startFailed',
        'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.',
      ],
    ] as const) {
      show(true, hintCode);
      await waitFor(() => equal(statusText(container), 'Starta BankID-appen.'));
      signing.fail(order().orderRef, hintCode);
      const alert = await waitFor(() => getByRole(container, 'alert'));
      equal(alert.querySelector('p')?.textContent, message);
      equal(completed.length, 0);
    }
  });

  it('refuses staff impersonating the member with the Swedish reason', async () => {
    refuseStart = 'signingImpersonationNotAllowed';
    show();
    const alert = await waitFor(() => getByRole(container, 'alert'));
    equal(
      alert.querySelector('p')?.textContent,
      'Du kan inte skriva under åt medlemmen när du är inloggad som personal.',
    );
    equal(queryByRole(container, 'img'), null);
    await expectNoAxeViolations(container);
  });

  it('without the test signer: same-device start (Försöker starta BankID-appen.), cancel on leaving', async () => {
    show(false);
    const link = await waitFor(() =>
      getByRole(container, 'link', 'Öppna BankID på den här enheten'),
    );
    await waitFor(() => equal(document.activeElement, link));
    equal(container.querySelector('input'), null);
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    await waitFor(() => equal(statusText(container), 'Försöker starta BankID-appen.'));
    await expectNoAxeViolations(container);

    root.render(<></>);
    await waitFor(() => equal(order().status, 'cancelled'));
    equal(order().hintCode, 'userCancel');
    const signingCalls = () => fake.calls.filter((call) => call.path.includes('/signing/'));
    const polls = signingCalls().length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    equal(signingCalls().length, polls);
  });
});
