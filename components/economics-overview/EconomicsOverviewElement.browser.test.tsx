import { describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal, present } from '../../shared/testing/assert.ts';
import {
  getByRole,
  queryAllByRole,
  queryByRole,
  spaces,
  waitFor,
} from '../../shared/testing/dom.ts';
import { problem } from '../../shared/testing/fakeApi.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import type { DemoChoice } from '../../tests/harness/profiles.ts';
import { economicsOverviewPerTest, type FakeOptions } from './testing.ts';

const home = '/skogsgardens-ekonomi/';

describe('portal-economics-overview', () => {
  const page = economicsOverviewPerTest();

  /** Opens the page for the person (Anna) with the panels' answers (hers). */
  function open(fake?: FakeOptions, choice?: DemoChoice) {
    if (fake || choice) page.setUp(choice, fake);
    const root = page.open(home);
    return { harness: page.harness, root };
  }
  /** A panel: the section named by its heading (the test queries know no implicit region). */
  const section = (root: HTMLElement, name: string) =>
    waitFor(() => {
      const found = [...root.querySelectorAll('section')].find(
        (s) => s.querySelector('h2')?.textContent === name,
      );
      assert(found, `no section ${name}`);
      assert(found.getAttribute('aria-labelledby') === found.querySelector('h2')!.id, 'unnamed');
      return found;
    });
  const tableIn = (region: HTMLElement) => region.querySelector('table');
  const settled = (root: HTMLElement) =>
    waitFor(() => {
      assert(root.querySelector('[data-loading]') === null, 'still loading');
      assert(root.querySelectorAll('section').length > 0, 'no panels yet');
      return true;
    });
  const details = (region: HTMLElement) =>
    [...region.querySelectorAll('dt')].map((dt) => [
      spaces(dt.textContent ?? ''),
      spaces(dt.nextElementSibling?.textContent ?? ''),
    ]);

  it('shows Anna every panel: accounts, engagement, the small chart, trade periods, links', async () => {
    const { root } = open();
    await settled(root);
    const accounts = await section(root, 'Mina konton');
    const table = await waitFor(() => getByRole(accounts, 'region', 'Saldo per konto'));
    const cells = (row: Element) =>
      [...row.querySelectorAll('th, td, .overview-sub')].map((cell) =>
        spaces(cell.textContent ?? ''),
      );
    deepEqual([...table.querySelectorAll('tbody tr')].map(cells), [
      ['Medlemskonto 8480-0100001', '8480-0100001', '234 859,75 kr', '234 859,75 kr'],
      ['Inbetalt insatskapital 8480-0100006', '8480-0100006', '89 250,00 kr', '89 250,00 kr'],
      ['Totalt', '324 109,75 kr', '324 109,75 kr'],
    ]);
    deepEqual(details(await section(root, 'Mitt medlemsengagemang')), [
      ['Kundnummer', '100001'],
      ['Medlem sedan', '1998-03-12'],
      ['Röstområde', 'Växjö'],
      ['Medlemsareal', '126,40 ha'],
      ['Insatsskyldighet', '100 800,00 kr'],
      ['Inbetalt insatskapital', '89 250,00 kr'],
      ['Inbetald andel av insatsskyldigheten', '88,54 %'],
    ]);
    const economics = await section(root, 'Ekonomisk utveckling');
    const chart = await waitFor(() => getByRole(economics, 'group', 'Ekonomisk utveckling per år'));
    equal(chart.querySelectorAll('g[role="img"][data-year]').length, 5);
    deepEqual(details(await section(root, 'Handel med insatskapital')), [
      [
        'Pågående period',
        '2026-11-01 – 2026-11-30, full handel (emitterat och inbetalt insatskapital)',
      ],
      [
        'Nästa period',
        '2026-12-01 – 2026-12-31, begränsad handel (endast emitterat insatskapital)',
      ],
    ]);
    const links = await section(root, 'Relaterade sidor');
    equal(
      getByRole(links, 'link', 'Virkesaffärer').getAttribute('href'),
      '/skogsgardens-affarer/virkesaffarer/',
    );
    equal(
      getByRole(links, 'link', 'Mina dokument').getAttribute('href'),
      '/skogsgardens-affarer/mina-dokument/',
    );
    // Ordered services has no page yet: its name and why, no link to nowhere.
    equal(queryByRole(links, 'link', /Beställda tjänster/), null);
    assert(
      spaces(links.textContent ?? '').includes(
        'Beställda tjänster Det finns ingen sida att visa här just nu.',
      ),
    );
    await expectNoAxeViolations(root);
  });

  it('follows a panel link through the host navigation', async () => {
    const { root, harness } = open();
    const trade = await section(root, 'Handel med insatskapital');
    (await waitFor(() => getByRole(trade, 'link', 'Gå till handeln med insatskapital'))).click();
    deepEqual(harness.calls.at(-1), [
      'navigate',
      '/skogsgardens-ekonomi/handel-med-insatskapital/',
    ]);
  });

  it('one failing panel says so with a retry, and every other panel is still shown', async () => {
    page.api.answer('getOverviewAccounts', problem('internal'));
    const { root } = open();
    await settled(root);
    const accounts = await section(root, 'Mina konton');
    const alert = getByRole(accounts, 'alert');
    assert(spaces(alert.textContent ?? '').startsWith('Något gick fel'), alert.textContent ?? '');
    equal(tableIn(accounts), null);
    // The others loaded as if nothing happened.
    await waitFor(() => getByRole(root, 'group', 'Ekonomisk utveckling per år'));
    equal(details(await section(root, 'Mitt medlemsengagemang'))[0]![1], '100001');
    equal(queryAllByRole(root, 'alert').length, 1);
    await expectNoAxeViolations(root);

    // The call works again: the retry loads the panel alone.
    page.api.answer('getOverviewAccounts', {
      accounts: [],
      totalBalanceOre: 0,
      totalAvailableOre: 0,
    });
    const before = page.api.calls.length;
    getByRole(accounts, 'button', 'Försök igen').click();
    await waitFor(() => getByRole(accounts, 'link', 'Gå till mina konton'));
    deepEqual(
      page.api.calls.slice(before).map((c) => c.url),
      ['/api/v1/economics-overview/accounts'],
    );
  });

  it('a panel still loading never holds back the others', async () => {
    // The engagement's call never answers; the trade periods' fails.
    page.api.holdNext('getMemberEngagement');
    page.api.answer('getOverviewTradePeriods', problem('serviceOffline'));
    const { root } = open();
    const engagement = await section(root, 'Mitt medlemsengagemang');
    const accounts = await section(root, 'Mina konton');
    await waitFor(() => present(tableIn(accounts), 'the accounts table'));
    getByRole(engagement, 'status', 'Dina medlemsuppgifter hämtas…');
    const trade = await section(root, 'Handel med insatskapital');
    await waitFor(() => getByRole(trade, 'alert'));
  });

  it('says clearly when the member has no accounts, and still links to the accounts page', async () => {
    const { root } = open({
      accounts: { accounts: [], totalBalanceOre: 0, totalAvailableOre: 0 },
    });
    const accounts = await section(root, 'Mina konton');
    await waitFor(() => getByRole(accounts, 'link', 'Gå till mina konton'));
    assert(spaces(accounts.textContent ?? '').includes('Du har inga konton hos oss ännu.'));
    equal(tableIn(accounts), null);
    await expectNoAxeViolations(root);
  });

  it("shows Anna acting for Bertil only what his proxy's roles open: no panel calls", async () => {
    const { root } = open({}, { person: 'anna', proxy: 'bertil' });
    await section(root, 'Relaterade sidor');
    equal(root.querySelectorAll('section').length, 1);
    deepEqual(page.api.calls, []);
    await expectNoAxeViolations(root);
  });
});
