import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryAllByRole, queryByRole, waitFor } from '../../shared/testing/dom.ts';
import { showToastsPerTest } from '../../shared/testing/toasts.tsx';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { description, field, type } from '../../shared/testing/form.ts';
import {
  annaCanceledOrder,
  annaNumber,
  annaOverview,
  capitalTradePerTest,
  currentPeriod,
  lastPeriod,
  nextPeriods,
  type FakeTradeOptions,
} from './testing.ts';
import type { TradeOrder } from '../../shared/contracts/capital-trade.ts';

const base = '/skogsgardens-ekonomi/handel-med-insatskapital/';
const newOrder = `${base}orderlaggning/ny-order/`;
const previous = `${base}orderlaggning/tidigare-ordrar/`;
/** Text as a member reads it: Intl's no-break spaces as spaces. */
const read = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

const activeOrder: TradeOrder = {
  id: 'order-active',
  orderNumber: 'HO-ACTIVE-1',
  periodId: currentPeriod.id,
  accountType: 'IssuedCapital',
  orderType: 'Buy',
  amountOre: 1_000_000,
  rateHundredths: 10_000,
  sumOre: 1_000_000,
  status: 'Active',
  createdAt: `${currentPeriod.opensOn}T09:00:00.000Z`,
  canceledAt: null,
};

/** A buy order as Anna's confirmed form sends it: her e-mail and phone, every consent given. */
const annaBuyOrder = (accountType: TradeOrder['accountType'], amountOre: number) => ({
  periodId: currentPeriod.id,
  accountType,
  orderType: 'Buy',
  amountOre,
  rateHundredths: 10_000,
  email: 'anna.skog@example.se',
  phone: '0701234567',
  pep: false,
  acceptTerms: true,
  acceptPricing: true,
  acceptBinding: true,
});

describe('portal-capital-trade', () => {
  // A saved PDF is confirmed by the portal's toast (platform §9), shown as the host does.
  const toasts = showToastsPerTest();
  const page = capitalTradePerTest();
  const { root, navigations } = page;
  /** Opens a path, on a fake with these choices when given. */
  function open(path: string, fake?: FakeTradeOptions) {
    if (fake) page.setUp(undefined, fake);
    return page.open(path);
  }
  const dialog = () => getByRole(root(), 'dialog');
  /** Presses the button, then the links of the error summary it shows, in page order. */
  async function summaryAfter(scope: HTMLElement, button: string) {
    getByRole(scope, 'button', button).click();
    const summary = (
      await waitFor(() =>
        getByRole(scope, 'heading', 'Var god kontrollera att uppgifterna är korrekt ifyllda'),
      )
    ).parentElement!;
    return [...summary.querySelectorAll('a')].map((a) => read(a));
  }
  const radio = (label: string) => field(root(), label);
  /** Presses "Fortsätt" and waits for the field's own error to say `text`. */
  async function refusedWith(label: string, text: string) {
    getByRole(root(), 'button', 'Fortsätt').click();
    await waitFor(() => assert(description(field(root(), label)).includes(text)));
  }
  /** A table by its caption (the simplified role queries know no tables). */
  const table = (caption: string) => {
    const found = [...root().querySelectorAll('table')].find(
      (element) => read(element.querySelector('caption')) === caption,
    );
    if (!found) throw new Error(`No table captioned ${caption}`);
    return found;
  };

  /** The order form filled in: capital, buy or sell, amount and rate, then "Fortsätt". */
  async function fillOrder(capital: string, kind: 'Köp' | 'Sälj', amount: string, rate = '100') {
    const amountField = await waitFor(() => field(root(), 'Belopp'));
    radio(capital).click();
    radio(kind).click();
    type(amountField, amount);
    type(field(root(), 'Kurs i procent'), rate);
    getByRole(root(), 'button', 'Fortsätt').click();
  }

  /** The confirm modal answered: PEP no (or yes) and the three consents. */
  async function confirmOrder(pep: 'Ja' | 'Nej' = 'Nej') {
    await waitFor(() => equal(getByRole(dialog(), 'heading').textContent, 'Bekräfta order'));
    field(dialog(), pep).click();
    field(dialog(), 'Jag har läst och godkänner villkoren för handel med insatskapital.').click();
    field(
      dialog(),
      'Jag förstår hur priset sätts och att ordern genomförs till den kurs jag har angett.',
    ).click();
    field(dialog(), 'Jag förstår att ordern är bindande när jag har skrivit under den.').click();
    getByRole(dialog(), 'button', 'Skriv under med BankID').click();
  }

  async function sign() {
    await waitFor(() => equal(getByRole(dialog(), 'heading').textContent, 'Skriv under ordern'));
    const own = await waitFor(() => field(dialog(), 'Ditt personnummer'));
    await waitFor(() => equal(document.activeElement, own));
    type(own, annaNumber);
    getByRole(dialog(), 'button', 'Skriv under').click();
  }

  it('shows the home with how trading works and links to every page', async () => {
    open(base);
    await waitFor(() => getByRole(root(), 'heading', 'Handel med insatskapital'));
    assert(read(root()).includes('Den lägsta kursen är 100 %.'));
    assert(read(root()).includes('Det kostar inget courtage.'));
    assert(read(root()).includes('daterade 2017-06-30'));
    const link = getByRole(root(), 'link', 'Se handelsperioderna');
    equal(link.getAttribute('href'), `${base}handelsperioder/`);
    link.click();
    deepEqual(navigations(), [`${base}handelsperioder/`]);
    await waitFor(() => table('Pågående och kommande handelsperioder'));
    await expectNoAxeViolations(root());
  });

  it('lists the current and upcoming periods with their dates and trade type', async () => {
    open(`${base}handelsperioder/`);
    const shown = await waitFor(() => table('Pågående och kommande handelsperioder'));
    deepEqual(
      [...shown.querySelectorAll('thead th')].map((h) => read(h)),
      ['Period', 'Datum', 'Handelstyp'],
    );
    const rows = [...shown.querySelectorAll('tbody tr')].map((row) => read(row));
    equal(rows.length, 3);
    assert(rows[0]!.includes('Pågående'), rows[0]);
    assert(
      rows[0]!.includes(`${currentPeriod.opensOn} – ${currentPeriod.closesOn}`),
      'current dates',
    );
    assert(rows[0]!.includes('Full handel: emitterat och inbetalt insatskapital'));
    assert(rows[1]!.includes('Kommande'));
    assert(rows[1]!.includes('Begränsad handel: endast emitterat insatskapital'));
    equal(
      getByRole(root(), 'link', 'Handelsperioder').getAttribute('aria-current'),
      'page',
      'the page is marked in the element navigation',
    );
    await expectNoAxeViolations(root());
  });

  it('checks the order form with the spec’s messages and shows the sum as Anna types', async () => {
    open(newOrder);
    await waitFor(() => field(root(), 'Belopp'));
    equal(getByRole(root(), 'link', 'Ny order').getAttribute('aria-current'), 'page');
    const sum = root().querySelector('[aria-live="polite"]')!;
    equal(read(sum), 'Summa: fyll i belopp och kurs');
    equal(field(root(), 'Kurs i procent').value, '100,00');

    type(field(root(), 'Kurs i procent'), '');
    deepEqual(await summaryAfter(root(), 'Fortsätt'), [
      'Välj vilket kapital ordern gäller',
      'Välj om du vill köpa eller sälja',
      'Angivet belopp måste vara större än 0 och får ej överstiga 1 000 000 kr',
      'Angiven kurs ska vara mellan 100 och 150',
    ]);
    await waitFor(() => equal(document.activeElement, radio('Emitterat insatskapital')));

    type(field(root(), 'Belopp'), '10 000');
    type(field(root(), 'Kurs i procent'), '102,5');
    await waitFor(() => equal(read(sum), 'Summa: 10 250,00 kr'));
    type(field(root(), 'Kurs i procent'), '99');
    await refusedWith('Kurs i procent', 'Angiven kurs ska vara mellan 100 och 150');

    // The amount rules of §5 against Anna's figures.
    type(field(root(), 'Kurs i procent'), '100');
    radio('Emitterat insatskapital').click();
    radio('Sälj').click();
    type(field(root(), 'Belopp'), '50 000');
    await refusedWith(
      'Belopp',
      'Det angivna beloppet kan inte överskrida ditt emitterade insatskapital',
    );
    radio('Inbetalt insatskapital').click();
    radio('Köp').click();
    type(field(root(), 'Belopp'), '20 000');
    await refusedWith(
      'Belopp',
      'Det angivna beloppet kan inte överskrida återstående insatsskyldighet',
    );
    equal(queryByRole(root(), 'dialog'), null);
    await expectNoAxeViolations(root());
  });

  it('offers only issued capital in a limited period', async () => {
    const overview = annaOverview();
    overview.periods = [{ ...currentPeriod, tradeType: 'limited' }, ...nextPeriods];
    open(newOrder, { overview });
    await waitFor(() => field(root(), 'Belopp'));
    equal(radio('Emitterat insatskapital').checked, true);
    equal(root().querySelectorAll('input[type="radio"]').length, 3, 'issued capital, buy, sell');
  });

  it('warns before buying for more than the member account holds, and lets Anna go on', async () => {
    open(newOrder);
    await fillOrder('Emitterat insatskapital', 'Köp', '240 000');
    const warning = await waitFor(() => getByRole(root(), 'alertdialog'));
    equal(read(getByRole(warning, 'heading')), 'Beloppet är större än ditt saldo');
    assert(read(warning).includes('Summan 240 000,00 kr är större än'), read(warning));
    assert(read(warning).includes('(234 859,75 kr)'));
    await waitFor(() =>
      equal(document.activeElement, getByRole(warning, 'button', 'Ändra ordern')),
    );
    await expectNoAxeViolations(root());
    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(queryByRole(root(), 'alertdialog'), null));
    equal(document.activeElement, getByRole(root(), 'button', 'Fortsätt'));

    getByRole(root(), 'button', 'Fortsätt').click();
    getByRole(
      await waitFor(() => getByRole(root(), 'alertdialog')),
      'button',
      'Fortsätt ändå',
    ).click();
    await waitFor(() => equal(getByRole(dialog(), 'heading').textContent, 'Bekräfta order'));
    assert(read(dialog()).includes('Summa240 000,00 kr'), read(dialog()));
  });

  it('checks the confirm modal: contact details, PEP answer, consents; PEP and terms modals', async () => {
    open(newOrder);
    await fillOrder('Emitterat insatskapital', 'Köp', '10 000');
    await waitFor(() => equal(getByRole(dialog(), 'heading').textContent, 'Bekräfta order'));
    const email = field(dialog(), 'E-postadress');
    equal(email.value, 'anna.skog@example.se');
    equal(field(dialog(), 'Telefonnummer').value, '0701234567');
    await waitFor(() => equal(document.activeElement, email));

    type(email, 'anna@');
    type(field(dialog(), 'Telefonnummer'), '12');
    deepEqual(await summaryAfter(dialog(), 'Skriv under med BankID'), [
      'E-postadressen är inte giltig',
      'Telefonnumret är inte giltigt',
      'Du behöver ange ett svar',
      'Alla villkoren behöver godkännas',
      'Alla villkoren behöver godkännas',
      'Alla villkoren behöver godkännas',
    ]);
    await waitFor(() => equal(document.activeElement, email));
    equal(page.api.calls.filter((c) => c.method === 'POST').length, 0, 'nothing sent');
    await expectNoAxeViolations(root());

    // "Vad betyder PEP?" opens its modal over the confirm modal; Escape closes only it.
    // By keyboard, as a member would (a real key press also gives the modal its own Escape).
    const pepButton = getByRole(dialog(), 'button', 'Vad betyder PEP?');
    pepButton.focus();
    await sendKeys({ press: 'Enter' });
    const pep = await waitFor(() => getByRole(root(), 'dialog', 'Vad betyder PEP?'));
    assert(read(pep).includes('person i politiskt utsatt ställning'));
    await waitFor(() => equal(document.activeElement, getByRole(pep, 'button', 'Stäng')));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(queryByRole(root(), 'dialog', 'Vad betyder PEP?'), null));
    equal(document.activeElement, pepButton);
    assert((getByRole(root(), 'dialog', 'Bekräfta order') as HTMLDialogElement).open);

    getByRole(dialog(), 'button', 'Läs villkoren för handel med insatskapital').click();
    const terms = await waitFor(() =>
      getByRole(root(), 'dialog', 'Villkor för handel med insatskapital, 2017-06-30'),
    );
    assert(read(terms).includes('inget courtage'));
    await expectNoAxeViolations(root());
    getByRole(terms, 'button', 'Stäng').click();
    await waitFor(() =>
      equal(
        queryByRole(root(), 'dialog', 'Villkor för handel med insatskapital, 2017-06-30'),
        null,
      ),
    );
  });

  it('keeps Tab inside the confirm modal; Escape closes it back to "Fortsätt"', async () => {
    open(newOrder);
    await fillOrder('Emitterat insatskapital', 'Köp', '10 000');
    const email = await waitFor(() => field(dialog(), 'E-postadress'));
    await waitFor(() => equal(document.activeElement, email));
    getByRole(dialog(), 'button', 'Avbryt').focus();
    await sendKeys({ press: 'Tab' });
    equal(document.activeElement, email);
    await sendKeys({ press: 'Shift+Tab' });
    equal(document.activeElement, getByRole(dialog(), 'button', 'Avbryt'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(queryByRole(root(), 'dialog'), null));
    equal(document.activeElement, getByRole(root(), 'button', 'Fortsätt'));
  });

  it('Anna buys 10 000 kr of issued capital at 100 %, signs and gets the order number', async () => {
    open(newOrder);
    await fillOrder('Emitterat insatskapital', 'Köp', '10000');
    await confirmOrder();
    await sign();
    await waitFor(() => equal(getByRole(dialog(), 'heading').textContent, 'Ordern är mottagen'));
    const number = page.api.orders[0]!.orderNumber;
    assert(read(dialog()).includes(`Din order har ordernummer ${number}.`), read(dialog()));
    const start = page.api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/orders'))!;
    deepEqual(start.body, annaBuyOrder('IssuedCapital', 1_000_000));
    assert(/^[0-9a-f-]{36}$/.test(start.idempotencyKey ?? ''), 'an Idempotency-Key');
    await expectNoAxeViolations(root());
    getByRole(dialog(), 'link', 'Visa tidigare ordrar').click();
    await waitFor(() => equal(navigations().at(-1), previous));
    const shown = await waitFor(() => table('Dina ordrar'));
    assert(read(shown).includes(number));
  });

  it('sends a PEP order to manual handling', async () => {
    open(newOrder);
    await fillOrder('Emitterat insatskapital', 'Köp', '10000');
    await confirmOrder('Ja');
    await sign();
    await waitFor(() =>
      equal(getByRole(dialog(), 'heading').textContent, 'Ordern behandlas manuellt'),
    );
    assert(read(dialog()).includes('Vi kontaktar dig.'));
    equal(page.api.orders.filter((o) => o.status === 'Active').length, 0);
  });

  it('says a second order for the capital in the period must wait (ExistingTradeOrder)', async () => {
    open(newOrder, { orders: [activeOrder, annaCanceledOrder] });
    await fillOrder('Emitterat insatskapital', 'Köp', '2000');
    await confirmOrder();
    await waitFor(() =>
      equal(
        read(getByRole(dialog(), 'alert')),
        'Du har redan en order för det här kapitalet i perioden. Avbryt den först om du vill lägga en ny.',
      ),
    );
    equal(getByRole(dialog(), 'heading').textContent, 'Bekräfta order');
  });

  it('says so when another tab placed the order while Anna was signing', async () => {
    open(newOrder);
    await fillOrder('Emitterat insatskapital', 'Köp', '3000');
    await confirmOrder();
    await waitFor(() => field(dialog(), 'Ditt personnummer'));
    page.api.orders.unshift(structuredClone(activeOrder));
    await sign();
    const alert = await waitFor(() => getByRole(dialog(), 'alert'));
    equal(
      read(alert.querySelector('p')),
      'Du har redan en order för det här kapitalet i perioden. Avbryt den först om du vill lägga en ny.',
    );
    getByRole(alert, 'button', 'Försök igen');
    equal(page.api.orders.filter((o) => o.status === 'Active').length, 1);
  });

  it("puts the server's 400 on the fields: the confirm modal's, and the order form's", async () => {
    open(newOrder);
    await fillOrder('Emitterat insatskapital', 'Köp', '10000');
    page.api.failNext('startTradeOrder', 'validation', { phone: 'Telefonnumret är inte giltigt' });
    await confirmOrder();
    const phone = field(dialog(), 'Telefonnummer');
    await waitFor(() => equal(document.activeElement, phone));
    assert(description(phone).includes('Telefonnumret är inte giltigt'));
    const key = page.api.calls.at(-1)!.idempotencyKey;

    page.api.failNext('startTradeOrder', 'validation', {
      amountOre: 'Angivet belopp överskrider återstående insatsskyldighet.',
    });
    getByRole(dialog(), 'button', 'Skriv under med BankID').click();
    await waitFor(() => equal(queryByRole(root(), 'dialog'), null));
    const amount = field(root(), 'Belopp');
    await waitFor(() => equal(document.activeElement, amount));
    assert(
      description(amount).includes('Angivet belopp överskrider återstående insatsskyldighet.'),
    );
    equal(page.api.calls.at(-1)!.idempotencyKey, key, 'the same submission keeps its key');
  });

  it("lists Anna's orders and cancels an active one; a failed cancel shows in the modal", async () => {
    open(previous, { orders: [activeOrder, annaCanceledOrder] });
    const shown = await waitFor(() => table('Dina ordrar'));
    deepEqual(
      [...shown.querySelectorAll('thead th')].map((h) => read(h)),
      [
        'Ordernummer',
        'Datum',
        'Kapital',
        'Köp/Sälj',
        'Belopp',
        'Kurs',
        'Summa',
        'Status',
        'Åtgärd',
      ],
    );
    const rows = [...shown.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => read(cell)),
    );
    deepEqual(rows[1], [
      annaCanceledOrder.orderNumber,
      annaCanceledOrder.createdAt.slice(0, 10),
      'Emitterat insatskapital',
      'Köp',
      '5 000,00 kr',
      '102,50 %',
      '5 125,00 kr',
      'Avbruten',
      '',
    ]);
    equal(rows[0]![7], 'Aktiv');
    equal(getByRole(root(), 'link', 'Tidigare ordrar').getAttribute('aria-current'), 'page');
    await expectNoAxeViolations(root());

    const cancel = getByRole(root(), 'button', 'Avbryt order HO-ACTIVE-1');
    cancel.click();
    let modal = await waitFor(() => getByRole(root(), 'alertdialog'));
    equal(read(getByRole(modal, 'heading')), 'Avbryt order HO-ACTIVE-1?');
    assert(read(modal).includes('kan inte återställas'));
    await waitFor(() =>
      equal(document.activeElement, getByRole(modal, 'button', 'Nej, behåll ordern')),
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => equal(queryByRole(root(), 'alertdialog'), null));
    equal(document.activeElement, cancel);

    page.api.failNext('cancelTradeOrder', 'InvalidTradeOrderPeriod');
    cancel.click();
    modal = await waitFor(() => getByRole(root(), 'alertdialog'));
    getByRole(modal, 'button', 'Ja, avbryt ordern').click();
    await waitFor(() =>
      equal(read(getByRole(modal, 'alert')), 'Ordern tillhör inte den pågående handelsperioden.'),
    );
    await expectNoAxeViolations(root());
    getByRole(modal, 'button', 'Ja, avbryt ordern').click();
    await waitFor(() => equal(queryByRole(root(), 'alertdialog'), null));
    await waitFor(() => equal(read(getByRole(root(), 'status')), 'Order HO-ACTIVE-1 är avbruten.'));
    await waitFor(() => equal(queryByRole(root(), 'button', 'Avbryt order HO-ACTIVE-1'), null));
    equal(page.api.orders[0]!.status, 'Canceled');
  });

  it('groups the history by period', async () => {
    open(`${base}historik/`, { orders: [activeOrder, annaCanceledOrder] });
    await waitFor(() => getByRole(root(), 'heading', 'Historik'));
    const headings = await waitFor(() => {
      const found = queryAllByRole(root(), 'heading').filter((h) => h.tagName === 'H3');
      equal(found.length, 2);
      return found.map((h) => read(h));
    });
    assert(headings[0]!.includes(`${currentPeriod.opensOn} – ${currentPeriod.closesOn}`));
    assert(headings[1]!.includes(`${lastPeriod.opensOn} – ${lastPeriod.closesOn}`), headings[1]);
  });

  it('gives Cecilia, an organisation user, the paper order form', async () => {
    page.setUp(
      { person: 'cecilia' },
      { overview: { ...annaOverview(), digitalOrdersBlocked: 'organization' } },
    );
    open(newOrder);
    await waitFor(() =>
      assert(
        read(root()).includes(
          'Organisationer, dödsbon och utträdda medlemmar lägger order på blankett.',
        ),
      ),
    );
    equal(queryByRole(root(), 'button', 'Fortsätt'), null);
    getByRole(root(), 'button', 'Ladda ner orderblankett (PDF)').click();
    await waitFor(() =>
      equal(read(toasts().querySelector('.toast-message')), 'Blanketten är nedladdad.'),
    );
    assert(page.api.calls.some((c) => c.method === 'GET' && c.path.endsWith('/order-form')));
    await expectNoAxeViolations(root());
  });

  it('gives an estate (dödsbo) the paper order form instead of the order form', async () => {
    open(newOrder, { overview: { ...annaOverview(), digitalOrdersBlocked: 'estate' } });
    const download = await waitFor(() =>
      getByRole(root(), 'button', 'Ladda ner orderblankett (PDF)'),
    );
    equal(
      read(download.closest('.banner')?.querySelector('p')),
      'Organisationer, dödsbon och utträdda medlemmar lägger order på blankett. Ladda ner orderblanketten och skicka den till oss.',
    );
    equal(queryByRole(root(), 'button', 'Fortsätt'), null);
    equal(root().querySelector('input'), null, 'no order form');
    await expectNoAxeViolations(root());
    download.click();
    await waitFor(() =>
      equal(read(toasts().querySelector('.toast-message')), 'Blanketten är nedladdad.'),
    );
    assert(page.api.calls.some((c) => c.method === 'GET' && c.path.endsWith('/order-form')));
  });

  it('offers the terms, the order form and how pricing works as PDFs in the documents table', async () => {
    open(`${base}sa-fungerar-det/`);
    const shown = await waitFor(() => table('Dokument om handel med insatskapital'));
    const rows = [...shown.querySelectorAll('tbody tr')];
    deepEqual(
      rows.map((row) => read(row.querySelector('th'))),
      [
        'Villkor för handel med insatskapital, 2017-06-30',
        'Orderblankett för handel med insatskapital',
        'Så fungerar prissättningen av insatskapital',
      ],
    );
    const downloads = [
      ['Ladda ner villkoren (PDF)', 'Villkoren är nedladdade.', '/capital-trade/terms'],
      ['Ladda ner orderblankett (PDF)', 'Blanketten är nedladdad.', '/capital-trade/order-form'],
      [
        'Ladda ner beskrivningen av prissättningen (PDF)',
        'Beskrivningen är nedladdad.',
        '/capital-trade/pricing',
      ],
    ] as const;
    for (const [index, [label, done, path]] of downloads.entries()) {
      const row = rows[index] as HTMLElement;
      getByRole(row, 'button', label).click();
      await waitFor(() =>
        assert(
          [...toasts().querySelectorAll('[role=status] .toast-message')].some(
            (p) => read(p) === done,
          ),
          done,
        ),
      );
      assert(
        page.api.calls.some((c) => c.method === 'GET' && c.path.endsWith(path)),
        `${label}: GET ${path}`,
      );
    }
    equal(
      page.api.calls.filter(
        (c) => c.method === 'GET' && /\/(terms|order-form|pricing)$/.test(c.path),
      ).length,
      3,
    );
    await expectNoAxeViolations(root());

    // The terms still open in their modal, with the text the PDF has.
    const readTerms = getByRole(rows[0] as HTMLElement, 'button', 'Läs villkoren');
    readTerms.click();
    const terms = await waitFor(() =>
      getByRole(root(), 'dialog', 'Villkor för handel med insatskapital, 2017-06-30'),
    );
    assert(
      read(terms).includes(
        'Handel med insatskapital sker mellan föreningens medlemmar i månadsvisa handelsperioder. Föreningen förmedlar handeln och tar inget courtage.',
      ),
      read(terms),
    );
    getByRole(terms, 'button', 'Stäng').click();
    await waitFor(() => equal(queryByRole(root(), 'dialog'), null));
    equal(document.activeElement, readTerms);
  });

  it('shows a document that did not arrive as a PDF as a failed download in its row', async () => {
    open(`${base}sa-fungerar-det/`);
    const shown = await waitFor(() => table('Dokument om handel med insatskapital'));
    page.api.answerNext(
      'getPricingGuide',
      new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
    );
    const row = shown.querySelectorAll('tbody tr')[2] as HTMLElement;
    getByRole(row, 'button', 'Ladda ner beskrivningen av prissättningen (PDF)').click();
    await waitFor(() =>
      equal(read(getByRole(row, 'alert')), 'Filen kunde inte laddas ned. Försök igen.'),
    );
    equal(read(getByRole(row, 'status')), '');
  });

  it('explains that a member without the write role cannot order digitally', async () => {
    page.harness.update({ roles: ['Service_Trade_Read'] });
    open(newOrder);
    await waitFor(() =>
      assert(read(root()).includes('inte lägga eller avbryta ordrar digitalt'), read(root())),
    );
    equal(queryByRole(root(), 'button', 'Fortsätt'), null);
  });

  it('says there is no open period and when the next one opens', async () => {
    const overview = annaOverview();
    overview.periods = nextPeriods;
    open(newOrder, { overview });
    await waitFor(() =>
      assert(read(root()).includes('Det finns ingen öppen handelsperiod just nu.')),
    );
    assert(
      read(root()).includes(`${nextPeriods[0]!.opensOn} – ${nextPeriods[0]!.closesOn}`),
      'the next period',
    );
  });

  it('the callback without the session value goes to orderlaggning', async () => {
    open(`${base}orderlaggning/ny-order/slutfor/`);
    await waitFor(() => equal(navigations().at(-1), `${base}orderlaggning/`));
  });

  it('the callback completes a signed order and shows the receipt, or that it is unknown', async () => {
    open(`${base}orderlaggning/ny-order/slutfor/?sessionId=nope`);
    await waitFor(() =>
      equal(read(getByRole(root(), 'alert')), 'Ordern som skulle slutföras kunde inte hittas.'),
    );
    root().remove();
    // An order started and confirmed by the test signer, then the broker's redirect.
    const started = await (
      await fetch('/api/v1/capital-trade/orders', {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(annaBuyOrder('PaidCapital', 100_000)),
      })
    ).json();
    const orderRef = (started as { orderRef: string }).orderRef;
    await fetch(`/api/v1/signing/orders/${orderRef}/test-confirm`, {
      method: 'POST',
      body: JSON.stringify({ personalNumber: annaNumber }),
    });
    page.open(`${base}orderlaggning/ny-order/slutfor/?sessionId=${orderRef}`);
    await waitFor(() => assert(read(root()).includes('Din order har ordernummer HO-')));
    await expectNoAxeViolations(root());
  });
});
