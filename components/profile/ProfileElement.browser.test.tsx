import { sendKeys } from '@web/test-runner-commands';
import { getBridge } from '@portal/bridge';
import { beforeEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { waitFor } from '../../shared/testing/dom.ts';
import { problem, reply, type FakeCall } from '../../shared/testing/fakeApi.ts';
import { savesPerTest } from '../../shared/testing/saves.ts';
import { showToastsPerTest } from '../../shared/testing/toasts.tsx';
import { getByRole, queryByRole, visibleText } from '../../shared/ui/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { demoHarnessOptions, demoIds } from '../../tests/harness/profiles.ts';
import { byLabel, description } from '../../shared/testing/form.ts';
import { profilePerTest, typeInto } from './testing.ts';

/** The description list as term -> its lines joined with ' | '. */
function definitions(root: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...root.querySelectorAll('dl > div')].map((row) => {
      const dd = row.querySelector('dd')!;
      const lines = dd.querySelectorAll('div, li');
      const text = lines.length
        ? [...lines].map((line) => line.textContent).join(' | ')
        : (dd.textContent ?? '');
      return [row.querySelector('dt')?.textContent ?? '', text];
    }),
  );
}

const home = '/medlem-i-granskog/profil/';
/** A call as the element made it: what the profile's tests read of it. */
const sent = (call: FakeCall | undefined) =>
  call && {
    method: call.method,
    path: call.path,
    ifMatch: call.ifMatch,
    userId: call.userId,
    body: call.body,
  };

describe('portal-profile', () => {
  const page = profilePerTest();
  const saves = savesPerTest();
  // The portal's toasts, shown as the host shows them.
  const toasts = showToastsPerTest();

  beforeEach(() => {
    toasts();
  });

  /** Mounts the element at the page (the details by default) once its heading shows. */
  async function mount(path = home) {
    const element = page.open(path);
    await waitFor(() => getByRole(element, 'heading', /Dina uppgifter|Stämmer/));
    return element;
  }
  const openForm = async (root: HTMLElement) => {
    (await waitFor(() => getByRole(root, 'button', 'Ändra mina uppgifter'))).click();
    await waitFor(() => getByRole(root, 'heading', 'Ändra mina uppgifter'));
  };

  it("shows Anna's details, her choices and when she last confirmed them", async () => {
    const root = await mount();
    await waitFor(() => assert(visibleText(root).includes('Skogsvägen 12')));
    const text = visibleText(root);
    deepEqual(definitions(root), {
      Namn: 'Anna Skog',
      Kundnummer: '100001',
      'E-post': 'anna.skog@example.se',
      Mobilnummer: '+46 701234567',
      Adress: 'Skogsvägen 12 | 355 91 Växjö',
      'Utskick och information':
        'Medlemstidningen | Väggkalendern | Lokal information digitalt | Nyhetsbrev via e-post | Inbjudningar till medlemsaktiviteter',
      'Senast bekräftade': '2026-06-01',
    });
    assert(!text.includes('Undersökningar och enkäter'), 'an unchosen preference is not listed');
    getByRole(root, 'button', 'Ladda ned medlemsintyg');
    await expectNoAxeViolations(root);
  });

  it('checks a field when the member leaves it and the whole form on Spara', async () => {
    const root = await mount();
    await openForm(root);
    const email = byLabel(root, 'E-postadress');
    equal(document.activeElement, email, 'focus on the first field');
    await typeInto(email, 'anna.skog@');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => assert(description(email).includes('Ange en giltig e-postadress')));
    equal(email.getAttribute('aria-invalid'), 'true');

    const mobile = byLabel(root, 'Mobilnummer');
    await typeInto(mobile, '070 123 45 67');
    const postalCode = byLabel(root, 'Postnummer');
    await typeInto(postalCode, '355');
    getByRole(root, 'button', 'Spara').click();

    const summary = await waitFor(() => getByRole(root, 'alert'));
    deepEqual(
      [...summary.querySelectorAll('h3, li')].map((item) => item.textContent),
      [
        'Kontrollera de här uppgifterna:',
        'E-postadress: Ange en giltig e-postadress',
        'Mobilnummer: Ange med 7-10 siffror, utan en inledande nolla.',
        'Postnummer: Ange postnumret med 5 siffror.',
      ],
    );
    equal(document.activeElement, email, 'focus on the first invalid field');
    getByRole(summary, 'link', 'Postnummer: Ange postnumret med 5 siffror.').click();
    equal(document.activeElement, postalCode);
    deepEqual(
      page.api.calls.filter((call) => call.method !== 'GET'),
      [],
      'nothing sent while a rule is broken',
    );
    await expectNoAxeViolations(root);
  });

  it('saves e-mail and mobile with the version it showed, then says so', async () => {
    const root = await mount();
    await openForm(root);
    await typeInto(byLabel(root, 'E-postadress'), 'anna@skogen.example.se');
    await typeInto(byLabel(root, 'Mobilnummer'), '70 765 43 21');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => getByRole(toasts(), 'status', /^Dina kontaktuppgifter är sparade\./));
    await waitFor(() =>
      equal(document.activeElement?.textContent, 'Ändra mina uppgifter', 'focus on the button'),
    );
    const put = page.api.calls.find((call) => call.method === 'PUT');
    deepEqual(sent(put), {
      method: 'PUT',
      path: '/api/v1/memberProfiles/current/contactInformation',
      ifMatch: '"7"',
      userId: null,
      body: {
        email: 'anna@skogen.example.se',
        mobileCountryCode: '+46',
        mobilePhone: '70 765 43 21',
      },
    });
    equal(queryByRole(root, 'heading', 'Ändra mina uppgifter'), null, 'the form closed');
    equal(
      page.api.calls.filter((call) => call.method === 'PUT').length,
      1,
      'address and choices unchanged: not sent',
    );
  });

  it('sends a new address for review and the choices with v2 when ProfilePreferencesV2 is on', async () => {
    page.harness.update({ flags: ['ProfilePreferencesV2'] });
    const root = await mount();
    await openForm(root);
    await typeInto(byLabel(root, 'Gatuadress'), 'Ekbacken 7');
    await typeInto(byLabel(root, 'Postnummer'), '352 30');
    byLabel(root, 'Undersökningar och enkäter').click();
    getByRole(root, 'button', 'Spara').click();
    await waitFor(() => assert(visibleText(toasts()).includes('Dina kontaktval är sparade.')));
    const puts = page.api.calls.filter((call) => call.method === 'PUT');
    deepEqual(
      puts.map((call) => [call.path, call.ifMatch]),
      [
        ['/api/v1/memberProfiles/current/contactInformation', '"7"'],
        ['/api/v1/memberProfiles/current/address', '"8"'],
        ['/api/v2/memberProfiles/current/preferences', '"9"'],
      ],
    );
    deepEqual(puts[1]?.body, {
      co: '',
      address1: 'Ekbacken 7',
      address2: '',
      country: 'SE',
      postalCode: '352 30',
      city: 'Växjö',
    });
    deepEqual(
      (puts[2]?.body as { contactPreferences: Record<string, boolean> }).contactPreferences.surveys,
      true,
    );
    // One toast names every part saved, and stays the long time (7 s) to be read.
    const [toast] = getBridge().toasts.items.get();
    deepEqual(toast && [toast.message, toast.durationMs], [
      'Dina kontaktuppgifter är sparade. Din nya adress är skickad för granskning. Dina kontaktval är sparade.',
      7000,
    ]);
    await waitFor(() =>
      assert(
        visibleText(root).includes(
          'Din nya adress är skickad för granskning. Skickad 2026-11-21: Ekbacken 7, 352 30 Växjö. Tills den är granskad gäller adressen ovan.',
        ),
      ),
    );
  });

  it('sends the chosen keys with v1 when ProfilePreferencesV2 is off', async () => {
    const root = await mount();
    await openForm(root);
    byLabel(root, 'Medlemstidningen').click();
    getByRole(root, 'button', 'Spara').click();
    await waitFor(() => assert(visibleText(toasts()).includes('Dina kontaktval är sparade.')));
    const v1 = page.api.calls.find((call) =>
      call.path.endsWith('v1/memberProfiles/current/preferences'),
    );
    deepEqual(v1?.body, {
      preferences: ['wallCalendar', 'digitalLocalInfo', 'newsletter', 'memberActivities'],
    });
  });

  it('offers David, without the marketing role, his details to edit but not his choices', async () => {
    page.setUp({ person: 'david' });
    const root = await mount();
    await openForm(root);
    assert(!root.querySelector('input[type=checkbox]'), 'no preference to tick');
    assert(
      visibleText(root).includes('Du har inte behörighet att ändra utskick och information.'),
      'says why',
    );
    getByRole(root, 'button', 'Spara').click();
    await waitFor(() => getByRole(toasts(), 'status', /^Dina kontaktuppgifter är sparade\./));
    deepEqual(
      page.api.calls.filter((call) => call.method === 'PUT').map((call) => call.path),
      ['/api/v1/memberProfiles/current/contactInformation'],
      'the choices are never sent',
    );
    await expectNoAxeViolations(root);
  });

  it('offers Anna, with the marketing role, her choices to edit', async () => {
    const root = await mount();
    await openForm(root);
    equal(byLabel(root, 'Medlemstidningen').type, 'checkbox');
    assert(
      !visibleText(root).includes('Du har inte behörighet att ändra utskick'),
      'no refusal text',
    );
  });

  it("tells Anna an e-mail is another account's, at the field, in Swedish", async () => {
    page.api.answer('saveContactInformation', problem('DuplicateEmail'));
    const root = await mount();
    await openForm(root);
    const email = byLabel(root, 'E-postadress');
    await typeInto(email, 'bertil.gran@example.se');
    getByRole(root, 'button', 'Spara').click();
    const message =
      'E-postadressen används redan av ett annat konto. Ange en annan e-postadress eller kontakta oss.';
    await waitFor(() => assert(description(email).includes(message)));
    await waitFor(() =>
      getByRole(root, 'alert', `Dina kontaktuppgifter kunde inte sparas. ${message}`),
    );
    assert(!visibleText(root).includes('Serverns egen text'), 'never the raw server text');
    getByRole(root, 'heading', 'Ändra mina uppgifter');
  });

  it('shows the mobile and conflict messages of the catalogue', async () => {
    page.api.failNext('saveContactInformation', 'DuplicateMobilePhoneNumber');
    const root = await mount();
    await openForm(root);
    getByRole(root, 'button', 'Spara').click();
    await waitFor(() =>
      assert(
        description(byLabel(root, 'Mobilnummer')).includes(
          'Mobilnumret används redan av ett annat konto. Ange ett annat mobilnummer eller kontakta oss.',
        ),
      ),
    );
    // Meanwhile the details change in another window: the version the form shows is stale.
    Object.assign(page.api.details, { version: 9, email: 'ny@example.se' });
    getByRole(root, 'button', 'Spara').click();
    await waitFor(() =>
      getByRole(
        root,
        'alert',
        'Dina kontaktuppgifter kunde inte sparas. Dina uppgifter har ändrats sedan sidan visades, kanske i ett annat fönster. Vi har hämtat de senaste uppgifterna. Gör ändringen igen.',
      ),
    );
    // The latest details are fetched and the form shows them.
    await waitFor(() => equal(byLabel(root, 'E-postadress').value, 'ny@example.se'));
  });

  it("confirms Anna's details unchanged at 'bekrafta'", async () => {
    const root = await mount('/medlem-i-granskog/profil/bekrafta');
    getByRole(root, 'heading', 'Stämmer dina uppgifter?');
    (await waitFor(() => getByRole(root, 'button', 'Ja, uppgifterna stämmer'))).click();
    await waitFor(() => getByRole(root, 'status', 'Tack! Dina uppgifter är bekräftade.'));
    deepEqual(page.api.calls.find((call) => call.method === 'PUT')?.body, {
      email: 'anna.skog@example.se',
      mobileCountryCode: '+46',
      mobilePhone: '701234567',
    });
    equal(queryByRole(root, 'button', 'Ladda ned medlemsintyg'), null);
    getByRole(root, 'button', 'Till Mina uppgifter').click();
    deepEqual(page.harness.calls.at(-1), ['navigate', '/medlem-i-granskog/profil/']);
    await expectNoAxeViolations(root);
  });

  it('downloads the certificate after the server has answered 202', async () => {
    // The fake's job answers 202 twice, then the PDF.
    const root = await mount();
    (await waitFor(() => getByRole(root, 'button', 'Ladda ned medlemsintyg'))).click();
    // Confirmed by the portal's toast (platform §9), politely.
    await waitFor(() => getByRole(toasts(), 'status', /Medlemsintyget är nedladdat\./));
    deepEqual(
      saves().map((s) => s.download),
      ['medlemsintyg-100001.pdf'],
    );
    equal(page.api.callsOf('downloadCertificate').length, 3);
  });

  it('says in Swedish when the certificate is not a PDF', async () => {
    page.api.answer(
      'downloadCertificate',
      reply('<html>', { headers: { 'content-type': 'text/html' } }),
    );
    const root = await mount();
    (await waitFor(() => getByRole(root, 'button', 'Ladda ned medlemsintyg'))).click();
    const text =
      'Medlemsintyget kunde inte laddas ned eftersom filen hade fel format. Försök igen.';
    await waitFor(() => getByRole(root, 'alert', text));
    // The error toast makes sure it is noticed; the inline error above stays.
    assert(getByRole(toasts(), 'alert').textContent?.includes(text), 'an error toast');
  });

  it('refuses Anna acting for Bertil: his proxy gives no profile rights', async () => {
    page.harness.update(demoHarnessOptions({ person: 'anna', proxy: 'bertil' }));
    page.api.answer('getContactDetails', problem('forbidden'));
    const root = await mount();
    await waitFor(() =>
      getByRole(root, 'alert', /Du har inte rättighet att utföra denna åtgärd\./),
    );
    equal(page.api.calls[0]?.userId, demoIds.bertil);
    equal(queryByRole(root, 'button', 'Ändra mina uppgifter'), null);
  });
});
