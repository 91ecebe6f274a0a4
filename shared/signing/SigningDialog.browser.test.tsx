import { sendKeys } from '@web/test-runner-commands';
import { useRef, useState } from 'react';
import { z } from 'zod/mini';
import { createApiClient } from '../api/client.ts';
import { signOrderStartSchema, type SignOrderStart } from '../contracts/signing.ts';
import { TextField } from '../forms/fields.tsx';
import { CloseFooter, FormFooter } from '../forms/FormFooter.tsx';
import { useForm } from '../forms/useForm.ts';
import { assert, equal } from '../testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../testing/dom.ts';
import { afterEach, beforeEach, describe, it } from '../testing/mocha.ts';
import { mountPerTest } from '../testing/react.ts';
import { expectNoAxeViolations } from '../ui/testing/axe.ts';
import { visibleText } from '../ui/testing/dom.ts';
import { SigningDialog, SigningStep, useSigningDialog } from './SigningDialog.tsx';
import { signingProblems } from '../contracts/signing/problems.ts';
import { signingRoutes } from '../contracts/signing/routes.ts';
import { installFakeApi, type FakeApi } from '../testing/fakeApi.ts';
import { createFakeSigning, testStartRoutes, type FakeSigning } from './testing/fakeSigning.ts';

const annaNumber = '195001011237';
const api = createApiClient({
  baseUrl: '/',
  getAccessToken: async () => 'token',
  getProxyUserId: () => null,
});
const startOrder = () =>
  api.request('api/v1/test/sign', signOrderStartSchema, { method: 'POST', body: {} });

const schema = z.object({
  receiver: z.string().check(z.trim(), z.minLength(1, { error: 'Skriv mottagarens namn.' })),
});

/** Hand over a forest estate: a form, then the member signs, then the receipt. */
function HandOverDialog({ onClosed }: { onClosed(): void }) {
  const firstField = useRef<HTMLElement>(null);
  const dialog = useSigningDialog<
    { receiver: string; start: () => Promise<SignOrderStart> },
    { receipt: string }
  >({ onClose: onClosed, initialFocus: firstField });
  const { state, close } = dialog;
  return (
    <SigningDialog
      dialog={dialog}
      titles={{ form: 'Överlåt fastigheten', sign: 'Signera överlåtelsen', done: 'Klart' }}
    >
      {state.step === 'form' ? (
        <HandOverForm
          firstField={firstField}
          dirtyRef={dialog.dirtyRef}
          onCancel={dialog.requestClose}
          onStarted={(receiver) => dialog.toSign({ receiver, start: startOrder })}
        />
      ) : state.step === 'sign' ? (
        <>
          <p>{`Till ${state.receiver}`}</p>
          <SigningStep
            api={api}
            start={state.start}
            testSigner
            pollIntervalMs={20}
            fieldRef={dialog.signField}
            onComplete={(order) => dialog.toDone({ receipt: String(order.result?.receipt) })}
            action={{ label: 'Signera senare', onClick: close }}
          />
        </>
      ) : (
        <>
          <p className="alert alert-success alert-spaced">{`Kvitto ${state.receipt}`}</p>
          <CloseFooter label="Stäng" onClose={close} primary />
        </>
      )}
    </SigningDialog>
  );
}

/** The dialog while open; `onClosed` once it has closed. */
function Opener({ onClosed }: { onClosed(): void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <HandOverDialog
      onClosed={() => {
        setOpen(false);
        onClosed();
      }}
    />
  ) : null;
}

function HandOverForm({
  firstField,
  dirtyRef,
  onCancel,
  onStarted,
}: {
  firstField: { current: HTMLElement | null };
  dirtyRef: { current: boolean };
  onCancel(): void;
  onStarted(receiver: string): void;
}) {
  const form = useForm({
    schema,
    initial: { receiver: '' },
    onSubmit: ({ receiver }) => onStarted(receiver),
  });
  dirtyRef.current = form.isDirty;
  const receiver = form.field('receiver');
  return (
    <form {...form.formProps} className="form">
      <TextField
        {...receiver}
        inputRef={(element) => {
          firstField.current = element;
          receiver.inputRef(element);
        }}
        label="Mottagare"
        required
      />
      <FormFooter submitLabel="Gå vidare" submitting={form.submitting} onCancel={onCancel} />
    </form>
  );
}

/** The field a visible label names. */
const field = (root: ParentNode, label: string) => {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  const input = found && document.getElementById(found.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
  return input;
};

async function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  await sendKeys({ type: text });
}

describe('useSigningDialog, SigningDialog and SigningStep', () => {
  let fake: FakeApi<typeof testStartRoutes & typeof signingRoutes>;
  let signing: FakeSigning;
  let closed = 0;

  const render = mountPerTest();
  const mount = () => render(<Opener onClosed={() => closed++} />);
  beforeEach(() => {
    closed = 0;
    signing = createFakeSigning({
      personalNumber: annaNumber,
      complete: (order) => ({ receipt: `K-${order.subjectId}` }),
      userSignPolls: 0,
    });
    fake = installFakeApi(
      { ...testStartRoutes, ...signingRoutes },
      {
        startTestSigning: () => signing.start('test', 'f1', 'Jag överlåter fastigheten.'),
        ...signing.handlers,
      },
      { problems: signingProblems },
    );
  });
  afterEach(() => {
    fake.restore();
  });

  it('goes form, signing, outcome: the heading names each step and focus moves with it', async () => {
    const page = mount();
    const dialog = await waitFor(() => getByRole(page, 'dialog', 'Överlåt fastigheten'));
    const receiver = field(dialog, 'Mottagare');
    equal(document.activeElement, receiver, 'focus starts on the first field');
    await typeInto(receiver, 'Bertil Gran');
    getByRole(dialog, 'button', 'Gå vidare').click();

    await waitFor(() => getByRole(page, 'dialog', 'Signera överlåtelsen'));
    assert(visibleText(dialog).includes('Till Bertil Gran'), 'the step’s own content');
    const own = await waitFor(() => field(dialog, 'Ditt personnummer'));
    await waitFor(() => equal(document.activeElement, own));
    await expectNoAxeViolations(page);

    await typeInto(own, annaNumber);
    getByRole(dialog, 'button', 'Skriv under').click();
    await waitFor(() => getByRole(page, 'dialog', 'Klart'));
    assert(visibleText(dialog).includes('Kvitto K-f1'), 'the outcome');
    await waitFor(() => equal(document.activeElement, getByRole(dialog, 'heading', 'Klart')));
    await expectNoAxeViolations(page);
    getByRole(dialog, 'button', 'Stäng').click();
    await waitFor(() => equal(closed, 1));
    equal(queryByRole(page, 'dialog'), null);
  });

  it('asks before closing only on the form step with changes; Escape on the signing step closes', async () => {
    const page = mount();
    const dialog = await waitFor(() => getByRole(page, 'dialog'));
    await typeInto(field(dialog, 'Mottagare'), 'Bertil Gran');

    await sendKeys({ press: 'Escape' });
    const question = await waitFor(() =>
      getByRole(page, 'alertdialog', 'Vill du stänga utan att spara?'),
    );
    getByRole(question, 'button', 'Fortsätt fylla i').click();
    await waitFor(() => equal(queryByRole(page, 'alertdialog'), null));
    equal(closed, 0);

    getByRole(dialog, 'button', 'Gå vidare').click();
    const own = await waitFor(() => field(dialog, 'Ditt personnummer'));
    await waitFor(() => equal(document.activeElement, own));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(closed, 1));
    equal(queryByRole(page, 'alertdialog'), null, 'no question once the form is sent');
    // The signing view went with the dialog: its order is cancelled, not left running.
    const order = [...signing.orders.values()].at(-1);
    await waitFor(() => equal(order?.status, 'cancelled'));
  });

  it('closes from the signing step by the action under the view', async () => {
    const page = mount();
    const dialog = await waitFor(() => getByRole(page, 'dialog'));
    await typeInto(field(dialog, 'Mottagare'), 'Bertil Gran');
    getByRole(dialog, 'button', 'Gå vidare').click();
    const later = await waitFor(() => getByRole(dialog, 'button', 'Signera senare'));
    later.click();
    await waitFor(() => equal(closed, 1));
    equal(queryByRole(page, 'alertdialog'), null);
    const order = [...signing.orders.values()].at(-1);
    await waitFor(() => equal(order?.status, 'cancelled'));
  });
});
