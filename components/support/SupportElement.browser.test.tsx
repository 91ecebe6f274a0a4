import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal, present } from '../../shared/testing/assert.ts';
import { networkError, problem } from '../../shared/testing/fakeApi.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import {
  getByRole,
  queryAllByRole,
  queryByRole,
  visibleText,
} from '../../shared/ui/testing/dom.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { demoHarnessOptions, demoIds } from '../../tests/harness/profiles.ts';
import { byLabel, description, setValue, supportPerTest } from './testing.ts';

const home = '/medlem-i-granskog/skogsagarsupport/';

/** The texts of the elements a selector finds, each whitespace-collapsed. */
const textsOf = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => visibleText(e));

describe('portal-support', () => {
  const page = supportPerTest();
  const sent = () => page.api.calls;

  async function mountForm(): Promise<HTMLElement> {
    const mounted = page.open(home);
    await waitFor(() => byLabel(mounted, 'Meddelande'));
    return mounted;
  }

  /** David fills in every field correctly, as with the keyboard and mouse. */
  function fillValid(root: HTMLElement, message = 'Jag hittar inte min avräkning från oktober.') {
    setValue(byLabel<HTMLSelectElement>(root, 'Vad gäller din fråga?'), 'timberTrade');
    byLabel(root, 'Telefon').click();
    setValue(byLabel(root, 'Telefonnummer'), '70 123 45 67');
    setValue(byLabel<HTMLTextAreaElement>(root, 'Meddelande'), message);
  }

  it('shows David the form with his e-mail filled in and +46, axe clean', async () => {
    const root = await mountForm();
    getByRole(root, 'heading', 'Skriv till skogsägarsupporten');
    const purpose = byLabel<HTMLSelectElement>(root, 'Vad gäller din fråga?');
    deepEqual(
      [...purpose.options].map((o) => o.text),
      [
        'Välj ämne',
        'Virkesaffär',
        'Skogsvård och plantor',
        'Ekonomi och konton',
        'Medlemskap',
        'Mina sidor och teknik',
        'Annat',
      ],
    );
    const group = present(root.querySelector('fieldset'), 'the contact preference group');
    equal(group.querySelector('legend')?.textContent, 'Hur vill du att vi kontaktar dig?');
    deepEqual(
      [...group.querySelectorAll('label')].map((l) => l.textContent),
      ['Telefon', 'E-post', 'Teams'],
    );
    equal(byLabel(root, 'E-postadress').value, 'david.ek@example.se');
    equal(byLabel(root, 'Landskod').value, '+46');
    equal(byLabel(root, 'Telefonnummer').value, '');
    assert(description(byLabel(root, 'Meddelande')).includes('0 av 8000 tecken'));
    getByRole(root, 'button', 'Skicka meddelande');
    await expectNoAxeViolations(root);
  });

  it('sends nothing from an empty form: a summary, each message by its field, focus on the first', async () => {
    const root = await mountForm();
    setValue(byLabel(root, 'E-postadress'), '');
    getByRole(root, 'button', 'Skicka meddelande').click();
    const summary = await waitFor(() => getByRole(root, 'alert'));
    deepEqual(textsOf(summary, 'h3'), ['Rätta följande innan du skickar:']);
    deepEqual(textsOf(summary, 'li'), [
      'Välj vad ditt ärende gäller.',
      'Välj hur du vill att vi kontaktar dig.',
      'Ange en giltig e-postadress',
      'Ange med 7-10 siffror, utan en inledande nolla.',
      'Skriv ditt meddelande.',
    ]);
    const purpose = byLabel<HTMLSelectElement>(root, 'Vad gäller din fråga?');
    await waitFor(() => equal(document.activeElement, purpose));
    equal(purpose.getAttribute('aria-invalid'), 'true');
    equal(description(purpose), 'Välj vad ditt ärende gäller.');
    equal(
      description(byLabel(root, 'Telefonnummer')).includes(
        'Ange med 7-10 siffror, utan en inledande nolla.',
      ),
      true,
    );
    equal(
      description(present(root.querySelector('fieldset'), 'group')),
      'Välj hur du vill att vi kontaktar dig.',
    );
    equal(sent().length, 0);
    await expectNoAxeViolations(root);

    // The summary's link takes the member to the field.
    getByRole(summary, 'link', 'Ange en giltig e-postadress').click();
    await waitFor(() => equal(document.activeElement, byLabel(root, 'E-postadress')));
  });

  it('counts a too-long message and refuses it and a bad e-mail with their messages', async () => {
    const root = await mountForm();
    fillValid(root, 'å'.repeat(8001));
    setValue(byLabel(root, 'E-postadress'), 'david.ek@');
    const message = byLabel<HTMLTextAreaElement>(root, 'Meddelande');
    await waitFor(() =>
      assert(description(message).includes('8001 av 8000 tecken. Det är 1 tecken för mycket.')),
    );
    getByRole(root, 'button', 'Skicka meddelande').click();
    const summary = await waitFor(() => getByRole(root, 'alert'));
    deepEqual(textsOf(summary, 'li'), [
      'Ange en giltig e-postadress',
      'Meddelandet får vara högst 8000 tecken.',
    ]);
    await waitFor(() => equal(document.activeElement, byLabel(root, 'E-postadress')));
    assert(description(message).includes('Meddelandet får vara högst 8000 tecken.'));
    equal(sent().length, 0);

    // Shortening the message clears its error at once.
    setValue(message, 'å'.repeat(8000));
    await waitFor(() => equal(message.getAttribute('aria-invalid'), null));
    assert(description(message).includes('8000 av 8000 tecken'));
  });

  it('checks a field when the member leaves it, and clears the error once it is right', async () => {
    const root = await mountForm();
    const phone = byLabel(root, 'Telefonnummer');
    phone.focus();
    await sendKeys({ type: '0701234567' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() =>
      assert(description(phone).includes('Ange med 7-10 siffror, utan en inledande nolla.')),
    );
    equal(phone.getAttribute('aria-invalid'), 'true');
    equal(queryByRole(root, 'alert'), null, 'no summary before submit');
    setValue(phone, '701234567');
    await waitFor(() => equal(phone.getAttribute('aria-invalid'), null));
    equal(description(phone), 'Utan inledande nolla, till exempel 70 123 45 67.');
  });

  it('sends David’s message, confirms it and starts over', async () => {
    const root = await mountForm();
    fillValid(root);
    byLabel(root, 'Meddelande').focus();
    await sendKeys({ type: ' Ring mig gärna.' });
    getByRole(root, 'button', 'Skicka meddelande').focus();
    await sendKeys({ press: 'Enter' });

    const confirmation = await waitFor(() => getByRole(root, 'status'));
    deepEqual(textsOf(confirmation, 'p'), [
      'Tack! Vi har tagit emot ditt meddelande och hör av oss inom två arbetsdagar.',
      'Skogsägarsupporten har öppet vardagar 09.00–16.00.',
    ]);
    await waitFor(() => equal(document.activeElement, confirmation));
    equal(sent().length, 1);
    const [request] = sent();
    equal(request?.method, 'POST');
    equal(request?.path, '/api/v1/support/messages');
    equal(request?.headers.get('Authorization'), 'Bearer test-token');
    equal(request?.headers.get('X-User-Id'), null);
    deepEqual(request?.body, {
      purpose: 'timberTrade',
      contactPreference: 'phone',
      email: 'david.ek@example.se',
      countryCode: '+46',
      phone: '701234567',
      message: 'Jag hittar inte min avräkning från oktober. Ring mig gärna.',
    });
    // The form starts over, the e-mail filled in again.
    equal(byLabel<HTMLSelectElement>(root, 'Vad gäller din fråga?').value, '');
    equal(byLabel(root, 'Telefon').checked, false);
    equal(byLabel<HTMLTextAreaElement>(root, 'Meddelande').value, '');
    equal(byLabel(root, 'E-postadress').value, 'david.ek@example.se');
    assert(description(byLabel(root, 'Meddelande')).includes('0 av 8000 tecken'));
    await expectNoAxeViolations(root);
  });

  it('shows the rules the server names, in the shared words only', async () => {
    page.api.answer(
      'sendMessage',
      problem('validation', {
        email: 'Ange en giltig e-postadress',
        phone: 'regex /^[1-9]/ failed',
      }),
    );
    const root = await mountForm();
    fillValid(root);
    getByRole(root, 'button', 'Skicka meddelande').click();
    const summary = await waitFor(() => getByRole(root, 'alert'));
    deepEqual(textsOf(summary, 'li'), ['Ange en giltig e-postadress', 'Kontrollera uppgiften.']);
    equal(visibleText(root).includes('regex'), false);
    equal(byLabel<HTMLTextAreaElement>(root, 'Meddelande').value.length > 0, true, 'kept');
  });

  it('says so in Swedish when the server refuses or cannot be reached', async () => {
    const root = await mountForm();
    for (const [respond, text] of [
      [problem('forbidden'), 'Du har inte rättighet att utföra denna åtgärd.'],
      [problem('internal'), 'Meddelandet kunde inte skickas. Försök igen om en stund.'],
      [
        networkError(),
        'Vi når inte Mina sidor just nu. Kontrollera din anslutning och försök igen.',
      ],
    ] as const) {
      page.api.answerNext('sendMessage', respond);
      fillValid(root);
      getByRole(root, 'button', 'Skicka meddelande').click();
      await waitFor(() => equal(visibleText(getByRole(root, 'alert')), text));
      equal(visibleText(root).includes('Serverns egen text'), false);
    }
    equal(queryAllByRole(root, 'status').length, 0);
  });

  it('sends as the member acted for when a proxy allows support', async () => {
    page.harness.update(
      demoHarnessOptions({
        person: 'anna',
        proxy: 'bertil',
        roles: ['Service_Support_Read', 'Service_Support_Write'],
      }),
    );
    const root = await mountForm();
    equal(byLabel(root, 'E-postadress').value, 'bertil.gran@example.se');
    fillValid(root);
    getByRole(root, 'button', 'Skicka meddelande').click();
    await waitFor(() => getByRole(root, 'status'));
    equal(sent()[0]?.headers.get('X-User-Id'), demoIds.bertil);
  });

  it('tells Anna acting for Bertil that his proxy does not allow support, with no form', async () => {
    page.harness.update(demoHarnessOptions({ person: 'anna', proxy: 'bertil' }));
    const root = page.open(home);
    await waitFor(() =>
      assert(visibleText(root).includes('Du har inte rättighet att utföra denna åtgärd.')),
    );
    equal(root.querySelector('form'), null);
    await expectNoAxeViolations(root);
  });
});
