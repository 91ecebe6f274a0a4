import { setViewport } from '@web/test-runner-commands';
import { describe, it } from '../../shared/testing/mocha.ts';
import { savesPerTest } from '../../shared/testing/saves.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { cells, getByRole, queryByRole, spaces, waitFor } from '../../shared/testing/dom.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import { demoIds } from '../../tests/harness/profiles.ts';
import { description, field, type } from '../../shared/testing/form.ts';
import { accountsPerTest, annaNumber } from './testing.ts';
import { assertTableReflows } from '../../shared/ui/testing/reflow.ts';

const home = '/skogsgardens-ekonomi/konton-i-granskog/';
const memberAccount = '00000000-0000-4000-8000-0000000a0001';
const settlement = '00000000-0000-4000-8000-0000000a0005';
const plan = '00000000-0000-4000-8000-0000000a0008';
const finance = ['Service_Finance_Read', 'Service_Finance_Write'];

const text = (node: Element | null | undefined) =>
  spaces(node instanceof HTMLElement ? node.innerText : (node?.textContent ?? ''));
/** A section or region by the text of the heading that labels it. */
function region(root: ParentNode, name: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('[aria-labelledby]')].find(
    (element) =>
      element.tagName !== 'DIALOG' &&
      spaces(
        document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent ?? '',
      ) === name,
  );
  if (!found) throw new Error(`No region named ${name}`);
  return found;
}
function tableNamed(root: ParentNode, name: string): HTMLTableElement {
  const found = [...root.querySelectorAll('table')].find(
    (table) =>
      spaces(
        document.getElementById(table.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ) === name,
  );
  if (!found) throw new Error(`No table named ${name}`);
  return found;
}

describe('portal-accounts', () => {
  const page = accountsPerTest();
  const { root, navigations, setUp } = page;
  const saves = savesPerTest();

  const open = async (path = home) => page.open(path);
  const dialog = () => getByRole(root(), 'dialog');
  const accountsTable = () => tableNamed(root(), 'Dina konton');
  const transactionRows = () =>
    [...root().querySelectorAll('[data-transaction]')].map((row) => cells(row));
  const blur = (input: HTMLElement) => {
    input.focus();
    input.blur();
  };

  it("shows Anna's accounts by type with formatted figures, inactive ones behind the toggle", async () => {
    await open();
    const table = await waitFor(() => accountsTable());
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => cells(row));
    deepEqual(
      rows.map((row) => row[0]),
      [
        'Medlemskonto',
        'Fastränteplacering 1 år',
        'Fastränteplacering 3 år',
        'Fastränteplacering 5 år',
        'Likvidkonto',
        'Inbetalt insatskapital',
        'Emitterat insatskapital',
        'Betalningsplan',
      ],
    );
    deepEqual(rows[0], [
      'Medlemskonto',
      '4711-100001',
      '1,25 %',
      '123 456,50 kr',
      '0,00 kr',
      '123 456,50 kr',
    ]);
    equal(rows[5]?.[2], 'Ingen ränta');
    equal(
      getByRole(table, 'link', 'Medlemskonto').getAttribute('href'),
      `${home}konto/${memberAccount}/`,
    );

    const toggle = field(root(), 'Visa inaktiva konton');
    toggle.click();
    await waitFor(() => equal(accountsTable().querySelectorAll('tbody tr').length, 9));
    assert(text(accountsTable()).includes('4712-099001'), 'the inactive account is shown');
    const inactive = [...accountsTable().querySelectorAll('tbody tr')].map((row) => cells(row));
    deepEqual(inactive[1]?.slice(0, 2), ['Fastränteplacering 1 år Inaktivt', '4712-099001']);
    toggle.click();
    await waitFor(() => equal(accountsTable().querySelectorAll('tbody tr').length, 8));
    await waitFor(() => equal(transactionRows().length, 10));
    await expectNoAxeViolations(root());
  });

  it("lists the latest transactions and shows more with the answer's cursor", async () => {
    await open();
    await waitFor(() => equal(transactionRows().length, 10));
    deepEqual(transactionRows()[0], [
      '2026-11-28',
      'Likvidutbetalning',
      'Medlemskonto',
      'Likvid avtal 4711-0001',
      '1 000,00 kr',
    ]);
    getByRole(root(), 'button', 'Visa fler').click();
    await waitFor(() => equal(transactionRows().length, 20));
    // Focus goes to the first new row so the member reads on from there.
    await waitFor(() => equal(document.activeElement?.getAttribute('data-transaction'), 't011'));
    const after = page.api.calls.filter((c) => c.path === '/api/v1/accounts/transactions').at(-1);
    equal(after?.search, '?after=10');
    getByRole(root(), 'button', 'Visa fler').click();
    await waitFor(() => equal(transactionRows().length, 23));
    equal(queryByRole(root(), 'button', 'Visa fler'), null);
  });

  it('tells how to pay in, and focus returns to the button', async () => {
    await open();
    const button = await waitFor(() => getByRole(root(), 'button', 'Så betalar du in'));
    button.click();
    await waitFor(() => equal(text(getByRole(dialog(), 'heading')), 'Så betalar du in'));
    assert(text(dialog()).includes('Bankgiro 5050-1055'), 'bankgiro');
    assert(text(dialog()).includes('Referens 100001'), 'reference');
    await expectNoAxeViolations(root());
    getByRole(dialog(), 'button', 'Stäng').click();
    await waitFor(() => equal(queryByRole(root(), 'dialog'), null));
    equal(document.activeElement, button);
  });

  it('shortens a statement interval longer than a year, says so, and downloads the PDF', async () => {
    await open();
    (await waitFor(() => getByRole(root(), 'button', 'Hämta kontoutdrag'))).click();
    const from = await waitFor(() => field(dialog(), 'Från och med'));
    const to = field(dialog(), 'Till och med');
    type(from, '2025-01-01');
    type(to, '2026-06-30');
    blur(to);
    await waitFor(() => equal(to.value, '2025-12-31'));
    assert(
      text(dialog()).includes(
        'Ett kontoutdrag kan omfatta högst ett år, så till-datumet är ändrat till 2025-12-31.',
      ),
      'the member is told',
    );
    await expectNoAxeViolations(root());
    getByRole(dialog(), 'button', 'Hämta kontoutdrag').click();
    await waitFor(() => equal(saves()[0]?.download, 'kontoutdrag-2025-01-01-2025-12-31.pdf'));
    await waitFor(() => assert(text(dialog()).includes('Kontoutdraget är hämtat.'), 'done'));
    const query = page.api.calls.find((c) => c.path === '/api/v1/accounts/statement')?.search;
    equal(query, '?from=2025-01-01&to=2025-12-31');

    page.api.failNext('getStatement', 'statementEmpty');
    getByRole(dialog(), 'button', 'Hämta kontoutdrag').click();
    await waitFor(() =>
      equal(
        text(getByRole(dialog(), 'alert')),
        'Det finns inga transaktioner under den valda perioden. Välj en annan period.',
      ),
    );
    page.api.failNext('getStatement', 'statementUnavailable');
    getByRole(dialog(), 'button', 'Hämta kontoutdrag').click();
    await waitFor(() =>
      equal(
        text(getByRole(dialog(), 'alert')),
        'Det går inte att skapa kontoutdrag just nu. Försök igen om en stund.',
      ),
    );
    page.api.answerNext('getStatement', Response.json({ not: 'a pdf' }));
    getByRole(dialog(), 'button', 'Hämta kontoutdrag').click();
    await waitFor(() =>
      equal(text(getByRole(dialog(), 'alert')), 'Filen kunde inte laddas ned. Försök igen.'),
    );
  });

  it('disables the withdraw button of an account that allows none, with the reason', async () => {
    await open(`${home}konto/${settlement}/`);
    const button = await waitFor(() => getByRole(root(), 'button', 'Ta ut pengar'));
    equal(button.getAttribute('aria-disabled'), 'true');
    equal(
      description(button),
      'Det går inte att ta ut pengar från den här kontotypen. Kontakta Skogsägarsupporten om du har frågor.',
    );
    getByRole(root(), 'heading', 'Likvidkonto 4720-100001');
    await expectNoAxeViolations(root());
  });

  it("shows a payment plan's agreement, receiver, withdrawals left and end", async () => {
    await open(`${home}konto/${plan}/`);
    const section = await waitFor(() => region(root(), 'Betalningsplan'));
    assert(
      text(section).includes(
        'Avtal Avtal 2024-0315 (avverkning Norrskogen 1:4) Mottagare Anna Skog Uttag kvar i år 1 Planen slutar 2034-03-15',
      ),
      text(section),
    );
    await waitFor(() => equal(transactionRows().length, 5));
    equal(transactionRows()[0]?.length, 4, 'no account column on the account page');
  });

  it('Anna withdraws 5 000 kr: the floor rule offers less or everything, she signs, it is reserved', async () => {
    await open(`${home}konto/${memberAccount}/uttag/`);
    const amount = await waitFor(() => field(dialog(), 'Belopp (minst 100 kr)'));
    await waitFor(() => equal(document.activeElement, amount));
    type(amount, '123 000');
    blur(amount);
    await waitFor(() =>
      assert(
        description(amount).includes(
          'Minst 1 000 kr måste finnas kvar på kontot. Ta ut högst 122 456,50 kr, eller hela saldot 123 456,50 kr.',
        ),
        description(amount),
      ),
    );
    getByRole(dialog(), 'button', 'Ta ut 122 456,50 kr');
    getByRole(dialog(), 'button', 'Ta ut hela saldot').click();
    await waitFor(() => equal(amount.value, '123 456,50'));
    equal(amount.getAttribute('aria-invalid'), null);
    equal(queryByRole(dialog(), 'button', 'Ta ut hela saldot'), null);

    type(amount, '5000');
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() => equal(text(getByRole(dialog(), 'heading')), 'Skriv under uttaget'));
    const start = page.api.calls.find((c) => c.path.endsWith('/withdrawals'))!;
    deepEqual(start.body, { amountOre: 500_000, message: '', acceptedTerms: false });
    assert(/^[0-9a-f-]{36}$/.test(start.headers.get('idempotency-key') ?? ''), 'idempotency key');
    assert(text(dialog()).includes('Du tar ut 5 000 kr från Medlemskonto 4711-100001.'), 'intro');
    const own = await waitFor(() => field(dialog(), 'Ditt personnummer'));
    await expectNoAxeViolations(root());
    type(own, annaNumber);
    getByRole(dialog(), 'button', 'Skriv under').click();
    await waitFor(() => equal(text(getByRole(dialog(), 'heading')), 'Uttaget är klart'));
    assert(
      text(dialog()).includes(
        '5 000 kr är reserverat på kontot och betalas ut till ditt bankkonto inom 1–2 bankdagar.',
      ),
      'told when it is paid',
    );
    // The account is fetched again: the reservation shows.
    await waitFor(() => assert(text(root()).includes('Reserverat 5 000,00 kr'), 'reserved'));
    assert(text(root()).includes('Tillgängligt 118 456,50 kr'), 'available');
    getByRole(dialog(), 'button', 'Stäng').click();
    await waitFor(() => equal(navigations().at(-1), `${home}konto/${memberAccount}/`));
  });

  it("puts the server's 400 on the amount field, and keeps the key for the same retry", async () => {
    await open(`${home}konto/${memberAccount}/uttag/`);
    const amount = await waitFor(() => field(dialog(), 'Belopp (minst 100 kr)'));
    page.api.failNext('startWithdrawal', 'validation', {
      amountOre: 'Beloppet är större än det tillgängliga saldot, 10 kr.',
    });
    page.api.failNext('startWithdrawal', 'serviceOffline');
    type(amount, '2 000');
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() =>
      assert(
        description(amount).includes('Beloppet är större än det tillgängliga saldot, 10 kr.'),
        description(amount),
      ),
    );
    equal(document.activeElement, amount);
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() =>
      equal(
        text(getByRole(dialog(), 'alert')),
        'Tjänsten är inte tillgänglig just nu. Försök igen senare.',
      ),
    );
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() => equal(text(getByRole(dialog(), 'heading')), 'Skriv under uttaget'));
    const keys = page.api.calls
      .filter((c) => c.path.endsWith('/withdrawals'))
      .map((c) => c.headers.get('idempotency-key'));
    equal(keys.length, 3);
    equal(keys[1], keys[2], 'the same submission retried keeps its key');
    // Leaving the signing step cancels the order and goes back to the account.
    await waitFor(() => field(dialog(), 'Ditt personnummer'));
    getByRole(dialog(), 'button', 'Stäng').click();
    await waitFor(() => equal(navigations().at(-1), `${home}konto/${memberAccount}/`));
    await waitFor(() => assert(page.api.callsOf('cancelSignOrder').length > 0));
  });

  it('a payment plan withdrawal needs the terms accepted', async () => {
    await open(`${home}konto/${plan}/uttag/`);
    const amount = await waitFor(() => field(dialog(), 'Belopp (minst 100 kr)'));
    type(amount, '10 000');
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    const terms = field(
      dialog(),
      'Jag godkänner villkoren för uttag från betalningsplanen (obligatoriskt)',
    );
    await waitFor(() => equal(terms.getAttribute('aria-invalid'), 'true'));
    assert(
      description(terms).includes('Du behöver godkänna villkoren för uttag från betalningsplanen.'),
      description(terms),
    );
    terms.click();
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() => equal(text(getByRole(dialog(), 'heading')), 'Skriv under uttaget'));
  });

  it('Anna opens a 3-year fixed-interest account and gets its number', async () => {
    await open(`${home}nytt-konto/`);
    const three = await waitFor(() => field(dialog(), '3 år, 2,75 % ränta'));
    await waitFor(() => equal(document.activeElement, field(dialog(), '1 år, 2,50 % ränta')));
    const amount = field(dialog(), 'Belopp (minst 10 000 kr)');
    assert(
      description(amount).includes(
        'Högst 123 456,50 kr, det tillgängliga saldot på ditt medlemskonto.',
      ),
      description(amount),
    );
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() => getByRole(dialog(), 'heading', 'Rätta följande:'));
    const summary = [
      ...getByRole(dialog(), 'heading', 'Rätta följande:').parentElement!.querySelectorAll('a'),
    ];
    deepEqual(
      summary.map((a) => a.textContent),
      [
        'Välj hur länge pengarna ska vara placerade.',
        'Du måste ange ett giltigt belopp.',
        'Du behöver godkänna villkoren för placeringen.',
      ],
    );
    await expectNoAxeViolations(root());
    three.click();
    type(amount, '20 000');
    field(
      dialog(),
      'Jag har läst och godkänner villkoren för fastränteplacering (obligatoriskt)',
    ).click();
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() => equal(text(getByRole(dialog(), 'heading')), 'Skriv under placeringen'));
    deepEqual(page.api.calls.find((c) => c.path === '/api/v1/accounts/fixed-interest')?.body, {
      term: 3,
      amountOre: 2_000_000,
      acceptedTerms: true,
    });
    type(await waitFor(() => field(dialog(), 'Ditt personnummer')), annaNumber);
    getByRole(dialog(), 'button', 'Skriv under').click();
    await waitFor(() => equal(text(getByRole(dialog(), 'heading')), 'Placeringen är öppnad'));
    const opened = page.api.accounts.at(-1)!;
    assert(
      text(dialog()).includes(
        `Din fastränteplacering är öppnad. Kontonummer: ${opened.accountNumber}.`,
      ),
      text(dialog()),
    );
    // The overview behind is fetched again: the new account is there.
    await waitFor(() => assert(text(accountsTable()).includes(opened.accountNumber), 'listed'));
    getByRole(dialog(), 'button', 'Stäng').click();
    await waitFor(() => equal(navigations().at(-1), home));
  });

  it('David has no accounts: the home says so kindly', async () => {
    setUp({ person: 'david', roles: finance }, { accounts: [], transactions: [] });
    await open();
    await waitFor(() =>
      assert(
        text(getByRole(root(), 'heading', 'Dina konton').closest('section')).includes(
          'Du har inga konton hos oss ännu.',
        ),
        'the empty state',
      ),
    );
    const button = getByRole(root(), 'button', 'Öppna fastränteplacering');
    equal(button.getAttribute('aria-disabled'), 'true');
    assert(description(button).includes('Du behöver ett medlemskonto'), description(button));
    equal(queryByRole(root(), 'table'), null);
    await expectNoAxeViolations(root());
  });

  it('Cecilia (organisation) is sent to support for withdrawals and new accounts', async () => {
    setUp({ person: 'cecilia' }, { organization: true, reference: '100003' });
    await open();
    const button = await waitFor(() => getByRole(root(), 'button', 'Öppna fastränteplacering'));
    equal(button.getAttribute('aria-disabled'), 'true');
    assert(
      description(button).startsWith(
        'Som företagsanvändare kan du inte öppna en fastränteplacering här. Kontakta Skogsägarsupporten så hjälper vi dig.',
      ),
      description(button),
    );
    const support = getByRole(root(), 'link', 'Kontakta Skogsägarsupporten');
    equal(support.getAttribute('href'), '/medlem-i-granskog/skogsagarsupport/');
    getByRole(root(), 'link', 'Medlemskonto').click();
    equal(navigations().at(-1), `${home}konto/${memberAccount}/`);
    root().remove();
    await open(`${home}konto/${memberAccount}/`);
    const withdraw = await waitFor(() => getByRole(root(), 'button', 'Ta ut pengar'));
    assert(
      description(withdraw).startsWith(
        'Som företagsanvändare kan du inte ta ut pengar med e-legitimation.',
      ),
      description(withdraw),
    );
    await expectNoAxeViolations(root());
  });

  it('a member without the write role sees no withdraw or new-account action', async () => {
    setUp({ person: 'anna', roles: ['Service_Finance_Read'] });
    await open();
    await waitFor(() => accountsTable());
    equal(queryByRole(root(), 'link', 'Öppna fastränteplacering'), null);
    equal(queryByRole(root(), 'button', 'Öppna fastränteplacering'), null);
    root().remove();
    await open(`${home}konto/${memberAccount}/`);
    await waitFor(() => getByRole(root(), 'heading', 'Medlemskonto 4711-100001'));
    equal(queryByRole(root(), 'link', 'Ta ut pengar'), null);
    equal(queryByRole(root(), 'button', 'Ta ut pengar'), null);
  });

  it("shows the server's refusal when staff impersonating try to sign", async () => {
    await open(`${home}konto/${memberAccount}/uttag/`);
    const amount = await waitFor(() => field(dialog(), 'Belopp (minst 100 kr)'));
    page.api.failNext('startWithdrawal', 'impersonationNotAllowed');
    type(amount, '2 000');
    getByRole(dialog(), 'button', 'Fortsätt till signering').click();
    await waitFor(() =>
      equal(
        text(getByRole(dialog(), 'alert')),
        'Du är inloggad som personal och kan inte göra detta åt medlemmen.',
      ),
    );
  });

  it("a member acting for another sees the giver's accounts (X-User-Id), within the proxy's roles", async () => {
    setUp({ person: 'anna', proxy: 'bertil', roles: finance });
    await open();
    await waitFor(() => accountsTable());
    const overview = page.api.calls.find((c) => c.path === '/api/v1/accounts')!;
    equal(overview.headers.get('x-user-id'), demoIds.bertil);
    getByRole(root(), 'link', 'Öppna fastränteplacering');
    root().remove();
    // Another profile loads again: the proxy's roles without the write role, no actions.
    setUp({ person: 'anna', proxy: 'bertil', roles: ['Service_Finance_Read'] });
    await open(`${home}konto/${memberAccount}/`);
    await waitFor(() => getByRole(root(), 'heading', 'Medlemskonto 4711-100001'));
    equal(queryByRole(root(), 'link', 'Ta ut pengar'), null);
  });

  it('reflows at 320 px: the page does not scroll sideways, a wide table scrolls in its region', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      await open();
      const table = await waitFor(() => accountsTable());
      await waitFor(() => equal(transactionRows().length, 10));
      assertTableReflows(table);
      await expectNoAxeViolations(root());
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it('the callback without the session value goes home; with it, completes and tells', async () => {
    await open(`${home}nytt-konto/slutfor/`);
    await waitFor(() => equal(navigations().at(-1), home));
    root().remove();
    // A withdrawal started and confirmed elsewhere (a broker's page), then the redirect back.
    const response = await fetch(`/api/v1/accounts/${memberAccount}/withdrawals`, {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ amountOre: 200_000, message: '', acceptedTerms: false }),
    });
    const started = (await response.json()) as { orderRef: string };
    page.api.signing.orders.get(started.orderRef)!.state = 'userSign';
    await open(`${home}konto/${memberAccount}/uttag/slutfor/?sessionId=${started.orderRef}`);
    await waitFor(() =>
      equal(
        text(getByRole(root(), 'status')),
        'Uttaget är klart. Beloppet är reserverat på kontot och betalas ut inom 1–2 bankdagar.',
      ),
    );
  });
});
