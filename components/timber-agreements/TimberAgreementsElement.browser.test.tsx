import { sendKeys, setViewport } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../shared/testing/mocha.ts';
import { assert, deepEqual, equal } from '../../shared/testing/assert.ts';
import { getByRole, queryByRole, spaces, waitFor } from '../../shared/testing/dom.ts';
import { description, field, type } from '../../shared/testing/form.ts';
import { expectNoAxeViolations } from '../../shared/ui/testing/axe.ts';
import {
  bertilsProxyToAnna,
  demoHarnessOptions,
  demoProfiles,
  proxyProfile,
  type DemoChoice,
} from '../../tests/harness/profiles.ts';
import type { ProfileProxy } from '../../shared/contracts/memberProfile.ts';
import type { Agreement } from '../../shared/contracts/timber-agreements.ts';
import {
  demoAgreements,
  demoOptions,
  demoV2Agreement,
  ids,
  timberAgreementsPerTest,
  type FakeTimberOptions,
} from './testing.ts';

const home = '/skogsgardens-affarer/leveransvirke/';
const wizard = (id: string, step: string) => `${home}avtal/${id}/${step}/`;
const flags = [
  'TimberManagerViol3',
  'TimberManagerViol3Opportunity',
  'TimberManagerViol3Delivery',
  'PriceCalculation',
];

describe('portal-timber-agreements', () => {
  const page = timberAgreementsPerTest(flags);
  const { root } = page;
  function setUp(
    choice: DemoChoice = { person: 'anna', flags },
    agreements: Agreement[] | undefined = undefined,
    fake: Omit<FakeTimberOptions, 'agreements'> = {},
  ) {
    page.setUp(demoHarnessOptions(choice), { ...(agreements ? { agreements } : {}), ...fake });
  }
  afterEach(async () => {
    await setViewport({ width: 1280, height: 800 });
  });

  const open = async (path = home) => page.open(path);
  const text = () => spaces(root().textContent ?? '');
  const button = (name: string) => getByRole(root(), 'button', name);
  const path = () => page.harness.bridge.location.get().pathname;
  const stepHeading = () => spaces(root().querySelector('h3')?.textContent ?? '');

  describe('the home', () => {
    it('Anna sees her links and the three lists, with the ended filter', async () => {
      await open();
      await waitFor(() => assert(text().includes('Avtal som väntar på underskrift'), text()));
      const links = [...root().querySelectorAll('nav a')].map((a) => spaces(a.textContent ?? ''));
      deepEqual(links, [
        'Skapa nytt avtal',
        'Aktuella virkesprislistor',
        'Guide: så gör du ett leveransvirkesavtal',
      ]);
      assert(
        text().includes('Beställda tjänster är inte tillgängliga för dig.'),
        'services disabled with reason',
      );
      const list = (name: string) => root().querySelector(`[data-list="${name}"]`)!;
      assert(spaces(list('awaiting').textContent ?? '').includes('Gallring Björkås'), 'awaiting');
      assert(spaces(list('drafts').textContent ?? '').includes('Du har inga utkast.'), 'no drafts');
      const agreements = spaces(list('agreements').textContent ?? '');
      assert(agreements.includes('Slutavverkning Norrskogen norra'), 'active');
      assert(agreements.includes('220 / 85 m³fub'), 'agreed and reported');
      assert(agreements.includes('januari 2027 – februari 2027'), 'delivery months');
      assert(!agreements.includes('Leveransvirke Norrskogen våren'), 'ended hidden');
      field(root(), 'Visa avslutade avtal').click();
      await waitFor(() => assert(text().includes('Leveransvirke Norrskogen våren'), 'ended shown'));
      await expectNoAxeViolations(root());
    });

    it("the agreements list shows each one's created date and validity as dates", async () => {
      await open();
      const table = await waitFor(() => {
        const found = root().querySelector('[data-list="agreements"] table');
        if (!found) throw new Error(text());
        return found;
      });
      const headers = [...table.querySelectorAll('thead th')].map((th) =>
        spaces(th.textContent ?? ''),
      );
      const row = [...table.querySelectorAll('tbody tr')].find((tr) =>
        tr.textContent?.includes('Slutavverkning Norrskogen norra'),
      )!;
      const cell = (header: string) =>
        spaces(row.children[headers.indexOf(header)]?.textContent ?? '');
      equal(cell('Skapat'), '2026-09-20');
      equal(cell('Giltighet'), '2027-01-01 – 2027-02-28');
    });

    it('opens the delivery plan of an assortment in a dialog and returns focus', async () => {
      await open();
      const opener = await waitFor(() => getByRole(root(), 'button', 'Leveransplan Grantimmer'));
      opener.click();
      const dialog = await waitFor(() => getByRole(root(), 'dialog'));
      const rows = [...dialog.querySelectorAll('tbody tr')].map((tr) =>
        spaces(tr.textContent ?? ''),
      );
      deepEqual(rows, ['januari 2027120', 'februari 2027100', 'Totalt220']);
      await expectNoAxeViolations(root());
      await sendKeys({ press: 'Escape' });
      await waitFor(() => equal(queryByRole(root(), 'dialog'), null));
      equal(document.activeElement, opener);
    });

    it('a member with only delivery roles sees the new-agreement link disabled and no lists', async () => {
      setUp({ person: 'anna', flags, roles: ['Service_TimberManager_Deliveries_Read'] });
      await open();
      await waitFor(() =>
        assert(text().includes('Du har inte behörighet att se avtal om leveransvirke.'), text()),
      );
      assert(text().includes('Du har inte behörighet att skapa avtal.'), 'reason');
      equal(root().querySelector('a[href*="avtal"]'), null);
      equal(page.api.calls.length, 0);
      await expectNoAxeViolations(root());
    });

    it('links an agreement to its deliveries only for a member with the deliveries read and write roles', async () => {
      const agreementRoles = [
        'Service_TimberManager_Agreements_Read',
        'Service_TimberManager_Agreements_Write',
      ];
      const deliveries = 'Anmälan och leveranser för Slutavverkning Norrskogen norra';
      setUp({
        person: 'anna',
        flags,
        roles: [...agreementRoles, 'Service_TimberManager_Deliveries_Read'],
      });
      await open();
      await waitFor(() => getByRole(root(), 'link', 'Visa Slutavverkning Norrskogen norra'));
      equal(queryByRole(root(), 'link', deliveries), null, 'the page would deny her');
      root().remove();
      setUp({
        person: 'anna',
        flags,
        roles: [
          ...agreementRoles,
          'Service_TimberManager_Deliveries_Read',
          'Service_TimberManager_Deliveries_Write',
        ],
      });
      await open();
      await waitFor(() => getByRole(root(), 'link', deliveries));
    });

    it('the wizard answers access denied to a member without the write role', async () => {
      setUp({ person: 'anna', flags, roles: ['Service_TimberManager_Agreements_Read'] });
      await open(wizard('nytt', 'fastighet'));
      await waitFor(() =>
        assert(text().includes('Du har inte rättighet att utföra denna åtgärd.'), text()),
      );
    });
  });

  describe('a proxy with only the right "Välja likvidmottagare" (platform §3, issue 28)', () => {
    /** Anna acting for Bertil under a proxy whose one right is choosing who is paid. */
    const liquidityOnly: ProfileProxy = {
      ...bertilsProxyToAnna,
      roles: ['Service_TimberManager_Agreements_Read'],
      details: [
        {
          code: 'chooseLiquidityRecipient',
          title: 'Välja likvidmottagare',
          text: 'Får välja vem som tar emot betalningen för virke och tjänster.',
        },
      ],
    };
    const owners = [
      { memberId: ids.bertil, name: 'Bertil Gran' },
      { memberId: ids.anna, name: 'Anna Skog' },
    ];
    const draft = (over: Partial<Agreement>): Agreement => ({
      ...demoAgreements()[0]!,
      status: 'Draft',
      version: 4,
      owners,
      awaitingMySignature: false,
      ...over,
    });
    const drafts = [
      draft({ id: ids.draft, wizardId: ids.draft, name: 'Gallring Tallmon', isCreator: true }),
      draft({
        id: ids.otherDraft,
        wizardId: ids.otherDraft,
        name: 'Röjning Ekbacken',
        isCreator: false,
      }),
    ];

    function asLiquidityProxy() {
      const person = { ...demoProfiles.anna, proxies: [liquidityOnly] };
      const proxy = proxyProfile(person, liquidityOnly);
      page.setUp(
        { person, proxy, proxies: [proxy], flags },
        { agreements: [...demoAgreements(), ...drafts] },
      );
    }

    it('shows what the proxy may do and nothing the server would refuse', async () => {
      asLiquidityProxy();
      await open();
      await waitFor(() => assert(text().includes('Gallring Tallmon'), text()));
      // No way into the wizard (its page needs the write role): no link to any agreement.
      equal(root().querySelector('a[href*="/avtal/"]'), null, 'no wizard or deliveries link');
      assert(text().includes('Du har inte behörighet att skapa avtal.'), 'no new agreement');
      assert(text().includes('Du kan se avtalet här men inte öppna eller ändra det.'), 'why');
      // Only the draft the giver created may have its recipient chosen (NotDraftCreator).
      getByRole(root(), 'button', 'Välj likvidmottagare för Gallring Tallmon');
      equal(queryByRole(root(), 'button', 'Välj likvidmottagare för Röjning Ekbacken'), null);
      await expectNoAxeViolations(root());

      getByRole(root(), 'button', 'Välj likvidmottagare för Gallring Tallmon').click();
      const dialog = await waitFor(() => getByRole(root(), 'dialog'));
      field(dialog, 'Allt till Anna Skog (likvidmottagare)').click();
      await expectNoAxeViolations(dialog);
      getByRole(dialog, 'button', 'Spara').click();
      await waitFor(() => equal(queryByRole(root(), 'dialog'), null));
      const put = page.api.calls.find((c) => c.method === 'PUT');
      deepEqual(
        { path: put?.path, body: put?.body, ifMatch: put?.ifMatch },
        {
          path: `/api/v1/timber-agreements/${ids.draft}/liquidity-recipient`,
          body: { economicRepresentativeId: ids.anna },
          ifMatch: '"4"',
        },
      );
      deepEqual(
        [...new Set(page.api.calls.map((c) => `${c.method} ${c.path}`))].sort(),
        [
          'GET /api/v1/timber-agreements',
          `PUT /api/v1/timber-agreements/${ids.draft}/liquidity-recipient`,
        ],
        'only the calls such a proxy may make',
      );
    });

    it('a proxy who may sign as well opens the wizard and gets no separate choice', async () => {
      setUp({ person: 'anna', proxy: 'bertil', flags }, [...demoAgreements(), ...drafts]);
      await open();
      await waitFor(() => getByRole(root(), 'link', 'Fortsätt med Gallring Tallmon'));
      equal(queryByRole(root(), 'button', 'Välj likvidmottagare för Gallring Tallmon'), null);
    });
  });

  describe('v2 agreements (TimberManagerViol2)', () => {
    const v2Flags = [...flags, 'TimberManagerViol2', 'TimberManagerViol2Opportunity'];
    const linkTo = (name: string) => getByRole(root(), 'link', name) as HTMLAnchorElement;

    it('lists a v2 agreement, opened at its quote project id, its deliveries when on', async () => {
      setUp({ person: 'anna', flags: [...v2Flags, 'TimberManagerViol2Delivery'] }, [
        ...demoAgreements(),
        demoV2Agreement(),
      ]);
      await open();
      await waitFor(() => assert(text().includes('Leveransvirke Norrskogen södra'), text()));
      assert(text().includes('Avtal från tidigare avtalsflöde'), 'marked as v2');
      equal(
        new URL(linkTo('Visa Leveransvirke Norrskogen södra').href).pathname,
        wizard(ids.v2QuoteProject, 'granska'),
      );
      equal(
        new URL(linkTo('Anmälan och leveranser för Leveransvirke Norrskogen södra').href).pathname,
        `${home}avtal/${ids.v2}/anmalan/`,
      );
      // The v3 agreements keep their own links; an active one links to its deliveries too.
      equal(
        new URL(linkTo('Visa Slutavverkning Norrskogen norra').href).pathname,
        wizard(ids.active, 'granska'),
      );
      equal(
        new URL(linkTo('Anmälan och leveranser för Slutavverkning Norrskogen norra').href).pathname,
        `${home}avtal/${ids.active}/anmalan/`,
      );
      await expectNoAxeViolations(root());
      linkTo('Visa Leveransvirke Norrskogen södra').click();
      equal(path(), wizard(ids.v2QuoteProject, 'granska'));
    });

    it('without the v2 delivery flag there is no deliveries link', async () => {
      setUp({ person: 'anna', flags: v2Flags }, [demoV2Agreement()]);
      await open();
      await waitFor(() => assert(text().includes('Leveransvirke Norrskogen södra'), text()));
      equal(
        queryByRole(root(), 'link', 'Anmälan och leveranser för Leveransvirke Norrskogen södra'),
        null,
      );
    });

    it('without the v3 delivery flag an active v3 agreement has no deliveries link', async () => {
      setUp({ person: 'anna', flags: flags.filter((f) => f !== 'TimberManagerViol3Delivery') });
      await open();
      await waitFor(() => assert(text().includes('Slutavverkning Norrskogen norra'), text()));
      equal(
        queryByRole(root(), 'link', 'Anmälan och leveranser för Slutavverkning Norrskogen norra'),
        null,
      );
      // The rest of the agreement stays: its wizard link and delivery plan.
      assert(queryByRole(root(), 'link', 'Visa Slutavverkning Norrskogen norra'), 'opens');
      getByRole(root(), 'button', 'Leveransplan Grantimmer');
    });

    it('the wizard opens a v2 agreement by its quote project id', async () => {
      setUp({ person: 'anna', flags: v2Flags }, [demoV2Agreement()]);
      await open(wizard(ids.v2QuoteProject, 'granska'));
      await waitFor(() => assert(text().includes('Leveransvirke Norrskogen södra'), text()));
      assert(
        page.api.calls.some((c) => c.path === `/api/v1/timber-agreements/${ids.v2QuoteProject}`),
        'read by the quote project id',
      );
      await expectNoAxeViolations(root());
    });
  });

  describe("the Opportunity variants (each generation's wizard)", () => {
    const linkTo = (name: string) => queryByRole(root(), 'link', name);

    it('off: no new agreement (with its reason), the agreements listed without wizard links', async () => {
      setUp({
        person: 'anna',
        flags: ['TimberManagerViol3', 'TimberManagerViol3Delivery', 'PriceCalculation'],
      });
      await open();
      await waitFor(() => assert(text().includes('Slutavverkning Norrskogen norra'), text()));
      assert(
        text().includes('Nya avtal kan inte skapas i portalen just nu. Kontakta din virkesköpare.'),
        'new agreement disabled with its reason',
      );
      equal(linkTo('Skapa nytt avtal')?.getAttribute('aria-disabled'), 'true');
      equal(root().querySelector('a[href*="/avtal/"]:not([href$="/anmalan/"])'), null);
      equal(linkTo('Skriv under Gallring Björkås'), null);
      assert(text().includes('Avtalet kan inte öppnas i portalen just nu.'), 'why no link');
      // The delivery plan and the deliveries stay: they are not the wizard's.
      assert(linkTo('Anmälan och leveranser för Slutavverkning Norrskogen norra'), 'deliveries');
      getByRole(root(), 'button', 'Leveransplan Grantimmer');
      await expectNoAxeViolations(root());
    });

    it("on for v3 only: v3's agreements open, the v2 agreement is listed without a link", async () => {
      setUp({ person: 'anna', flags: [...flags, 'TimberManagerViol2'] }, [
        ...demoAgreements(),
        demoV2Agreement(),
      ]);
      await open();
      await waitFor(() => assert(text().includes('Leveransvirke Norrskogen södra'), text()));
      equal(linkTo('Skapa nytt avtal')?.tagName, 'A');
      assert(linkTo('Visa Slutavverkning Norrskogen norra'), 'v3 opens');
      equal(linkTo('Visa Leveransvirke Norrskogen södra'), null);
      const v2Row = [...root().querySelectorAll('tr')].find((tr) =>
        tr.textContent?.includes('Leveransvirke Norrskogen södra'),
      )!;
      assert(
        spaces(v2Row.textContent ?? '').includes('Avtalet kan inte öppnas i portalen just nu.'),
        'v2 row says why',
      );
    });
  });

  describe('the wizard', () => {
    it('step fastighet: name and estate are required; then on to the pricing moment', async () => {
      await open(wizard('nytt', 'fastighet'));
      await waitFor(() => equal(stepHeading(), 'Steg 1 av 5: Fastighet'));
      button('Nästa').click();
      await waitFor(() =>
        assert(
          description(field(root(), 'Avtalets namn')).includes('Ge avtalet ett namn.'),
          'name',
        ),
      );
      assert(text().includes('Välj minst en fastighet.'), 'estate');
      equal(path(), wizard('nytt', 'fastighet'));
      await expectNoAxeViolations(root());
      type(field(root(), 'Avtalets namn'), 'Vinter');
      field(root(), 'Norrskogen 1:4 (Anna Skog)').click();
      field(root(), 'Björkås 2:7 (Anna Skog, Bertil Gran)').click();
      button('Nästa').click();
      await waitFor(() =>
        assert(text().includes('Fastigheterna i ett avtal måste ha samma ägare.'), text()),
      );
      field(root(), 'Björkås 2:7 (Anna Skog, Bertil Gran)').click();
      button('Nästa').click();
      await waitFor(() => equal(path(), wizard('nytt', 'prissattningstillfalle')));
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      equal(document.activeElement, root().querySelector('h3'));
      equal(page.api.calls.filter((c) => c.method !== 'GET').length, 0, 'nothing saved yet');
    });

    it('two estates in one district: the member chooses which is the main estate', async () => {
      const hult = '00000000-0000-4000-8000-0000000e0003';
      const options = demoOptions();
      options.estates.push({
        ...options.estates[1]!,
        id: hult,
        designation: 'Hult 3:1',
      });
      setUp(undefined, undefined, { options });
      await open(wizard('nytt', 'fastighet'));
      type(await waitFor(() => field(root(), 'Avtalets namn')), 'Vinter');
      field(root(), 'Norrskogen 1:4 (Anna Skog)').click();
      await waitFor(() => field(root(), 'Norrskogen 1:4 (Anna Skog)').checked);
      equal(text().includes('Huvudfastighet i distrikt Växjö'), false, 'one estate is its own');
      field(root(), 'Hult 3:1 (Anna Skog)').click();
      await waitFor(() => assert(text().includes('Huvudfastighet i distrikt Växjö'), text()));
      // The first chosen is the main estate until the member picks another.
      equal(field(root(), 'Norrskogen 1:4').checked, true);
      equal(field(root(), 'Hult 3:1').checked, false);
      await expectNoAxeViolations(root());
      field(root(), 'Hult 3:1').click();
      await waitFor(() => equal(field(root(), 'Hult 3:1').checked, true));
      equal(field(root(), 'Norrskogen 1:4').checked, false);
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      button('Nästa').click();
      await waitFor(() => assert(path().endsWith('/sortiment/'), path()));
      const post = page.api.calls.find((c) => c.method === 'POST')!;
      deepEqual(
        (post.body as { estates: { estateId: string; main: boolean }[] }).estates
          .filter((e) => e.main)
          .map((e) => e.estateId),
        [hult],
      );
    });

    it('co-owners choose the payout: by share, or all to a liquidity recipient', async () => {
      await open(wizard('nytt', 'fastighet'));
      type(await waitFor(() => field(root(), 'Avtalets namn')), 'Vinter');
      field(root(), 'Björkås 2:7 (Anna Skog, Bertil Gran)').click();
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      const byShare = field(root(), 'Efter ägarandel till varje delägare');
      const toBertil = field(root(), 'Allt till Bertil Gran (likvidmottagare)');
      field(root(), 'Allt till Anna Skog (likvidmottagare)');
      equal(byShare.checked, true, 'by share until another is chosen');
      assert(
        text().includes(
          'Med en likvidmottagare skriver varje delägare under själv, inte med fullmakt.',
        ),
        'the hint',
      );
      await expectNoAxeViolations(root());
      toBertil.click();
      await waitFor(() =>
        equal(field(root(), 'Allt till Bertil Gran (likvidmottagare)').checked, true),
      );
      button('Nästa').click();
      await waitFor(() => assert(path().endsWith('/sortiment/'), path()));
      const put = page.api.calls.find((c) => c.method === 'PUT')!;
      equal(
        (put.body as { economicRepresentativeId: unknown }).economicRepresentativeId,
        ids.bertil,
      );
    });

    it('a single owner is not asked about the payout', async () => {
      await open(wizard('nytt', 'fastighet'));
      type(await waitFor(() => field(root(), 'Avtalets namn')), 'Vinter');
      field(root(), 'Norrskogen 1:4 (Anna Skog)').click();
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      equal(text().includes('Utbetalning'), false, text());
    });

    it('"Föregående" goes back a step and keeps what was entered', async () => {
      await open(wizard('nytt', 'fastighet'));
      type(await waitFor(() => field(root(), 'Avtalets namn')), 'Vinter');
      field(root(), 'Norrskogen 1:4 (Anna Skog)').click();
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      button('Föregående').click();
      await waitFor(() => equal(stepHeading(), 'Steg 1 av 5: Fastighet'));
      equal(path(), wizard('nytt', 'fastighet'));
      equal(document.activeElement, root().querySelector('h3'));
      equal(field(root(), 'Avtalets namn').value, 'Vinter');
      equal(field(root(), 'Norrskogen 1:4 (Anna Skog)').checked, true);
      // On through the draft's creation, then back from the volumes to the pricing moment.
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 3 av 5: Sortiment och volym'));
      field(root(), 'Grantimmer').click();
      await waitFor(() => root().querySelector('.timber-month-grid input'));
      type(root().querySelector<HTMLInputElement>('.timber-month-grid input')!, '60');
      button('Föregående').click();
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      assert(path().endsWith('/prissattningstillfalle/'), path());
      equal(field(root(), 'Virkesprislista 2027, från 2027-01-01').checked, true);
      button('Föregående').click();
      await waitFor(() => equal(stepHeading(), 'Steg 1 av 5: Fastighet'));
      equal(field(root(), 'Avtalets namn').value, 'Vinter');
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 3 av 5: Sortiment och volym'));
      equal(field(root(), 'Grantimmer').checked, true);
      equal(root().querySelector<HTMLInputElement>('.timber-month-grid input')!.value, '60');
    });

    it('tells the member which expired assortments were removed from the draft', async () => {
      const draftId = '00000000-0000-4000-8000-0000000c0003';
      page.api.addDraft(draftId, {
        removedAssortments: ['talltimmer', 'lovmassaved'],
      });
      await open(wizard(draftId, 'sortiment'));
      await waitFor(() =>
        assert(
          text().includes(
            'Priserna för Talltimmer, Lövmassaved har gått ut, så de sortimenten togs bort från utkastet.',
          ),
          text(),
        ),
      );
      await expectNoAxeViolations(root());
    });

    it('a draft with nothing removed shows no such notice', async () => {
      await throughPricing();
      equal(text().includes('har gått ut'), false, text());
    });

    it('when the choices cannot be fetched it says so, with the way back to the list', async () => {
      setUp(undefined, undefined, { optionsFailure: 'network' });
      await open(wizard('nytt', 'fastighet'));
      const alert = await waitFor(() => getByRole(root(), 'alert'));
      equal(
        spaces(alert.querySelector('p')?.textContent ?? ''),
        'Fastigheterna kunde inte hämtas. Ladda om sidan eller gå tillbaka till avtalslistan.',
      );
      await expectNoAxeViolations(root());
      getByRole(alert, 'link', 'Till avtalslistan').click();
      await waitFor(() => equal(path(), home));
    });

    it('a server error on the choices gets the same message; a refusal keeps its own', async () => {
      setUp(undefined, undefined, { optionsFailure: 'internal' });
      await open(wizard('nytt', 'fastighet'));
      await waitFor(() => assert(text().includes('Fastigheterna kunde inte hämtas.'), text()));
      root().remove();
      setUp(undefined, undefined, { optionsFailure: 'forbidden' });
      await open(wizard('nytt', 'fastighet'));
      await waitFor(() =>
        assert(text().includes('Du har inte rättighet att utföra denna åtgärd.'), text()),
      );
      equal(text().includes('Fastigheterna kunde inte hämtas.'), false, text());
    });

    async function throughPricing() {
      await open(wizard('nytt', 'fastighet'));
      type(await waitFor(() => field(root(), 'Avtalets namn')), 'Vinter');
      field(root(), 'Norrskogen 1:4 (Anna Skog)').click();
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      assert(
        field(root(), 'Virkesprislista 2027, från 2027-01-01').checked,
        'the one moment chosen',
      );
      button('Nästa').click();
      await waitFor(() => assert(path().endsWith('/sortiment/'), path()));
      await waitFor(() => equal(stepHeading(), 'Steg 3 av 5: Sortiment och volym'));
    }

    it('step prissattningstillfalle creates the draft on the server; a duplicate is refused', async () => {
      await throughPricing();
      const post = page.api.calls.find((c) => c.method === 'POST');
      deepEqual(post?.body, {
        name: 'Vinter',
        estates: [{ estateId: ids.norrskogen, main: true }],
        pricingMomentId: ids.moment,
      });
      const put = page.api.calls.find((c) => c.method === 'PUT');
      equal(put?.ifMatch, '"1"');
      // A second new agreement for the same owners and moment.
      root().remove();
      await open(wizard('nytt', 'fastighet'));
      type(await waitFor(() => field(root(), 'Avtalets namn')), 'Igen');
      field(root(), 'Norrskogen 1:4 (Anna Skog)').click();
      button('Nästa').click();
      await waitFor(() => equal(stepHeading(), 'Steg 2 av 5: Prissättningstillfälle'));
      button('Nästa').click();
      await waitFor(() =>
        assert(
          text().includes(
            'Det finns redan ett utkast till avtal med samma ägare och prissättningstillfälle.',
          ),
          text(),
        ),
      );
    });

    it('step sortiment: volumes whole m3fub, at least one, a low-volume warning', async () => {
      await throughPricing();
      button('Nästa').click();
      await waitFor(() => assert(text().includes('Välj minst ett sortiment.'), text()));
      field(root(), 'Grantimmer').click();
      field(root(), 'Barrmassaved').click();
      button('Nästa').click();
      await waitFor(() =>
        assert(
          text().includes('Ange volym för minst ett sortiment och minst en leveransmånad.'),
          text(),
        ),
      );
      const inputs = [...root().querySelectorAll<HTMLInputElement>('.timber-month-grid input')];
      equal(inputs.length, 6, 'two assortments over three months');
      type(inputs[0]!, '1,5');
      button('Nästa').click();
      await waitFor(() =>
        assert(
          description(inputs[0]!).includes('Ange volymen i hela m³fub.'),
          description(inputs[0]!),
        ),
      );
      type(inputs[0]!, '5');
      await waitFor(() => assert(text().includes('Mindre än 10 m³fub grantimmer.'), text()));
      await expectNoAxeViolations(root());
      type(inputs[0]!, '60');
      type(inputs[1]!, '60');
      type(inputs[3]!, '40');
      button('Nästa').click();
      await waitFor(() => assert(path().endsWith('/granska/'), path()));
      const put = page.api.calls.filter((c) => c.method === 'PUT').at(-1)!;
      deepEqual((put.body as { volumes: unknown }).volumes, [
        {
          assortment: 'grantimmer',
          months: [
            { month: '2027-02', volume: 60 },
            { month: '2027-03', volume: 60 },
            { month: '2027-04', volume: 0 },
          ],
        },
        {
          assortment: 'barrmassaved',
          months: [
            { month: '2027-02', volume: 40 },
            { month: '2027-03', volume: 0 },
            { month: '2027-04', volume: 0 },
          ],
        },
      ]);
      // Review: the price per assortment and the timber value.
      const table = await waitFor(() => {
        const found = root().querySelector('table');
        if (!found) throw new Error(`No table: ${text()}`);
        return found;
      });
      const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
        spaces(tr.textContent ?? ''),
      );
      deepEqual(rows, [
        'Grantimmer120 m³fub950,00 kr114 000,00 kr',
        'Barrmassaved40 m³fub950,00 kr38 000,00 kr',
        'Totalt160 m³fub152 000,00 kr',
      ]);
      // How each price adds up (§3 assortment price info): base, P1-P8, deductions, validity.
      const details = root().querySelectorAll('table')[1]!;
      const cells = (row: string) =>
        [...details.querySelectorAll('tbody tr')]
          .map((tr) => [...tr.children].map((c) => spaces(c.textContent ?? '')))
          .find((cs) => cs[0] === row);
      deepEqual(
        [...details.querySelectorAll('thead th')].map((th) => th.textContent),
        ['Del av priset', 'Grantimmer', 'Barrmassaved'],
      );
      deepEqual(cells('Grundpris'), ['Grundpris', '860,00 kr', '860,00 kr']);
      deepEqual(cells('P1 Volympremie')?.[1], '15,00 kr');
      deepEqual(cells('P3 Tillgänglighetspremie')?.[1], '25,00 kr');
      deepEqual(cells('P8 Naturvårdspremie')?.[1], '0,00 kr');
      deepEqual(cells('Omlastningsavdrag')?.[1], '−10,00 kr');
      deepEqual(cells('Pris per m³fub')?.[1], '950,00 kr');
      deepEqual(cells('Prislistan gäller')?.[1], 'från 2027-01-01');
      for (const p of ['P2', 'P4', 'P5', 'P6', 'P7'])
        assert(text().includes(`${p} `), `${p} is shown`);
      await expectNoAxeViolations(root());
      button('Skicka in avtalet').click();
      await waitFor(() => assert(path().endsWith('/signera/'), path()));
      await waitFor(() =>
        assert(text().includes('Föreningen granskar avtalet och skriver under först.'), text()),
      );
    });

    it('a closed period (a month passed) may not get more than its agreed volume', async () => {
      const draftId = '00000000-0000-4000-8000-0000000c0002';
      page.api.addDraft(draftId, {
        volumes: [
          {
            assortment: 'grantimmer',
            months: [
              { month: '2026-01', volume: 30 },
              { month: '2026-02', volume: 0 },
            ],
          },
        ],
      });
      await open(wizard(draftId, 'sortiment'));
      const inputs = await waitFor(() => {
        const found = [...root().querySelectorAll<HTMLInputElement>('.timber-month-grid input')];
        if (found.length !== 2) throw new Error(text());
        return found;
      });
      type(inputs[0]!, '31');
      button('Nästa').click();
      const closed =
        'Leveransmånaden har passerat. Volymen får inte vara större än den avtalade för månaden.';
      await waitFor(() =>
        assert(description(inputs[0]!).includes(closed), description(inputs[0]!)),
      );
      equal(page.api.calls.filter((c) => c.method === 'PUT').length, 0, 'nothing sent');
      await expectNoAxeViolations(root());
      type(inputs[0]!, '30');
      type(inputs[1]!, '5');
      button('Nästa').click();
      await waitFor(() =>
        assert(description(inputs[1]!).includes(closed), description(inputs[1]!)),
      );
      assert(!description(inputs[0]!).includes(closed), 'the agreed volume is allowed');
    });

    it('a stale version (another tab) answers with the conflict message', async () => {
      await throughPricing();
      page.api.failNext('saveDraft', 'NewerVersionConflict');
      field(root(), 'Grantimmer').click();
      const inputs = [...root().querySelectorAll<HTMLInputElement>('.timber-month-grid input')];
      type(inputs[0]!, '60');
      button('Spara och fortsätt senare').click();
      await waitFor(() =>
        assert(
          text().includes('Avtalet har ändrats sedan du öppnade det, kanske i en annan flik.'),
          text(),
        ),
      );
      assert(path().endsWith('/sortiment/'), 'stays');
    });

    it('deletes a draft after asking', async () => {
      await throughPricing();
      button('Ta bort avtalet').click();
      const dialog = await waitFor(() => getByRole(root(), 'alertdialog'));
      getByRole(dialog, 'button', 'Ta bort').click();
      await waitFor(() => equal(path(), home));
      assert(
        page.api.calls.some((c) => c.method === 'DELETE'),
        'deleted',
      );
    });

    it('a co-owner who did not create the draft reads it without editing', async () => {
      page.api.agreements.push({
        ...page.api.agreements[0]!,
        id: '00000000-0000-4000-8000-0000000c0001',
        status: 'Draft',
        isCreator: false,
        cooperativeSignedAt: null,
      });
      await open(wizard('00000000-0000-4000-8000-0000000c0001', 'fastighet'));
      await waitFor(() =>
        assert(text().includes('Bara den som skapade det kan ändra och skicka in det.'), text()),
      );
      equal(queryByRole(root(), 'button', 'Ta bort avtalet'), null);
    });

    it('signera: Anna signs the agreement waiting for her with the signing view', async () => {
      await open(wizard(ids.awaiting, 'signera'));
      await waitFor(() => assert(text().includes('Skriv under med BankID'), text()));
      assert(text().includes('Bertil Gran: väntar på underskrift'), 'signers');
      equal(
        page.api.calls.filter((c) => c.path.endsWith('/signing')).length,
        0,
        'BankID waits for her',
      );
      await expectNoAxeViolations(root());
      button('Starta underskriften').click();
      await waitFor(() =>
        assert(
          page.api.calls.some((c) => c.path.endsWith('/signing')),
          'started',
        ),
      );
    });

    it('shows a postal signature staff registered: who signed and the day it came in', async () => {
      const [active, awaiting, archived] = demoAgreements();
      awaiting!.signers[1] = {
        ...awaiting!.signers[1]!,
        method: 'postal',
        signedAt: '2026-11-25T10:00:00.000Z',
        postalSignatory: 'Bertil Gran, firmatecknare',
        postalReceivedOn: '2026-11-24',
      };
      setUp(undefined, [active!, awaiting!, archived!]);
      await open(wizard(ids.awaiting, 'signera'));
      await waitFor(() => assert(text().includes('Skriv under med BankID'), text()));
      assert(
        text().includes(
          'Bertil Gran: underskrift per post kom in 2026-11-24 (undertecknad av Bertil Gran, firmatecknare)',
        ),
        text(),
      );
      assert(text().includes('Anna Skog: väntar på underskrift'), 'Anna still signs');
      await expectNoAxeViolations(root());
    });

    it('an organisation without a proxy is told to sign on paper, with no BankID', async () => {
      const [, awaiting] = demoAgreements();
      Object.assign(awaiting!, { awaitingMySignature: false, awaitingMyPostalSignature: true });
      setUp(undefined, [awaiting!]);
      await open(wizard(ids.awaiting, 'signera'));
      await waitFor(() => assert(text().includes('Ni skriver under avtalet per post.'), text()));
      assert(text().includes('ska ha kommit in till föreningen senast 2026-10-02'), text());
      equal(queryByRole(root(), 'button', 'Starta underskriften'), null);
      await expectNoAxeViolations(root());
    });

    it('is usable at phone width', async () => {
      await setViewport({ width: 360, height: 740 });
      await throughPricing();
      field(root(), 'Grantimmer').click();
      await expectNoAxeViolations(root());
    });
  });
});
