import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { problem } from '../../shared/testing/fakeApi.ts';
import { assert, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { description, field, setValue, type } from '../../shared/testing/form.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { platformProblems } from '../../shared/contracts/problem.ts';
import { deliveryMessages } from '../../shared/contracts/timber-deliveries.ts';
import { timberDeliveriesProblems } from '../../shared/contracts/timber-deliveries/problems.ts';
import { createAreaClient } from '../../shared/api/areaClient.ts';
import { createApiClient } from '../../shared/api/client.ts';
import { timberDeliveriesRoutes } from '../../shared/contracts/timber-deliveries/routes.ts';
import { mountPerTest } from '../../shared/testing/react.ts';
import { CompleteDialog } from './CompleteDialog.tsx';
import { sv } from './sv.ts';
import { deliveriesElement, demoDetail, ids, spaces } from './testing.ts';

const listPath = `${ids.ongoing}/upplag/`;
const finalLabel = sv['complete.status.final'];
const notFinalLabel = sv['complete.status.notFinal'];

/**
 * The complete dialog (§2.1, §5 Delivery): information (e-mail, delivery status, message to
 * the transporter) → review → completed, its Swedish field messages by the shared schema, the
 * call's failure, and the whole way by keyboard.
 */
describe('portal-timber-deliveries complete dialog', () => {
  const page = deliveriesElement();

  async function openDialog(): Promise<HTMLElement> {
    const element = page.open(listPath);
    const button = await waitFor(() => getByRole(element, 'button', 'Slutför leveransen'));
    button.click();
    return waitFor(() => getByRole(element, 'dialog'));
  }
  const dialogText = (dialog: HTMLElement) => spaces(dialog.textContent ?? '');
  const email = (dialog: HTMLElement) =>
    dialog.querySelector<HTMLInputElement>('input[type=email]')!;
  const message = (dialog: HTMLElement) => dialog.querySelector('textarea')!;
  const typeMessage = (dialog: HTMLElement, value: string) => setValue(message(dialog), value);
  const completeCalls = () => page.api.deliveryCalls().filter((c) => c.path.endsWith('/complete'));

  it('says in Swedish what is wrong: the e-mail, the missing status, special characters', async () => {
    const dialog = await openDialog();
    equal(email(dialog).value, '', 'no e-mail on the delivery yet');
    equal(field(dialog, finalLabel).checked, false, 'no default status');
    equal(field(dialog, notFinalLabel).checked, false, 'no default status');
    type(email(dialog), 'inte-en-adress');
    typeMessage(dialog, 'Ring <innan> ni kommer');
    getByRole(dialog, 'button', 'Granska leveransen').click();
    await waitFor(() =>
      assert(dialogText(dialog).includes(deliveryMessages.email), dialogText(dialog)),
    );
    assert(description(email(dialog)).includes(deliveryMessages.email), 'at the e-mail field');
    assert(
      description(message(dialog)).includes(deliveryMessages.transporterMessageChars),
      description(message(dialog)),
    );
    const group = dialog.querySelector('[role=radiogroup]')!;
    equal(group.getAttribute('aria-invalid'), 'true');
    assert(
      description(group).includes(deliveryMessages.deliveryStatus),
      `the status group says ${deliveryMessages.deliveryStatus}: ${description(group)}`,
    );
    equal(queryByRole(dialog, 'heading', 'Granska leveransen'), null, 'still the first step');
    equal(completeCalls().length, 0, 'nothing sent');
    await expectNoAxeViolations(dialog);
  });

  it('takes several addresses (§5 multi-text): no empty row, at most three, by keyboard, axe clean', async () => {
    const dialog = await openDialog();
    const add = getByRole(dialog, 'button', 'Lägg till');
    const reason = () => spaces(dialog.querySelector('.form-multi-why')!.textContent ?? '');
    await waitFor(() => equal(document.activeElement, email(dialog)));
    equal(add.getAttribute('aria-disabled'), 'true', 'the only row is empty');
    add.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => equal(reason(), 'Fyll i den tomma raden innan du lägger till en ny.'));
    equal(dialog.querySelectorAll('input[type=email]').length, 1, 'no empty row added');

    type(field(dialog, 'E-postadress 1'), 'anna.skog@example.se');
    await waitFor(() => equal(add.getAttribute('aria-disabled'), null));
    add.focus();
    await sendKeys({ press: 'Enter' });
    const second = await waitFor(() => field(dialog, 'E-postadress 2'));
    equal(document.activeElement, second, 'focus on the new row');
    // An empty row left in the form is refused on its own row, and nothing is sent.
    field(dialog, notFinalLabel).click();
    getByRole(dialog, 'button', 'Granska leveransen').click();
    await waitFor(() =>
      assert(description(second).includes(deliveryMessages.emailEmpty), description(second)),
    );
    equal(queryByRole(dialog, 'heading', 'Granska leveransen'), null, 'still the first step');
    await sendKeys({ type: 'karin.skog@example.se' });
    add.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => field(dialog, 'E-postadress 3'));
    await sendKeys({ type: 'ola@example.se' });
    await waitFor(() => equal(add.getAttribute('aria-disabled'), 'true'));
    add.click();
    await waitFor(() => equal(reason(), 'Du kan lägga till högst 3.'));
    equal(dialog.querySelectorAll('input[type=email]').length, 3, 'stops at three');
    await expectNoAxeViolations(dialog);

    getByRole(dialog, 'button', 'Ta bort E-postadress 3').click();
    await waitFor(() => equal(dialog.querySelectorAll('input[type=email]').length, 2));
    getByRole(dialog, 'button', 'Granska leveransen').click();
    await waitFor(() => getByRole(dialog, 'heading', 'Granska leveransen'));
    assert(
      dialogText(dialog).includes('E-postadresseranna.skog@example.se, karin.skog@example.se'),
      dialogText(dialog),
    );
    getByRole(dialog, 'button', 'Slutför').click();
    await waitFor(() => getByRole(dialog, 'heading', 'Leveransen är slutförd'));
    equal(
      JSON.stringify((completeCalls()[0]!.body as { emails: string[] }).emails),
      JSON.stringify(['anna.skog@example.se', 'karin.skog@example.se']),
    );
  });

  it('refuses a 501-character message and takes 500', async () => {
    const dialog = await openDialog();
    type(email(dialog), 'anna.skog@example.se');
    field(dialog, notFinalLabel).click();
    typeMessage(dialog, 'a'.repeat(501));
    getByRole(dialog, 'button', 'Granska leveransen').click();
    await waitFor(() =>
      assert(description(message(dialog)).includes(deliveryMessages.transporterMessage), 'over'),
    );
    equal(queryByRole(dialog, 'heading', 'Granska leveransen'), null, 'still the first step');
    typeMessage(dialog, 'a'.repeat(500));
    getByRole(dialog, 'button', 'Granska leveransen').click();
    await waitFor(() => getByRole(dialog, 'heading', 'Granska leveransen'));
  });

  it('reviews what is sent, then completes as final', async () => {
    const dialog = await openDialog();
    type(email(dialog), 'anna.skog@example.se');
    field(dialog, finalLabel).click();
    typeMessage(dialog, 'Ring innan ni kommer, tack.');
    getByRole(dialog, 'button', 'Granska leveransen').click();
    const heading = await waitFor(() => getByRole(dialog, 'heading', 'Granska leveransen'));
    await waitFor(() => equal(document.activeElement, heading));
    const review = dialogText(dialog);
    for (const part of [
      'Steg 2 av 3',
      'VO-2',
      'anna.skog@example.se',
      `Leveransstatus${finalLabel}`,
      'Ring innan ni kommer, tack.',
      'Totalt 24,75 ha',
      'EUDR-volym: 300 m³fub',
      'Avlägg vid Norrskogsvägen',
      'Grantimmer: 85 m³fub, v. 46',
      '4 travar',
      'Total volym: 85 m³fub',
    ])
      assert(review.includes(part), `${part} in ${review}`);
    await expectNoAxeViolations(dialog);
    getByRole(dialog, 'button', 'Slutför').click();
    await waitFor(() => getByRole(dialog, 'heading', 'Leveransen är slutförd'));
    assert(
      dialogText(dialog).includes('Alla sortiment är slutliga och anmälan VO-2 är stängd.'),
      dialogText(dialog),
    );
    const sent = completeCalls();
    equal(sent.length, 1);
    equal(
      JSON.stringify(sent[0]!.body),
      JSON.stringify({
        emails: ['anna.skog@example.se'],
        deliveryStatus: 'final',
        transporterMessage: 'Ring innan ni kommer, tack.',
      }),
    );
  });

  it('a partial delivery says the notification stays open', async () => {
    const dialog = await openDialog();
    type(email(dialog), 'anna.skog@example.se');
    field(dialog, notFinalLabel).click();
    getByRole(dialog, 'button', 'Granska leveransen').click();
    await waitFor(() => getByRole(dialog, 'heading', 'Granska leveransen'));
    assert(dialogText(dialog).includes(`Leveransstatus${notFinalLabel}`), dialogText(dialog));
    getByRole(dialog, 'button', 'Slutför').click();
    await waitFor(() => getByRole(dialog, 'heading', 'Leveransen är slutförd'));
    assert(
      dialogText(dialog).includes(sv['complete.doneTextNotFinal'].replace('{order}', 'VO-2')),
      dialogText(dialog),
    );
    equal((completeCalls()[0]!.body as { deliveryStatus: string }).deliveryStatus, 'notFinal');
  });

  it('a failed call says so in Swedish and stays on the review', async () => {
    for (const [failure, text] of [
      ['internal', platformProblems.internal.message],
      ['StackTagsPending', timberDeliveriesProblems.StackTagsPending.message],
    ] as const) {
      page.api.answer('completeDelivery', problem(failure));
      const dialog = await openDialog();
      type(email(dialog), 'anna.skog@example.se');
      field(dialog, finalLabel).click();
      getByRole(dialog, 'button', 'Granska leveransen').click();
      await waitFor(() => getByRole(dialog, 'heading', 'Granska leveransen'));
      getByRole(dialog, 'button', 'Slutför').click();
      await waitFor(() => assert(dialogText(dialog).includes(text), dialogText(dialog)));
      equal(queryByRole(dialog, 'heading', 'Leveransen är slutförd'), null);
      getByRole(dialog, 'button', 'Slutför');
      await expectNoAxeViolations(dialog);
    }
  });

  it('goes the whole way by keyboard', async () => {
    const dialog = await openDialog();
    await waitFor(() => equal(document.activeElement, email(dialog), 'focus starts at the e-mail'));
    await sendKeys({ type: 'anna.skog@example.se' });
    await sendKeys({ press: 'Tab' });
    equal(
      document.activeElement,
      getByRole(dialog, 'button', 'Lägg till'),
      'then adding an address',
    );
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement, field(dialog, finalLabel), 'Tab enters the status group');
    await sendKeys({ press: 'ArrowDown' });
    equal(field(dialog, notFinalLabel).checked, true, 'an arrow chooses the next status');
    await sendKeys({ press: 'ArrowUp' });
    equal(field(dialog, finalLabel).checked, true);
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement, message(dialog), 'then the message');
    await sendKeys({ type: 'Ring innan' });
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement, getByRole(dialog, 'button', 'Granska leveransen'));
    await sendKeys({ press: 'Enter' });
    const heading = await waitFor(() => getByRole(dialog, 'heading', 'Granska leveransen'));
    await waitFor(() => equal(document.activeElement, heading, 'focus on the review'));
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement, getByRole(dialog, 'button', 'Slutför'));
    await sendKeys({ press: 'Enter' });
    const done = await waitFor(() => getByRole(dialog, 'heading', 'Leveransen är slutförd'));
    await waitFor(() => equal(document.activeElement, done));
    equal(
      (completeCalls()[0]!.body as { transporterMessage: string }).transporterMessage,
      'Ring innan',
    );
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => equal(queryByRole(page.root(), 'dialog'), null, 'closed'));
  });

  describe('on a locked delivery', () => {
    const mount = mountPerTest();
    it('shows the reason and no form, should it open there all the same', async () => {
      const calls = createAreaClient(
        createApiClient({
          baseUrl: '/',
          getAccessToken: async () => null,
          getProxyUserId: () => null,
        }),
        timberDeliveriesRoutes,
      );
      const detail = demoDetail();
      const container = mount(
        <CompleteDialog
          calls={calls}
          detail={{ ...detail, delivery: { ...detail.delivery, eudrStatus: 'InReview' } }}
          eudr
          onClose={() => undefined}
        />,
      );
      const dialog = await waitFor(() => getByRole(container, 'dialog'));
      assert(dialogText(dialog).includes(sv['landings.reviewRunning']), dialogText(dialog));
      equal(dialog.querySelector('form'), null, 'no form');
      equal(queryByRole(dialog, 'button', 'Granska leveransen'), null);
      getByRole(dialog, 'button', 'Stäng');
      await expectNoAxeViolations(dialog);
    });
  });
});
