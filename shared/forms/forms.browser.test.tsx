import { sendKeys } from '@web/test-runner-commands';
import { useRef, useState } from 'react';
import { z } from 'zod/mini';
import { ApiError } from '../api/apiError.ts';
import { assert, deepEqual, equal, present } from '../testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../testing/dom.ts';
import { describe, it } from '../testing/mocha.ts';
import { byLabel } from '../testing/form.ts';
import { mountPerTest } from '../testing/react.ts';
import { expectNoAxeViolations } from '../ui/testing/axe.ts';
import { visibleText } from '../ui/testing/dom.ts';
import { AmountField } from './AmountField.tsx';
import { amountSchema } from './amountSchema.ts';
import { ConfirmClose } from './ConfirmClose.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Checkbox, DateField, RadioGroup, SelectField, TextField } from './fields.tsx';
import { FormFooter } from './FormFooter.tsx';
import { MultiTextField } from './MultiTextField.tsx';
import { TextAreaField } from './TextAreaField.tsx';
import { useForm, type UseFormOptions } from './useForm.ts';
import { useFormDialog } from './useFormDialog.ts';

/** A timber-sale enquiry: every kind of field the kit has, with the shared rules' style. */
const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'Skriv ditt namn.' })),
  price: amountSchema({ required: true, min: 100, max: 100_000_000 }),
  emails: z
    .array(
      z
        .string()
        .check(z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: 'Ange en giltig e-postadress.' })),
    )
    .check(z.maxLength(3, { error: 'Högst 3 adresser.' })),
  message: z.string().check(z.maxLength(50, { error: 'Meddelandet får vara högst 50 tecken.' })),
  delivery: z
    .string()
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Ange datumet som ÅÅÅÅ-MM-DD.' })),
  assortment: z.enum(['timber', 'pulp'], { error: 'Välj sortiment.' }),
  payment: z.enum(['now', 'later'], { error: 'Välj när du vill få betalt.' }),
  agree: z.literal(true, { error: 'Du behöver godkänna villkoren.' }),
});
type Values = {
  name: string;
  price: string;
  emails: string[];
  message: string;
  delivery: string;
  assortment: string;
  payment: string | null;
  agree: boolean;
};
const empty: Values = {
  name: '',
  price: '',
  emails: [''],
  message: '',
  delivery: '',
  assortment: '',
  payment: null,
  agree: false,
};
const valid: Values = {
  name: 'Anna Skog',
  price: '1 234,50',
  emails: ['anna.skog@example.se'],
  message: 'Hej!',
  delivery: '2027-03-31',
  assortment: 'timber',
  payment: 'now',
  agree: true,
};

type Submit = UseFormOptions<Values, z.infer<typeof schema>>['onSubmit'];

function Enquiry({
  initial = empty,
  onSubmit,
  focusOnError,
  onCancel,
  dirtyRef,
}: {
  initial?: Values;
  onSubmit: Submit;
  focusOnError?: 'field' | 'summary';
  onCancel?: () => void;
  dirtyRef?: { current: boolean };
}) {
  const form = useForm({
    schema,
    initial,
    onSubmit,
    ...(focusOnError ? { focusOnError } : {}),
  });
  if (dirtyRef) dirtyRef.current = form.isDirty;
  return (
    <form {...form.formProps} className="form">
      <h2>Intresseanmälan</h2>
      <ErrorSummary form={form} />
      <TextField {...form.field('name')} label="Namn" required autoComplete="name" />
      <AmountField {...form.field('price')} label="Lägsta pris" hint="I kronor." required />
      <MultiTextField
        {...form.field('emails')}
        label="E-postadresser"
        rowLabel="E-postadress"
        type="email"
        max={3}
      />
      <TextAreaField {...form.field('message')} label="Meddelande" maxLength={50} />
      <DateField {...form.field('delivery')} label="Leveransdag" width="medium" />
      <SelectField
        {...form.field('assortment')}
        label="Sortiment"
        placeholder="Välj sortiment"
        options={[
          { value: 'timber', label: 'Timmer' },
          { value: 'pulp', label: 'Massaved' },
        ]}
      />
      <RadioGroup
        {...form.field('payment')}
        label="Betalning"
        options={[
          { value: 'now', label: 'Direkt' },
          { value: 'later', label: 'Nästa år', hint: 'Skatten kan bli lägre.' },
        ]}
      />
      <Checkbox {...form.field('agree')} label="Jag godkänner villkoren" />
      <FormFooter form={form} submitLabel="Skicka" onCancel={onCancel} />
    </form>
  );
}

/** The enquiry in a modal dialog that asks before closing with unsaved changes. */
function EnquiryDialog({ onClosed }: { onClosed(): void }) {
  const dirty = useRef(false);
  const { close, requestClose, confirming, keepOpen, dialogProps } = useFormDialog(
    onClosed,
    undefined,
    () => dirty.current,
  );
  return (
    <dialog {...dialogProps} className="dialog form-dialog" aria-label="Intresseanmälan">
      <ConfirmClose open={confirming} onStay={keepOpen} onLeave={close} />
      <Enquiry onSubmit={() => close()} onCancel={requestClose} dirtyRef={dirty} />
    </dialog>
  );
}

function Opener() {
  const [open, setOpen] = useState(true);
  const [closed, setClosed] = useState(0);
  return (
    <>
      <p role="status">{`Stängd ${closed} gånger`}</p>
      {open && (
        <EnquiryDialog
          onClosed={() => {
            setOpen(false);
            setClosed((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

/** The texts aria-describedby points to, joined with ' | '. */
function described(control: Element): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

describe('the forms kit', () => {
  const mount = mountPerTest();

  it('checks a field when the member leaves it, with no summary before a submit', async () => {
    const page = mount(<Enquiry onSubmit={() => {}} />);
    const name = byLabel(page, 'Namn');
    equal(name.getAttribute('aria-required'), 'true');
    assert(page.textContent?.includes('Namn (obligatoriskt)'), 'required said in words');
    name.focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => equal(name.getAttribute('aria-invalid'), 'true'));
    equal(described(name), 'Skriv ditt namn.');
    equal(queryByRole(page, 'alert'), null, 'no summary before submit');
    await typeInto(name, 'Anna');
    await waitFor(() => equal(name.getAttribute('aria-invalid'), null), 1000);
    equal(described(name), '');
    await expectNoAxeViolations(page);
  });

  it('waits with the message when the member leaves a field for the submit button', async () => {
    // A message appearing between press and release would move the button from under the
    // pointer and swallow the click; the submit checks everything anyway.
    const page = mount(<Enquiry onSubmit={() => {}} />);
    const name = byLabel(page, 'Namn');
    name.focus();
    getByRole(page, 'button', 'Skicka').focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    equal(name.getAttribute('aria-invalid'), null);
    getByRole(page, 'button', 'Skicka').click();
    await waitFor(() => equal(name.getAttribute('aria-invalid'), 'true'));
  });

  it('does not check a radio group while focus moves between its own radios', async () => {
    // The first radio has focus (a dialog's first field); pressing the second would blur the
    // first, and a message appearing above the options would move the second from under the
    // pointer before the click (seen in the accounts dialog, issue 11).
    const page = mount(<Enquiry onSubmit={() => {}} />);
    const now = byLabel(page, 'Direkt');
    const later = byLabel(page, 'Nästa år');
    now.focus();
    later.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const group = now.closest('[role="radiogroup"]')!;
    equal(group.getAttribute('aria-invalid'), null);
    later.click();
    await waitFor(() => equal(later.checked, true));
    // Leaving the group for another field still checks it (it has a value now: no message).
    byLabel(page, 'Namn').focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    equal(group.getAttribute('aria-invalid'), null);
  });

  it('on a failed submit focuses the summary, whose links lead to the fields', async () => {
    let sent = 0;
    const page = mount(<Enquiry onSubmit={() => void sent++} focusOnError="summary" />);
    getByRole(page, 'button', 'Skicka').click();
    const summary = await waitFor(() =>
      present(page.querySelector<HTMLElement>('.form-summary'), 'the summary'),
    );
    await waitFor(() => equal(document.activeElement, summary));
    equal(summary.getAttribute('tabindex'), '-1');
    equal(visibleText(getByRole(summary, 'heading')), 'Rätta följande:');
    deepEqual(
      [...summary.querySelectorAll('a')].map((a) => a.textContent),
      [
        'Skriv ditt namn.',
        'Ange ett belopp.',
        'Ange en giltig e-postadress.',
        'Ange datumet som ÅÅÅÅ-MM-DD.',
        'Välj sortiment.',
        'Välj när du vill få betalt.',
        'Du behöver godkänna villkoren.',
      ],
    );
    equal(sent, 0);
    await expectNoAxeViolations(page);
    getByRole(summary, 'link', 'Välj när du vill få betalt.').click();
    equal(document.activeElement, byLabel(page, 'Direkt'), 'the group’s first choice');
    getByRole(summary, 'link', 'Ange ett belopp.').click();
    equal(document.activeElement, byLabel(page, 'Lägsta pris'));
  });

  it('focuses the first wrong field by default and announces the summary', async () => {
    const page = mount(<Enquiry onSubmit={() => {}} initial={{ ...valid, delivery: '31/3' }} />);
    getByRole(page, 'button', 'Skicka').click();
    const summary = await waitFor(() => getByRole(page, 'alert'));
    deepEqual(
      [...summary.querySelectorAll('li')].map((li) => li.textContent),
      ['Ange datumet som ÅÅÅÅ-MM-DD.'],
    );
    equal(document.activeElement, byLabel(page, 'Leveransdag'));
  });

  it('puts the server’s 400 errors on the same fields, _form in the summary', async () => {
    let calls = 0;
    const page = mount(
      <Enquiry
        initial={{ ...valid, emails: ['anna.skog@example.se', 'karin@example.se'] }}
        onSubmit={async () => {
          calls++;
          throw new ApiError(400, 'validation', {
            type: 'validation',
            title: 'Bad Request',
            status: 400,
            errors: {
              _form: 'Anmälan kunde inte tas emot som den är.',
              'emails.1': 'Adressen tillhör en annan medlem.',
              unknownField: 'Visas inte.',
            },
          });
        }}
      />,
    );
    getByRole(page, 'button', 'Skicka').click();
    const summary = await waitFor(() => getByRole(page, 'alert'));
    deepEqual(
      [...summary.querySelectorAll('li')].map((li) => li.textContent),
      ['Anmälan kunde inte tas emot som den är.', 'Adressen tillhör en annan medlem.'],
    );
    const second = byLabel(page, 'E-postadress 2');
    await waitFor(() => equal(document.activeElement, second));
    equal(second.getAttribute('aria-invalid'), 'true');
    equal(described(second), 'Adressen tillhör en annan medlem.');
    equal(calls, 1);
    assert(!visibleText(page).includes('Visas inte.'), 'a key with no field is not shown');
    await expectNoAxeViolations(page);
    // Changing the field takes the server's word away.
    await typeInto(second, 'karin.bjork@example.se');
    await waitFor(() => equal(second.getAttribute('aria-invalid'), null), 1000);
  });

  it('shows a failure that is not about fields in Swedish, and refuses a double submit', async () => {
    let calls = 0;
    let fail: (error: unknown) => void = () => {};
    const page = mount(
      <Enquiry
        initial={valid}
        onSubmit={() => {
          calls++;
          return new Promise<void>((_resolve, reject) => (fail = reject));
        }}
      />,
    );
    const button = getByRole(page, 'button', 'Skicka');
    button.click();
    await waitFor(() => equal(button.getAttribute('aria-disabled'), 'true'));
    equal(button.textContent, 'Skickar…');
    button.click();
    equal(calls, 1, 'the second press is ignored');
    fail(new ApiError(0, 'network', null));
    await waitFor(() =>
      equal(visibleText(getByRole(page, 'alert')), 'Något gick fel. Försök igen om en stund.'),
    );
    equal(button.getAttribute('aria-disabled'), null);
  });

  it('reads Swedish amounts as öre and writes them back readably', async () => {
    let sent: z.infer<typeof schema> | null = null;
    const page = mount(
      <Enquiry initial={{ ...valid, price: '' }} onSubmit={(data) => void (sent = data)} />,
    );
    const price = byLabel(page, 'Lägsta pris');
    assert(described(price).includes('kr'), 'the unit is read with the field');
    await typeInto(price, '1234.5');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => equal(price.value, '1 234,50'));
    equal(price.getAttribute('aria-invalid'), null);
    await typeInto(price, '12,345');
    await sendKeys({ press: 'Tab' });
    await waitFor(() =>
      assert(described(price).includes('Ange öre med högst två siffror efter kommat')),
    );
    equal(price.value, '12,345', 'a wrong amount is left as typed');
    await typeInto(price, 'tusen');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => assert(described(price).includes('Ange beloppet i kronor med siffror')));
    await typeInto(price, '50 kr');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => equal(price.value, '50'));
    getByRole(page, 'button', 'Skicka').click();
    await waitFor(() => assert(sent !== null));
    equal(sent!.price, 5000);
  });

  it('adds an e-mail row only when the last is filled and below the maximum, and says why not', async () => {
    const page = mount(<Enquiry onSubmit={() => {}} />);
    const add = getByRole(page, 'button', 'Lägg till');
    equal(add.getAttribute('aria-disabled'), 'true', 'the only row is empty');
    add.click();
    await waitFor(() =>
      equal(
        visibleText(getByRole(page, 'status')),
        'Fyll i den tomma raden innan du lägger till en ny.',
      ),
    );
    equal(page.querySelectorAll('.form-multi-row').length, 1);

    await typeInto(byLabel(page, 'E-postadress 1'), 'anna@example.se');
    await waitFor(() => equal(add.getAttribute('aria-disabled'), null));
    equal(visibleText(getByRole(page, 'status')), '', 'the reason goes once it no longer holds');
    add.click();
    const second = await waitFor(() => byLabel(page, 'E-postadress 2'));
    equal(document.activeElement, second, 'focus on the new row');
    await sendKeys({ type: 'karin@example.se' });
    add.click();
    await waitFor(() => byLabel(page, 'E-postadress 3'));
    await sendKeys({ type: 'bertil@example.se' });
    await waitFor(() => equal(add.getAttribute('aria-disabled'), 'true'));
    add.click();
    await waitFor(() =>
      equal(visibleText(getByRole(page, 'status')), 'Du kan lägga till högst 3.'),
    );
    equal(page.querySelectorAll('.form-multi-row').length, 3);

    getByRole(page, 'button', 'Ta bort E-postadress 2').click();
    await waitFor(() => equal(page.querySelectorAll('.form-multi-row').length, 2));
    equal(byLabel(page, 'E-postadress 2').value, 'bertil@example.se');
    equal(document.activeElement, byLabel(page, 'E-postadress 1'));
    await expectNoAxeViolations(page);
  });

  it('counts characters as the member types and announces the count once they pause', async () => {
    const page = mount(<Enquiry onSubmit={() => {}} />);
    const message = byLabel<HTMLTextAreaElement>(page, 'Meddelande');
    assert(described(message).includes('0 av 50 tecken'));
    const live = present(page.querySelector('[aria-live="polite"]'), 'the live region');
    equal(live.textContent, '', 'nothing announced before typing');
    message.focus();
    await sendKeys({ type: 'Hej skogen' });
    assert(described(message).includes('10 av 50 tecken'), 'the visible count follows at once');
    equal(live.textContent, '', 'not on every key');
    await waitFor(() => equal(live.textContent, '10 av 50 tecken'), 2500);
    await sendKeys({ type: ' '.repeat(41) });
    await waitFor(
      () => assert(described(message).includes('51 av 50 tecken. Det är 1 tecken för mycket.')),
      1000,
    );
    await waitFor(
      () => equal(live.textContent, '51 av 50 tecken. Det är 1 tecken för mycket.'),
      2500,
    );
  });

  it('asks before closing a dialog with unsaved changes (Escape, Avbryt), not when untouched', async () => {
    const page = mount(<Opener />);
    const dialog = await waitFor(() => getByRole(page, 'dialog'));
    const name = byLabel(dialog, 'Namn');
    await typeInto(name, 'Anna');

    await sendKeys({ press: 'Escape' });
    const confirm = await waitFor(() => getByRole(page, 'alertdialog'));
    equal(visibleText(getByRole(confirm, 'heading')), 'Vill du stänga utan att spara?');
    await waitFor(() =>
      equal(document.activeElement, getByRole(confirm, 'button', 'Fortsätt fylla i')),
    );
    await expectNoAxeViolations(page);
    // Escape in the question means "stay": the form and what was typed are still there.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(queryByRole(page, 'alertdialog'), null));
    assert((getByRole(page, 'dialog') as HTMLDialogElement).open, 'still open');
    equal(document.activeElement, name, 'focus back where it was');
    equal(name.value, 'Anna');

    getByRole(dialog, 'button', 'Avbryt').click();
    const again = await waitFor(() => getByRole(page, 'alertdialog'));
    getByRole(again, 'button', 'Stäng utan att spara').click();
    await waitFor(() => equal(queryByRole(page, 'dialog'), null));
    equal(visibleText(getByRole(page, 'status')), 'Stängd 1 gånger');
  });

  it('closes an untouched dialog on Escape without asking', async () => {
    const page = mount(<Opener />);
    const dialog = await waitFor(() => getByRole(page, 'dialog'));
    byLabel(dialog, 'Namn').focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(queryByRole(page, 'dialog'), null));
    equal(queryByRole(page, 'alertdialog'), null);
    equal(visibleText(getByRole(page, 'status')), 'Stängd 1 gånger');
  });
});
