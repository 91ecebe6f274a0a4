import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { setValue } from '../../shared/testing/form.ts';
import { savesPerTest } from '../../shared/testing/saves.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { cells, getByRole, queryByRole, spaces, waitFor } from '../../shared/testing/dom.ts';
import { showToastsPerTest } from '../../shared/testing/toasts.tsx';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import type { DemoChoice } from '../../tests/harness/profiles.ts';
import { todayInSweden } from '../../shared/time/index.ts';
import { addDays } from '../../shared/time/isoDate.ts';
import {
  annaCustomer,
  bertilCustomer,
  electricityPerTest,
  type FakeElectricityOptions,
} from './testing.ts';

const base = '/skogsgardens-affarer/granskog-el/';

describe('portal-electricity', () => {
  // Confirmations are the portal's toasts (platform §9), shown as the host does.
  const toasts = showToastsPerTest();
  const toastText = () => (toasts().textContent ?? '').replace(/\s+/g, ' ');
  const page = electricityPerTest();
  const { root } = page;
  const saves = savesPerTest();

  function open(path: string, options?: FakeElectricityOptions, choice?: DemoChoice) {
    page.setUp(choice, options);
    return page.open(`${base}${path}`);
  }
  const text = () => spaces(root().textContent ?? '');
  const rows = () => [...root().querySelectorAll('tbody tr')].map(cells);
  /** The field with that label; throws while it is not there, so waitFor retries. */
  const field = (label: string) => {
    const found = [
      ...root().querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'),
    ].find((input) => spaces(input.labels?.[0]?.textContent ?? '').startsWith(label));
    if (!found) throw new Error(`No field labelled ${label}: ${text()}`);
    return found;
  };

  it('shows a day of hourly consumption as a chart and a table of 24 hours', async () => {
    open('statistik/');
    await waitFor(() => getByRole(root(), 'button', 'Visa förbrukning'));
    setValue(field('Visa per'), 'hour');
    setValue(field('Från och med'), '2026-11-20');
    setValue(field('Till och med'), '2026-11-20');
    getByRole(root(), 'button', 'Visa förbrukning').click();
    const table = await waitFor(() => getByRole(root(), 'region', 'Elförbrukning per timme, kWh'));
    await waitFor(() => equal(table.querySelectorAll('tbody tr').length, 24));
    deepEqual(rows()[7], ['2026-11-20 kl. 07–08', '1,70']);
    assert(text().includes('Totalt 51,6 kWh för 2026-11-20 – 2026-11-20.'), text());
    const chart = await waitFor(() => getByRole(root(), 'group', 'Elförbrukning per timme'));
    equal(chart.querySelectorAll('g[role="img"]').length, 24);
    assert(
      page.api.calls.some((c) => c.url.includes('mode=hour') && c.url.includes('from=2026-11-20')),
    );
    await expectNoAxeViolations(root());
  });

  it('tells the member when the end was moved back and puts it in the field', async () => {
    open('statistik/', { adjustTo: '2026-11-20' });
    await waitFor(() => assert(text().includes('har ändrats till 2026-11-20'), text()));
    equal((field('Till och med') as HTMLInputElement).value, '2026-11-20');
  });

  it('refuses an end before the start with the Swedish message, asking nothing', async () => {
    open('statistik/');
    // The last 30 days are shown first: counted from when that first call has answered (the
    // form is drawn before its load starts).
    await waitFor(() => assert(text().includes('Totalt'), text()));
    const before = page.api.calls.length;
    setValue(field('Från och med'), '2026-11-20');
    setValue(field('Till och med'), '2026-11-10');
    getByRole(root(), 'button', 'Visa förbrukning').click();
    await waitFor(() =>
      assert(text().includes('Slutdatumet kan inte vara före startdatumet.'), text()),
    );
    equal(page.api.calls.length, before);
  });

  it('says the statistics could not be read', async () => {
    open('statistik/', { fail: ['statistics'] });
    const alert = await waitFor(() => getByRole(root(), 'alert'));
    assert(spaces(alert.textContent ?? '').startsWith('Det gick inte att hämta elförbrukningen.'));
  });

  it('lists invoices, loads more, and downloads one as a PDF', async () => {
    open('fakturor/');
    const table = await waitFor(() => getByRole(root(), 'region', 'Fakturor'));
    equal(table.querySelectorAll('tbody tr').length, 2);
    deepEqual(rows()[1]!.slice(0, 7), [
      '2026-09-01 – 2026-09-28',
      '2026-09-30',
      '–',
      'Försenad',
      '1 980,20 kr',
      '1 980,20 kr',
      '735999100000012345',
    ]);
    await expectNoAxeViolations(root());
    getByRole(root(), 'button', 'Visa fler fakturor').click();
    await waitFor(() => equal(root().querySelectorAll('tbody tr').length, 3));
    // Focus moves to the first new row in an effect, after the rows are drawn.
    await waitFor(() =>
      equal(document.activeElement?.closest('tr'), root().querySelectorAll('tbody tr')[2]),
    );
    equal(queryByRole(root(), 'button', 'Visa fler fakturor'), null);
    getByRole(root(), 'button', 'Ladda ner faktura 2024310 (PDF)').click();
    await waitFor(() =>
      deepEqual(
        saves().map((s) => s.download),
        ['elfaktura-2024310.pdf'],
      ),
    );
    await waitFor(() => assert(toastText().includes('Faktura 2024310 är nedladdad.')));
  });

  it('says so when more invoices or a PDF cannot be fetched', async () => {
    open('fakturor/', { fail: ['more', 'pdf'] });
    await waitFor(() => getByRole(root(), 'button', 'Visa fler fakturor')).then((b) => b.click());
    await waitFor(() =>
      assert(text().includes('Det gick inte att hämta fler fakturor. Försök igen.'), text()),
    );
    getByRole(root(), 'button', 'Ladda ner faktura 2024310 (PDF)').click();
    await waitFor(() =>
      assert(text().includes('Det gick inte att ladda ner fakturan. Försök igen senare.')),
    );
    await waitFor(() =>
      assert(toastText().includes('Det gick inte att ladda ner fakturan. Försök igen senare.')),
    );
  });

  it('shows the customer details, a missing phone said so', async () => {
    open('kunduppgifter/', { customer: { ...annaCustomer(), phone: null } });
    await waitFor(() => assert(text().includes('Kundnummer4001017'), text()));
    assert(text().includes('TelefonSaknas'));
    await expectNoAxeViolations(root());
  });

  it("shows an active customer's agreement, with avtal in the menu", async () => {
    open('avtal/');
    await waitFor(() => assert(text().includes('Avtal för Granliden 4'), text()));
    assert(text().includes('ElområdeSE2'));
    assert(text().includes('Uppsägningstid3 månader'));
    assert(text().includes('FakturametodE-faktura'));
    assert(text().includes('SlutdatumTillsvidare'));
    getByRole(root(), 'link', 'Avtal');
    await expectNoAxeViolations(root());
  });

  it('tells an inactive customer there are no agreements, and leaves avtal out of the menu', async () => {
    open(
      'avtal/',
      { customer: { ...annaCustomer(), active: false, facilityIds: [] } },
      {
        person: 'bertil',
      },
    );
    await waitFor(() => assert(text().includes('Du har inget aktivt elavtal just nu'), text()));
    equal(queryByRole(root(), 'link', 'Avtal'), null);
    equal(page.api.calls.filter((c) => c.url.includes('agreements')).length, 0);
  });

  describe('ny-kund', () => {
    const today = todayInSweden();
    const choose = (label: string) =>
      [...root().querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')]
        .find((input) => spaces(input.labels?.[0]?.textContent ?? '').startsWith(label))!
        .click();

    it('lets Bertil (inactive) sign a new agreement with e-ID; he then has avtal', async () => {
      const bertil = bertilCustomer();
      open('ny-kund/', { customer: bertil }, { person: 'bertil' });
      await waitFor(() => getByRole(root(), 'heading', 'Teckna nytt elavtal'));
      getByRole(root(), 'link', 'Teckna elavtal');
      equal(queryByRole(root(), 'link', 'Avtal'), null);
      equal((field('Anläggningens adress') as HTMLInputElement).value, 'Myrvägen 11');
      equal((field('Startdatum') as HTMLInputElement).value, today);
      await expectNoAxeViolations(root());

      getByRole(root(), 'button', 'Signera avtalet med BankID').click();
      const summary = await waitFor(() => getByRole(root(), 'alert'));
      deepEqual(
        [...summary.querySelectorAll('li')].map((li) => spaces(li.textContent ?? '')),
        [
          'Ange anläggnings-id med 18 siffror. Det börjar med 735999 och står på fakturan från ditt elnätsföretag.',
          'Välj elområde.',
          'Välj hur du vill få dina fakturor.',
          'Du behöver godkänna avtalsvillkoren.',
        ],
      );
      equal(page.api.callsOf('startNewAgreement').length, 0);
      await expectNoAxeViolations(root());

      setValue(await waitFor(() => field('Anläggnings-id')), '735999 100000 067890');
      setValue(field('Elområde'), 'SE2');
      choose('E-post');
      choose('Jag har läst och godkänner avtalsvillkoren');
      getByRole(root(), 'button', 'Signera avtalet med BankID').click();
      await waitFor(() =>
        equal(
          page.api.callsOf('startNewAgreement').length,
          1,
          page.api.calls.map((c) => c.url).join(' '),
        ),
      );
      const number = await waitFor(() => field('Ditt personnummer') as HTMLInputElement);
      deepEqual(page.api.callsOf('startNewAgreement')[0]!.body, {
        facilityId: '735999100000067890',
        address: 'Myrvägen 11',
        postalCode: '91492',
        city: 'Nordmaling',
        biddingArea: 'SE2',
        startDate: today,
        invoiceMethod: 'email',
        acceptTerms: true,
      });
      assert(page.api.callsOf('startNewAgreement')[0]!.idempotencyKey, 'an Idempotency-Key');
      setValue(number, '196211034563');
      getByRole(root(), 'button', 'Skriv under').click();
      const done = await waitFor(() => {
        const found = [...root().querySelectorAll<HTMLElement>('[role=status]')].find((e) =>
          (e.textContent ?? '').startsWith('Klart!'),
        );
        assert(found, text());
        return found;
      });
      equal(
        spaces(done.textContent ?? ''),
        `Klart! Ditt elavtal är signerat och gäller från i dag, ${today}.Se dina avtal`,
      );
      await waitFor(() => getByRole(root(), 'link', 'Avtal'));
      equal(queryByRole(root(), 'link', 'Teckna elavtal'), null);
      await expectNoAxeViolations(root());
      getByRole(done, 'link', 'Se dina avtal').click();
    });

    it('refuses a start in the past with its message, asking nothing', async () => {
      open('ny-kund/', { customer: bertilCustomer() }, { person: 'bertil' });
      await waitFor(() => getByRole(root(), 'heading', 'Teckna nytt elavtal'));
      setValue(field('Anläggnings-id'), '735999100000067890');
      setValue(field('Elområde'), 'SE2');
      setValue(field('Startdatum'), addDays(today, -1));
      choose('Pappersfaktura');
      choose('Jag har läst och godkänner avtalsvillkoren');
      getByRole(root(), 'button', 'Signera avtalet med BankID').click();
      await waitFor(() => assert(text().includes('Startdatumet kan vara tidigast i dag.'), text()));
      equal(page.api.callsOf('startNewAgreement').length, 0);
    });

    it('gives an active customer no form, and leaves ny-kund out of the menu', async () => {
      open('ny-kund/');
      await waitFor(() =>
        assert(
          text().includes('Du har redan ett aktivt elavtal, så du behöver inte teckna'),
          text(),
        ),
      );
      equal(root().querySelector('form'), null);
      equal(queryByRole(root(), 'link', 'Teckna elavtal'), null);
      getByRole(root(), 'link', 'Se dina avtal');
    });

    it('tells a member whose signed agreement starts later when it starts', async () => {
      const later = addDays(today, 20);
      open(
        'ny-kund/',
        { customer: { ...bertilCustomer(), upcomingStart: later } },
        {
          person: 'bertil',
        },
      );
      await waitFor(() =>
        assert(text().includes(`Du har signerat ett elavtal som börjar gälla ${later}.`), text()),
      );
      equal(root().querySelector('form'), null);
    });
  });

  it('tells a member who is not a customer so, and still shows kontakt', async () => {
    open('', { customer: null });
    await waitFor(() => assert(text().includes('Vi hittar ingen elkund för dig.'), text()));
    getByRole(root(), 'link', 'Kontakt').click();
  });

  it('moves between the hours of the chart with the keyboard', async () => {
    open('statistik/');
    await waitFor(() => getByRole(root(), 'button', 'Visa förbrukning'));
    setValue(field('Visa per'), 'hour');
    getByRole(root(), 'button', 'Visa förbrukning').click();
    await waitFor(() => equal(root().querySelectorAll('g[role="img"]').length, 24));
    root().querySelector<SVGGElement>('g[role="img"][tabindex="0"]')!.focus();
    await sendKeys({ press: 'Home' });
    equal(document.activeElement?.getAttribute('data-period')?.slice(-2), '00');
    await sendKeys({ press: 'ArrowRight' });
    equal(document.activeElement?.getAttribute('data-period')?.slice(-2), '01');
    assert(
      spaces(root().querySelector('[data-readout]')!.textContent ?? '').endsWith(
        'kl. 01–02: 1,10 kWh',
      ),
    );
  });
});
