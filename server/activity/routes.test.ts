import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Timeline, TodoList } from '../../shared/contracts/activity.ts';
import { activityMessages } from '../../shared/contracts/activity.ts';
import { formatOre } from '../../shared/format/format.ts';
import { addDays } from '../../shared/time/isoDate.ts';
import { dateInSweden, todayInSweden } from '../../shared/time/sweden.ts';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { flagsContent } from '../features/testing.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { activityRoutes } from './routes.ts';

async function register(app: FastifyInstance, database: Database) {
  await app.register(activityRoutes, { db: database.db, content: flagsContent(() => []) });
}

describe('activity: Att göra and Händelser', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(register);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await (await testFaceOf('vision-and-goals')).removeSurveys(t.database.db);
  });

  const get = async <T>(url: string, person: keyof typeof demoIds, actingFor?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: await t.as(person, actingFor),
    });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const todo = (person: keyof typeof demoIds, actingFor?: string) =>
    get<TodoList>('/api/v1/activity/todo', person, actingFor);
  const timeline = (query: string, person: keyof typeof demoIds = 'anna') =>
    get<Timeline>(`/api/v1/activity/timeline${query}`, person);

  it("lists Anna's agreement waiting for her signature, due the last day of its window", async () => {
    const { agreementRow, demoAgreementIds } = await testFaceOf('timber-agreements');
    const agreement = await agreementRow(t.database.db, demoAgreementIds.bjorkasAwaiting);
    const { status, body } = await todo('anna');
    expect(status).toBe(200);
    const sign = body.actions.find((a) => a.area === 'timber-agreements');
    expect(sign).toEqual({
      id: `timber-agreements:sign:${demoAgreementIds.bjorkasAwaiting}`,
      area: 'timber-agreements',
      title: 'Signera leveransvirkesavtalet',
      subject: `LV-${agreement!.agreementNo} Gallring Björkås`,
      dueOn: dateInSweden(new Date(agreement!.signDeadline!.getTime() - 1)),
      href: `/skogsgardens-affarer/leveransvirke/avtal/${demoAgreementIds.bjorkasAwaiting}/signera/`,
    });
    expect(body.unavailable).toEqual([]);
  });

  it('takes an action off the list when the area says it is done (a survey sent)', async () => {
    const db = t.database.db;
    const { setSurveyStatus } = await testFaceOf('vision-and-goals');
    const before = await todo('anna');
    expect(before.body.actions.some((a) => a.area === 'vision-and-goals')).toBe(false);

    const surveyId = await setSurveyStatus(db, demoIds.anna, 'draft');
    const draft = await todo('anna');
    expect(draft.body.actions.find((a) => a.area === 'vision-and-goals')).toEqual({
      id: `vision-and-goals:send:${surveyId}`,
      area: 'vision-and-goals',
      title: 'Skicka in enkäten om vilja och mål',
      subject: 'Sparad som utkast',
      dueOn: null,
      href: '/medlem-i-granskog/vilja-och-mal/enkat/',
    });
    // Deadlines first: the agreement's signing comes before the survey without one (El's
    // invoices to pay, due by the seed's day, are another test's).
    expect(draft.body.actions.filter((a) => a.area !== 'electricity').map((a) => a.area)).toEqual([
      'timber-agreements',
      'vision-and-goals',
    ]);

    await setSurveyStatus(db, demoIds.anna, 'sent');
    const sent = await todo('anna');
    expect(sent.body.actions.some((a) => a.area === 'vision-and-goals')).toBe(false);
    const events = await timeline('?area=vision-and-goals');
    expect(events.body.events.map((e) => e.title)).toEqual(['Enkäten om vilja och mål skickad']);
    // Saved again after sending: the changes wait to be sent.
    await setSurveyStatus(db, demoIds.anna, 'updated');
    const updated = await todo('anna');
    expect(updated.body.actions.find((a) => a.area === 'vision-and-goals')).toMatchObject({
      title: 'Skicka in dina ändringar i enkäten om vilja och mål',
      subject: 'Ändrad efter att den skickades',
    });
  });

  it('gives Anna acting for Bertil only what his proxy covers: his signing, no money, no proxies', async () => {
    const { demoAgreementIds } = await testFaceOf('timber-agreements');
    const { status, body } = await todo('anna', demoIds.bertil);
    expect(status).toBe(200);
    expect(body.actions.map((a) => a.id)).toEqual([
      `timber-agreements:sign:${demoAgreementIds.bjorkasAwaiting}`,
    ]);
    const events = await get<Timeline>('/api/v1/activity/timeline', 'anna', demoIds.bertil);
    expect(events.body.events.filter((e) => e.area !== 'timber-agreements')).toEqual([]);
  });

  it('gives David, without the areas’ roles, empty lists rather than a refusal', async () => {
    expect((await todo('david')).body).toEqual({ actions: [], unavailable: [] });
    expect((await timeline('', 'david')).body.events).toEqual([]);
  });

  it('refuses a signed-out caller with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/activity/todo' });
    expect(response.statusCode).toBe(401);
  });

  it("shows a signed withdrawal at once and Anna's bookings, newest first, in the period", async () => {
    const { signedWithdrawal } = await testFaceOf('accounts');
    const withdrawal = await signedWithdrawal(t.database.db, demoIds.anna, 500_000, new Date());
    try {
      const { status, body } = await timeline('');
      expect(status).toBe(200);
      expect(body.to).toBe(todayInSweden());
      expect(body.from).toBe(addDays(body.to, -90));
      expect(body.events[0]).toMatchObject({
        id: `accounts:withdrawal:${withdrawal.id}`,
        area: 'accounts',
        title: 'Uttag signerat',
        detail: `${formatOre(500_000)} från medlemskonto ${withdrawal.accountNumber}`,
        href: '/skogsgardens-ekonomi/konton-i-granskog/',
      });
      const at = body.events.map((e) => e.at);
      expect(at).toEqual([...at].sort().reverse());
      expect(body.events.some((e) => e.id.startsWith('accounts:booking:'))).toBe(true);
      for (const e of body.events) {
        const day = dateInSweden(new Date(e.at));
        expect(day >= body.from && day <= body.to).toBe(true);
      }
      const proxiesOnly = await timeline(`?area=proxies&from=2025-01-01&to=2025-12-31`);
      // Anna's proxy to Bertil (the demo's ended one), newest first, nothing of other areas.
      expect(proxiesOnly.body.events.map((e) => [e.area, e.title, e.detail])).toEqual([
        ['proxies', 'Fullmakt avslutad', 'Till Bertil Gran'],
        ['proxies', 'Fullmakt given', 'Till Bertil Gran'],
      ]);
    } finally {
      await withdrawal.remove();
    }
  });

  it('lists an origin returned for completion and a certification to sign; Händelser has the decision', async () => {
    const db = t.database.db;
    const { demoDeliveryIds, setOriginReview } = await testFaceOf('timber-deliveries');
    const { addApplication } = await testFaceOf('certification');
    await setOriginReview(db, demoDeliveryIds.ongoing, 'Returned', 'Ett område saknas.');
    const unsigned = await addApplication(db, demoIds.anna, {
      status: 'awaitingSignature',
      certificateType: 'PEFC',
    });
    const decidedAt = new Date();
    const decided = await addApplication(db, demoIds.bertil, {
      status: 'rejected',
      certificateType: 'FSC',
      submittedAt: new Date(decidedAt.getTime() - 60_000),
      decidedAt,
      rejectionReason: 'Skogsbruksplanen är för gammal.',
    });
    try {
      const { body } = await todo('anna');
      expect(body.actions.find((a) => a.area === 'timber-deliveries')).toMatchObject({
        title: 'Komplettera ursprunget för leveransen',
        subject: expect.stringMatching(/^VO-\d+, LV-\d+ .+: Ett område saknas\.$/),
        href: expect.stringMatching(new RegExp(`/anmalan/${demoDeliveryIds.ongoing}/upplag/$`)),
      });
      expect(body.actions.find((a) => a.area === 'certification')).toEqual({
        id: `certification:sign:${unsigned.id}`,
        area: 'certification',
        title: 'Signera din ansökan om certifiering',
        subject: 'PEFC',
        dueOn: null,
        href: '/min-skog/skogscertifiering/signera/',
      });
      const bertils = await timeline('?area=certification', 'bertil');
      expect(bertils.body.events.map((e) => [e.title, e.detail])).toEqual([
        ['Ansökan om certifiering avslogs', 'FSC: Skogsbruksplanen är för gammal.'],
        ['Ansökan om certifiering skickad', 'FSC'],
      ]);
      const returned = await timeline('?area=timber-deliveries');
      expect(returned.body.events[0]).toMatchObject({
        title: 'Ursprunget skickades tillbaka för komplettering',
        detail: expect.stringMatching(/: Ett område saknas\.$/),
        href: expect.stringMatching(new RegExp(`/anmalan/${demoDeliveryIds.ongoing}/upplag/$`)),
      });
      // Approved again: the action leaves the list; Händelser has the approval instead.
      await setOriginReview(db, demoDeliveryIds.ongoing, 'Approved');
      const after = await todo('anna');
      expect(after.body.actions.some((a) => a.area === 'timber-deliveries')).toBe(false);
      const approved = await timeline('?area=timber-deliveries');
      expect(approved.body.events[0]!.title).toBe('Ursprunget är godkänt');
      expect(approved.body.events.map((e) => e.title)).not.toContain(
        'Ursprunget skickades tillbaka för komplettering',
      );
    } finally {
      await setOriginReview(db, demoDeliveryIds.ongoing, 'Approved');
      await unsigned.remove();
      await decided.remove();
    }
  });

  it('shows the stack tags Anna ordered yesterday, and that the cooperative sent them', async () => {
    const { sendDemoStackTags } = await testFaceOf('timber-deliveries');
    const ordered = await timeline('?area=timber-deliveries');
    const titles = ordered.body.events.map((e) => e.title);
    expect(titles).toContain('Travlappar beställda');
    expect(titles).not.toContain('Travlapparna är skickade');
    const sent = await sendDemoStackTags(t.database.db);
    try {
      const after = await timeline('?area=timber-deliveries');
      expect(after.body.events[0]).toMatchObject({
        title: 'Travlapparna är skickade',
        detail: expect.stringMatching(/^VO-\d+, LV-\d+ /),
      });
    } finally {
      await sent.undo();
    }
  });

  it("shows Anna's work orders signed, timber measured, a production step done and one finished, newest first", async () => {
    const { body } = await timeline('?area=ordered-services&from=2026-08-01&to=2026-11-28');
    const all = body.events.map((e) => [dateInSweden(new Date(e.at)), e.title, e.detail]);
    // The felling's timber, measured in six loads: the newest first, with its volume.
    const measured = all.filter(([, title]) => title === 'Virke inmätt');
    expect(measured.map(([day]) => day)).toEqual([
      '2026-10-02',
      '2026-09-29',
      '2026-09-22',
      '2026-09-14',
      '2026-09-10',
      '2026-09-08',
    ]);
    expect(measured[0]![2]).toMatch(
      /^3104512 Slutavverkning, Norrskogen 1:4: Lövmassaved, \d[\d\s]*,\d m³fub$/,
    );
    const rows = all.filter(([, title]) => title !== 'Virke inmätt');
    expect(rows.slice(0, 2)).toEqual([
      ['2026-11-20', 'Steg 2 av 5 klart', '3209877 Gallring, Björkås 2:7'],
      ['2026-10-09', 'Arbetsordern är slutförd', '3104512 Slutavverkning, Norrskogen 1:4'],
    ]);
    // Two signed the same day (noon in Sweden): their order between them is not set.
    expect(rows.slice(2, 4)).toEqual(
      expect.arrayContaining([
        ['2026-10-02', 'Arbetsorder signerad', '3311240 Plantering, Norrskogen 1:4'],
        ['2026-10-02', 'Arbetsorder signerad', '3311241 Markberedning, Norrskogen 1:4'],
      ]),
    );
    expect(rows.slice(4)).toEqual([
      ['2026-08-26', 'Arbetsorder signerad', '3209877 Gallring, Björkås 2:7'],
    ]);
    expect(body.events[0]!.href).toBe('/skogsgardens-affarer/bestallda-tjanster/tjanst/3209877/');
  });

  it('lists the El invoices Anna has to pay by their due dates; paid, they move to Händelser', async () => {
    const db = t.database.db;
    const before = await todo('anna');
    const toPay = before.body.actions.filter((a) => a.area === 'electricity');
    // The demo's last two months: one not yet due, one delayed (its last day passed).
    expect(toPay).toHaveLength(2);
    for (const action of toPay)
      expect(action).toMatchObject({
        title: 'Betala elfakturan',
        subject: expect.stringMatching(/^Faktura \d+ för \d{4}-\d\d-01 – \d{4}-\d\d-\d\d$/),
        href: '/skogsgardens-affarer/granskog-el/fakturor/',
      });
    expect(toPay[0]!.dueOn! < todayInSweden()).toBe(true);
    expect(toPay[1]!.dueOn! >= todayInSweden()).toBe(true);

    const { settleInvoices } = await testFaceOf('electricity');
    await settleInvoices(db, demoIds.anna, todayInSweden());
    const after = await todo('anna');
    expect(after.body.actions.some((a) => a.area === 'electricity')).toBe(false);
    const paid = await timeline('?area=electricity');
    expect(
      paid.body.events.slice(0, 3).map((e) => [dateInSweden(new Date(e.at)), e.title]),
    ).toEqual([
      [todayInSweden(), 'Elfaktura betald'],
      [todayInSweden(), 'Elfaktura betald'],
      [expect.any(String), 'Elfaktura betald'],
    ]);
  });

  it('shows what staff decided for Anna at the desk: an address change approved, one refused', async () => {
    const { decidedAddressChange } = await testFaceOf('profile');
    const address = {
      co: null,
      address1: 'Storgatan 3',
      address2: null,
      country: 'SE',
      postalCode: '35230',
      city: 'Växjö',
    };
    await decidedAddressChange(t.database.db, demoIds.anna, address, 'reject');
    await decidedAddressChange(t.database.db, demoIds.anna, address, 'approve');
    const { body } = await timeline('?area=profile');
    expect(body.events.map((e) => [e.title, e.detail, e.href])).toEqual([
      [
        'Adressändringen är godkänd',
        'Storgatan 3, 352 30 Växjö, Sverige',
        '/medlem-i-granskog/profil/',
      ],
      [
        'Adressändringen godkändes inte',
        'Storgatan 3, 352 30 Växjö, Sverige',
        '/medlem-i-granskog/profil/',
      ],
    ]);
  });

  it("shows Anna's capital trade order of last month, placed and then cancelled", async () => {
    const { body } = await timeline('?area=capital-trade');
    expect(body.events.map((e) => [e.title, e.detail.replace(/\s/g, ' ')])).toEqual([
      [
        'Order makulerad',
        expect.stringMatching(/^Köp av emitterat insatskapital, 5 125,00 kr \(order HO-\d{6}1\)$/),
      ],
      ['Order lagd', expect.stringMatching(/^Köp av emitterat insatskapital/)],
    ]);
    expect(body.events[0]!.href).toBe(
      '/skogsgardens-ekonomi/handel-med-insatskapital/orderlaggning/tidigare-ordrar/',
    );
  });

  it('refuses a period backwards, over a year or an unknown area with Swedish messages', async () => {
    const backwards = await timeline('?from=2026-05-01&to=2026-04-01');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain(activityMessages.order);
    const long = await timeline('?from=2025-01-01&to=2026-06-01');
    expect(JSON.stringify(long.body)).toContain(activityMessages.tooLong);
    const area = await timeline('?area=weather');
    expect(area.status).toBe(400);
    expect(JSON.stringify(area.body)).toContain(activityMessages.area);
    const day = await timeline('?from=2026-02-30');
    expect(JSON.stringify(day.body)).toContain(activityMessages.from);
  });
});
