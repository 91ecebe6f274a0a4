import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { demoHarnessOptions } from '../../tests/harness/profiles.ts';
import { annaToBertil, bertilToAnna, proxiesPerTest, ticketId } from './testing.ts';
import { description, field, type } from '../../shared/testing/form.ts';

const list = '/medlem-i-granskog/fullmakter/';
const readOnly = ['Service_Proxy_Read'];

describe('portal-proxies', () => {
  const page = proxiesPerTest();
  const open = async (path = list) => page.open(path);
  const { root, navigations } = page;
  /**
   * The dialog once open: useModalDialog opens it in an effect after the render, and a
   * close() before that does nothing.
   */
  const dialog = () => {
    const found = getByRole(root(), 'dialog') as HTMLDialogElement;
    assert(found.open, 'the dialog open');
    return found;
  };

  it("shows Anna's given and received proxies with status, rights and valid-to", async () => {
    const release = page.api.holdNext('listProxies');
    await open();
    await waitFor(() => equal(getByRole(root(), 'status').textContent, 'Fullmakterna hämtas…'));
    release();
    await waitFor(() => getByRole(root(), 'heading', 'Fullmakter du har gett'));
    const given = getByRole(root(), 'link', 'Till Bertil Gran').closest('li')!;
    assert(given.textContent?.includes('StatusAktiv'), 'status shown');
    assert(
      given.textContent?.includes('BehörigheterSignera skogsavtal, Välja likvidmottagare'),
      'rights shown',
    );
    assert(given.textContent?.includes('Giltig till2027-06-30'), 'valid-to shown');
    const received = getByRole(root(), 'link', 'Från Bertil Gran').closest('li')!;
    assert(received.textContent?.includes('Giltig tillTills vidare'), 'until further notice');
    equal(getByRole(root(), 'link', 'Ny fullmakt').getAttribute('href'), `${list}ny/`);
    await expectNoAxeViolations(root());
  });

  it('offers a retry when the list cannot be loaded', async () => {
    page.api.failNext('listProxies', 'internal');
    await open();
    const alert = await waitFor(() => getByRole(root(), 'alert'), 4000);
    equal(alert.querySelector('p')?.textContent, 'Något gick fel. Försök igen om en stund.');
    getByRole(alert, 'button', 'Försök igen').click();
    await waitFor(() => getByRole(root(), 'link', 'Till Bertil Gran'));
  });

  it('Anna creates a proxy for a new receiver, signs it and gets the registration link', async () => {
    await open();
    (await waitFor(() => getByRole(root(), 'link', 'Ny fullmakt'))).click();
    deepEqual(navigations(), [`${list}ny/`]);
    await waitFor(() => equal(dialog().getAttribute('aria-labelledby') !== null, true));
    equal(getByRole(dialog(), 'heading').textContent, 'Ny fullmakt');
    const nationalId = field(dialog(), 'Mottagarens personnummer');
    await waitFor(() => equal(document.activeElement, nationalId));

    // Everything empty: a summary, every field's message, focus on the first.
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() => getByRole(dialog(), 'heading', 'Rätta följande:'));
    equal(nationalId.getAttribute('aria-invalid'), 'true');
    equal(description(nationalId), '12 siffror: ÅÅÅÅMMDDNNNN. | Ange mottagarens personnummer.');
    equal(document.activeElement, nationalId);
    const summary = getByRole(dialog(), 'heading', 'Rätta följande:').parentElement!;
    deepEqual(
      [...summary.querySelectorAll('a')].map((a) => a.textContent),
      [
        'Ange mottagarens personnummer.',
        'Ange en giltig e-postadress',
        'Ange med 7-10 siffror, utan en inledande nolla.',
        'Välj minst en behörighet.',
      ],
    );

    type(nationalId, '19400615-3334');
    type(field(dialog(), 'Mottagarens e-postadress'), 'karin.bjork@example.se');
    type(field(dialog(), 'Mobilnummer'), '0701234567');
    field(dialog(), 'Välja likvidmottagare').click();
    await waitFor(() =>
      assert(
        description(field(dialog(), 'Mobilnummer')).includes(
          'Ange med 7-10 siffror, utan en inledande nolla.',
        ),
      ),
    );
    await waitFor(() =>
      assert(
        dialog().textContent?.includes(
          'Behörigheten Välja likvidmottagare kräver att du också väljer Signera skogsavtal.',
        ),
      ),
    );
    type(field(dialog(), 'Mobilnummer'), '701234567');
    field(dialog(), 'Signera skogsavtal').click();
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();

    await waitFor(() => equal(getByRole(dialog(), 'heading').textContent, 'Signera fullmakten'));
    // The signing view starts the sign order, then the test signer's field takes focus.
    const own = await waitFor(() => field(dialog(), 'Ditt personnummer'));
    await waitFor(() => equal(document.activeElement, own));
    deepEqual(
      page.api.calls.find((c) => c.method === 'POST' && c.path === '/api/v1/proxies')?.body,
      {
        receiverNationalId: '194006153334',
        receiverEmail: 'karin.bjork@example.se',
        receiverPhoneCountryCode: '+46',
        receiverPhone: '701234567',
        rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
        validTo: '',
      },
    );
    equal(
      page.api.calls.find((c) => c.path.endsWith('/sign'))?.path,
      '/api/v1/proxies/00000000-0000-4000-8000-00000000b001/sign',
    );
    await waitFor(() => assert(dialog().textContent?.includes('Starta BankID-appen.')));
    getByRole(dialog(), 'img', 'QR-kod att läsa av med BankID-appen');
    await expectNoAxeViolations(root());

    type(own, '196211034563');
    getByRole(dialog(), 'button', 'Skriv under').click();
    await waitFor(() =>
      assert(
        description(own).includes(
          'Personnumret stämmer inte med ditt. Signera med ditt eget personnummer.',
        ),
      ),
    );
    equal(document.activeElement, own);
    type(own, '195001011237');
    getByRole(dialog(), 'button', 'Skriv under').click();

    await waitFor(() =>
      equal(getByRole(dialog(), 'heading').textContent, 'Fullmakten är signerad'),
    );
    assert(
      dialog().textContent?.includes(
        'Fullmakten börjar gälla när mottagaren har registrerat sig med länken nedan.',
      ),
    );
    getByRole(dialog(), 'heading', 'Skicka länken till mottagaren');
    equal(
      field(dialog(), 'Länk till mottagaren').value,
      `${location.origin}/medlem-i-granskog/fullmakter/extern/${ticketId}/`,
    );
    await expectNoAxeViolations(root());
    getByRole(dialog(), 'button', 'Klar').click();
    await waitFor(() =>
      equal(navigations().at(-1), `${list}00000000-0000-4000-8000-00000000b001/`),
    );
  });

  it("shows the server's message at the field: an e-mail another member uses", async () => {
    page.api.answerNext('listProxies', { given: [], received: [] });
    page.api.failNext('createProxy', 'validation', {
      receiverEmail:
        'E-postadressen används redan av en annan person. Ange mottagarens egen e-postadress.',
    });
    await open(`${list}ny`);
    const email = await waitFor(() => field(dialog(), 'Mottagarens e-postadress'));
    type(field(dialog(), 'Mottagarens personnummer'), '194006153334');
    type(email, 'david.ek@example.se');
    type(field(dialog(), 'Mobilnummer'), '701234567');
    field(dialog(), 'Signera skogsavtal').click();
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() => equal(document.activeElement, email));
    assert(description(email).includes('E-postadressen används redan av en annan person.'));
    equal(getByRole(dialog(), 'heading').textContent, 'Ny fullmakt');
  });

  it('closes the create modal with Escape, back to the list with focus on "Ny fullmakt"', async () => {
    await open();
    const newButton = await waitFor(() => getByRole(root(), 'link', 'Ny fullmakt'));
    newButton.click();
    await waitFor(() => dialog());
    await waitFor(() => equal(document.activeElement, field(dialog(), 'Mottagarens personnummer')));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(navigations().at(-1), list));
    await waitFor(() => equal(queryByRole(root(), 'dialog'), null));
    equal(document.activeElement, getByRole(root(), 'link', 'Ny fullmakt'));
  });

  it('asks Anna before closing the create modal with what she has typed', async () => {
    await open(`${list}ny`);
    const nationalId = await waitFor(() => field(dialog(), 'Mottagarens personnummer'));
    await waitFor(() => equal(document.activeElement, nationalId));
    await sendKeys({ type: '194006153334' });
    await sendKeys({ press: 'Escape' });
    const confirm = await waitFor(() => getByRole(root(), 'alertdialog'));
    equal(getByRole(confirm, 'heading').textContent, 'Vill du stänga utan att spara?');
    await waitFor(() =>
      equal(document.activeElement, getByRole(confirm, 'button', 'Fortsätt fylla i')),
    );
    getByRole(confirm, 'button', 'Fortsätt fylla i').click();
    await waitFor(() => equal(queryByRole(root(), 'alertdialog'), null));
    equal(document.activeElement, nationalId);
    equal(nationalId.value, '194006153334');
    assert(dialog().open, 'still on the form');
    equal(
      navigations().some((path) => path === list),
      false,
      'not back to the list',
    );

    getByRole(dialog(), 'button', 'Avbryt').click();
    const again = await waitFor(() => getByRole(root(), 'alertdialog'));
    getByRole(again, 'button', 'Stäng utan att spara').click();
    await waitFor(() => equal(navigations().at(-1), list));
    await waitFor(() => equal(queryByRole(root(), 'dialog'), null));
  });

  it('keeps Tab inside the modal', async () => {
    await open(`${list}ny`);
    await waitFor(() => equal(document.activeElement, field(dialog(), 'Mottagarens personnummer')));
    getByRole(dialog(), 'button', 'Avbryt').focus();
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement, field(dialog(), 'Mottagarens personnummer'));
    await sendKeys({ press: 'Shift+Tab' });
    equal(document.activeElement, getByRole(dialog(), 'button', 'Avbryt'));
  });

  it('tells an organisation user (Cecilia) to contact support instead of the form', async () => {
    page.harness.update(demoHarnessOptions({ person: 'cecilia' }));
    page.api.answerNext('listProxies', { given: [], received: [] });
    await open(`${list}ny`);
    const text =
      'Som organisation kan du inte skapa fullmakter här. Kontakta skogsägarsupporten så hjälper vi dig.';
    await waitFor(() => assert(dialog().textContent?.includes(text)));
    equal(queryByRole(dialog(), 'button', 'Fortsätt till signering'), null);
    const link = getByRole(dialog(), 'link', 'Kontakta skogsägarsupporten');
    equal(link.getAttribute('href'), '/medlem-i-granskog/skogsagarsupport/');
    getByRole(dialog(), 'button', 'Stäng').click();
    await waitFor(() => equal(navigations().at(-1), list));
    // The list itself shows the same, and no "Ny fullmakt".
    await waitFor(() => getByRole(root(), 'link', 'Kontakta skogsägarsupporten'));
    equal(queryByRole(root(), 'link', 'Ny fullmakt'), null);
    await expectNoAxeViolations(root());
  });

  it('shows no create, replace or end actions without Service_Proxy_Write', async () => {
    page.harness.update({ roles: readOnly });
    await open(`${list}${annaToBertil.id}/`);
    await waitFor(() => getByRole(root(), 'heading', 'Fullmakt till Bertil Gran'));
    equal(queryByRole(root(), 'button', 'Avsluta fullmakt'), null);
    equal(queryByRole(root(), 'link', 'Ersätt'), null);
    getByRole(root(), 'link', 'Tillbaka till fullmakter').click();
    await waitFor(() => getByRole(root(), 'heading', 'Fullmakter du har gett'));
    equal(queryByRole(root(), 'link', 'Ny fullmakt'), null);
  });

  it('shows a received proxy without actions, and "not found" for another one', async () => {
    await open(`${list}${bertilToAnna.id}/`);
    await waitFor(() => getByRole(root(), 'heading', 'Fullmakt från Bertil Gran'));
    equal(queryByRole(root(), 'button', 'Avsluta fullmakt'), null);
    page.harness.goTo(`${list}okand/`);
    const alert = await waitFor(() => getByRole(root(), 'alert'));
    equal(alert.querySelector('p')?.textContent, 'Det du söker finns inte.');
  });

  it('Anna ends a proxy after confirming; Escape cancels first', async () => {
    await open(`${list}${annaToBertil.id}/`);
    const end = await waitFor(() => getByRole(root(), 'button', 'Avsluta fullmakt'));
    end.click();
    const confirm = await waitFor(() => getByRole(root(), 'alertdialog'));
    equal(getByRole(confirm, 'heading').textContent, 'Avsluta fullmakten?');
    await waitFor(() => equal(document.activeElement, getByRole(confirm, 'button', 'Avbryt')));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(queryByRole(root(), 'alertdialog'), null));
    equal(document.activeElement, end);
    equal(page.api.proxies.find((p) => p.id === annaToBertil.id)?.status, 'active');

    end.click();
    const again = await waitFor(() => getByRole(root(), 'alertdialog'));
    await expectNoAxeViolations(root());
    getByRole(again, 'button', 'Ja, avsluta fullmakten').click();
    await waitFor(() => equal(getByRole(root(), 'status').textContent, 'Fullmakten är avslutad.'));
    assert(root().textContent?.includes('StatusInaktiv'), 'status is Inaktiv');
    equal(queryByRole(root(), 'button', 'Avsluta fullmakt'), null);
    equal(document.activeElement, getByRole(root(), 'heading', 'Fullmakt till Bertil Gran'));
  });

  it('Anna replaces a proxy: prefilled form, signing, then the new proxy', async () => {
    await open(`${list}${annaToBertil.id}/`);
    (await waitFor(() => getByRole(root(), 'link', 'Ersätt'))).click();
    await waitFor(() => equal(getByRole(dialog(), 'heading').textContent, 'Ersätt fullmakt'));
    equal(field(dialog(), 'Mottagarens e-postadress').value, 'bertil.gran@example.se');
    equal(field(dialog(), 'Välja likvidmottagare').checked, true);
    equal(field(dialog(), 'Giltig till (valfritt)').value, '2027-06-30');
    type(field(dialog(), 'Giltig till (valfritt)'), '');
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    const own = await waitFor(() => field(dialog(), 'Ditt personnummer'));
    type(own, '195001011237');
    getByRole(dialog(), 'button', 'Skriv under').click();
    await waitFor(() =>
      assert(
        dialog().textContent?.includes(
          'Fullmakten gäller nu. Bertil Gran kan använda den när hen har loggat in. Den tidigare fullmakten är avslutad.',
        ),
      ),
    );
    equal(page.api.proxies.find((p) => p.id === annaToBertil.id)?.status, 'cancelled');
    getByRole(dialog(), 'button', 'Klar').click();
    await waitFor(() =>
      equal(navigations().at(-1), `${list}00000000-0000-4000-8000-00000000c001/`),
    );
  });

  it('loads the proxies of the profile in force when the member switches profile', async () => {
    await open();
    await waitFor(() => getByRole(root(), 'link', 'Till Bertil Gran'));
    const before = page.api.calls.length;
    page.harness.update(demoHarnessOptions({ person: 'anna', proxy: 'bertil' }));
    await waitFor(() => assert(page.api.calls.length > before, 'the list was fetched again'));
  });
});
