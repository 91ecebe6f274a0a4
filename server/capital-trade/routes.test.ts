import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allRoleNames } from '../../shared/access/roles.ts';
import type { TradeOverview } from '../../shared/contracts/capital-trade.ts';
import { tradeTerms } from '../../shared/contracts/capital-trade/terms.ts';
import { addDays, monthAround, todayInSweden } from '../../shared/time/index.ts';
import { members } from '../db/schema.ts';
import { demoIds } from '../db/seed.ts';
import { HttpProblem } from '../kit/problem.ts';
import { parsePdf } from '../pdf/testing/pdfText.ts';
import { signingTestApp } from '../signing/testApp.ts';
import type { signingCalls } from '../signing/testing.ts';
import { staffTasks } from '../staff-desk/schema.ts';
import type { FeatureFlagName } from '../../shared/contracts/featureFlags.ts';
import { flagsContent } from '../features/testing.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { testFaceOf } from '../testing/testFaces.ts';
import { completeSignedRequest } from './orders.ts';
import { createTradePeriod, currentPeriod } from './periods.ts';
import { capitalTradeRoutes } from './routes.ts';
import { stakeBases, tradeOrderRequests, tradeOrders, tradePeriods } from './schema.ts';
import { seedCapitalTrade } from './seed.ts';

const annaNumber = '195001011237';
const base = '/api/v1/capital-trade';
type Person = 'anna' | 'bertil' | 'cecilia' | 'david';

describe('capital trade', () => {
  let t: ApiTestApp;
  let signing: ReturnType<typeof signingCalls>;
  let off: FeatureFlagName[] = [];
  beforeAll(async () => {
    ({ t, signing } = await signingTestApp(async (app, db, service) => {
      await app.register(capitalTradeRoutes, {
        db,
        signing: service,
        productName: 'Granskog',
        content: flagsContent(() => off),
      });
    }));
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  beforeEach(async () => {
    await db().execute(
      sql`delete from staff_task_audit where task_id in (select id from staff_tasks where kind = 'pepTradeOrderReview')`,
    );
    await db().delete(staffTasks).where(eq(staffTasks.kind, 'pepTradeOrderReview'));
    await db().delete(tradeOrders);
    await db().delete(tradeOrderRequests);
    await db().delete(tradePeriods);
    await seedCapitalTrade(db());
  });

  const get = async (person: Person, url: string) =>
    t.app.inject({ method: 'GET', url: `${base}${url}`, headers: await t.as(person) });
  const post = async (person: Person, url: string, payload: object, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `${base}${url}`,
      headers: { ...(await t.as(person)), 'idempotency-key': key },
      payload,
    });
  const overview = async (person: Person = 'anna') =>
    (await get(person, '/overview')).json<TradeOverview>();
  const current = async () => (await overview()).periods.find((p) => p.current)!;
  const order = async (fields: object = {}, person: Person = 'anna') => ({
    periodId: (await current()).id,
    accountType: 'IssuedCapital',
    orderType: 'Buy',
    amountOre: 1_000_000,
    rateHundredths: 10_000,
    email: 'anna.skog@example.se',
    phone: '070-123 45 67',
    pep: false,
    acceptTerms: true,
    acceptPricing: true,
    acceptBinding: true,
    ...(person === 'anna' ? {} : {}),
    ...fields,
  });
  const place = async (fields: object = {}) => post('anna', '/orders', await order(fields));
  const sign = (started: Awaited<ReturnType<typeof place>>) =>
    signing.signWith('anna', started, annaNumber);
  const orders = async () =>
    (await get('anna', '/orders')).json<{
      orders: { id: string; status: string; orderNumber: string }[];
    }>().orders;

  it('refuses reading and ordering while CapitalTrade is off, storing no order (§2)', async () => {
    const body = await order();
    const stored = async () => [
      (await db().select().from(tradeOrderRequests)).length,
      (await db().select().from(tradeOrders)).length,
    ];
    const before = await stored();
    off = ['CapitalTrade'];
    try {
      for (const res of [await get('anna', '/overview'), await post('anna', '/orders', body)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ type: 'featureOff' });
      }
    } finally {
      off = [];
    }
    expect(await stored()).toEqual(before);
  });

  it('shows the current and upcoming periods and Anna’s figures from the ledger and her stake', async () => {
    const view = await overview();
    const today = todayInSweden();
    expect(view.periods.map((p) => [p.opensOn, p.tradeType, p.current])).toEqual([
      [monthAround(today, 0).opensOn, 'full', true],
      [monthAround(today, 1).opensOn, 'limited', false],
      [monthAround(today, 2).opensOn, 'full', false],
    ]);
    expect(view.limits).toEqual({
      issuedBalanceOre: 3_850_000,
      paidBalanceOre: 8_925_000,
      remainingObligationOre: 10_080_000 - 8_925_000,
      excessStakeOre: 0,
      // 112 ha: obligation 100 800 kr + over-stake 560 000 kr, less 127 750 kr held.
      overStakeRoomOre: 10_080_000 + 56_000_000 - 3_850_000 - 8_925_000,
      memberAccountAvailableOre: 23_485_975,
    });
    expect(view.digitalOrdersBlocked).toBeNull();
    expect(view.contact.email).toBe('anna.skog@example.se');
  });

  it(
    'Anna buys 10 000 kr of issued capital at 100 %, signs, and the order is created once',
    { tags: ['engine'] },
    async () => {
      const started = await place();
      expect(started.statusCode).toBe(201);
      const done = await sign(started);
      expect(done.json()).toMatchObject({
        status: 'complete',
        result: { kind: 'created', orderNumber: expect.stringMatching(/^HO-\d+$/) },
        userVisibleData:
          'Jag köper emitterat insatskapital för 10 000 kr till kursen 100,00 %, summa 10 000 kr, enligt villkoren för handel med insatskapital.',
      });
      // The callback opened twice: the same answer, still one order.
      const again = await signing.poll('anna', started.json<{ orderRef: string }>().orderRef);
      expect(again.json().result).toEqual(done.json().result);
      const list = await orders();
      expect(list.filter((o) => o.status === 'Active')).toHaveLength(1);
      // A second order for issued capital in the period: refused before signing.
      const second = await place({ amountOre: 200_000 });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        type: 'ExistingTradeOrder',
        title: 'Det finns redan en order för perioden.',
      });
    },
  );

  it(
    'two tabs placing orders at once give one order and one ExistingTradeOrder',
    { tags: ['engine'] },
    async () => {
      const started = await Promise.all([place(), place({ amountOre: 300_000 })]);
      expect(started.map((s) => s.statusCode)).toEqual([201, 201]);
      const done = await Promise.all(started.map(sign));
      const results = done.map((d) => d.json());
      expect(results.filter((r) => r.status === 'complete')).toHaveLength(1);
      expect(results.find((r) => r.status === 'failed')).toMatchObject({
        hintCode: 'completionRejected',
        result: { type: 'ExistingTradeOrder' },
      });
      expect((await orders()).filter((o) => o.status === 'Active')).toHaveLength(1);
    },
  );

  it('cancels an active order once; never another member’s, never one of a closed period', async () => {
    const done = await sign(await place());
    const orderId = (done.json().result as { orderId: string }).orderId;
    expect((await post('bertil', `/orders/${orderId}/cancel`, {})).json().type).toBe(
      'TradeOrderNotFound',
    );
    const canceled = await post('anna', `/orders/${orderId}/cancel`, {});
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'Canceled', canceledAt: expect.any(String) });
    const again = await post('anna', `/orders/${orderId}/cancel`, {});
    expect(again.json()).toMatchObject({ type: 'InvalidTradeOrderStatus', status: 409 });
    // A new order may be placed once the old one is cancelled.
    expect((await sign(await place())).json().status).toBe('complete');

    const [last] = await db()
      .select()
      .from(tradePeriods)
      .where(eq(tradePeriods.opensOn, monthAround(todayInSweden(), -1).opensOn));
    const [old] = await db()
      .insert(tradeOrders)
      .values({
        orderNumber: 'HO-OLD-1',
        memberId: demoIds.anna,
        periodId: last!.id,
        accountType: 'PaidCapital',
        orderType: 'Buy',
        amountOre: 100_000,
        rateHundredths: 10_000,
        sumOre: 100_000,
        status: 'Active',
      })
      .returning();
    expect((await post('anna', `/orders/${old!.id}/cancel`, {})).json().type).toBe(
      'InvalidTradeOrderPeriod',
    );
  });

  it('checks every rule of the form with the spec’s Swedish messages, storing nothing', async () => {
    const cases: [object, Record<string, string>][] = [
      [
        { amountOre: 0 },
        { amountOre: 'Angivet belopp måste vara större än 0 och får ej överstiga 1 000 000 kr' },
      ],
      [
        { amountOre: 100_000_100 },
        { amountOre: 'Angivet belopp måste vara större än 0 och får ej överstiga 1 000 000 kr' },
      ],
      [{ rateHundredths: 9_999 }, { rateHundredths: 'Angiven kurs ska vara mellan 100 och 150' }],
      [
        { accountType: 'PaidCapital', amountOre: 2_000_000 },
        { amountOre: 'Det angivna beloppet kan inte överskrida återstående insatsskyldighet' },
      ],
      [
        { accountType: 'PaidCapital', orderType: 'Sell', amountOre: 100_000 },
        { amountOre: 'Det angivna beloppet kan inte överskrida din överinsats' },
      ],
      [
        // §9: the over-stake, 5 000 kr per hectare above the obligation (issue 28).
        { amountOre: 53_305_100 },
        {
          amountOre:
            'Det angivna beloppet kan inte överskrida den högsta överinsatsen, 5 000 kr per hektar produktiv skogsmark',
        },
      ],
      [
        { accountType: 'IssuedAndPaidCapital', amountOre: 60_000_000 },
        {
          amountOre:
            'Det angivna beloppet kan inte överskrida den högsta överinsatsen, 5 000 kr per hektar produktiv skogsmark',
        },
      ],
      [
        { orderType: 'Sell', amountOre: 5_000_000 },
        { amountOre: 'Det angivna beloppet kan inte överskrida ditt emitterade insatskapital' },
      ],
      [{ email: 'anna@' }, { email: 'E-postadressen är inte giltig' }],
      [{ phone: '12' }, { phone: 'Telefonnumret är inte giltigt' }],
      [{ pep: null }, { pep: 'Du behöver ange ett svar' }],
      [
        { acceptTerms: false, acceptBinding: false },
        {
          acceptTerms: 'Alla villkoren behöver godkännas',
          acceptBinding: 'Alla villkoren behöver godkännas',
        },
      ],
    ];
    for (const [fields, errors] of cases) {
      const res = await place(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await db().select().from(tradeOrderRequests)).toEqual([]);
  });

  it('answers the period codes: not open for the type, none current, not the current, not found', async () => {
    const period = await current();
    await db()
      .update(tradePeriods)
      .set({ tradeType: 'limited' })
      .where(eq(tradePeriods.id, period.id));
    const paid = await place({ accountType: 'PaidCapital', amountOre: 100_000 });
    expect(paid.json()).toMatchObject({ type: 'InvalidOrderAccountType', status: 409 });

    const next = (await overview()).periods.find((p) => !p.current)!;
    expect((await place({ periodId: next.id })).json().type).toBe('InvalidTradeOrderPeriod');

    const body = await order();
    await db().delete(tradePeriods).where(eq(tradePeriods.id, period.id));
    const none = await post('anna', '/orders', body);
    expect(none.json()).toMatchObject({ type: 'CurrentTradeOrderPeriodNotFound' });

    const missing = await get('anna', `/periods/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().type).toBe('TradeOrderPeriodNotFound');
    expect((await get('anna', `/periods/${next.id}`)).json()).toMatchObject({
      id: next.id,
      current: false,
    });
  });

  it('never lets periods overlap, even when added at once', { tags: ['engine'] }, async () => {
    const month = monthAround(todayInSweden(), 0);
    await expect(createTradePeriod(db(), { ...month, tradeType: 'full' })).rejects.toMatchObject({
      type: 'OverlappingTradeOrderPeriods',
    });
    const far = monthAround(todayInSweden(), 12);
    const results = await Promise.allSettled([
      createTradePeriod(db(), { ...far, tradeType: 'full' }),
      createTradePeriod(db(), { ...far, tradeType: 'limited' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await currentPeriod(db(), todayInSweden())).toBeDefined();
  });

  it('refuses at signing a paid-capital purchase the obligation no longer allows', async () => {
    const started = await place({ accountType: 'PaidCapital', amountOre: 1_000_000 });
    expect(started.statusCode).toBe(201);
    // Meanwhile the stake deduction pays in 5 000 kr of paid capital.
    const accounts = await testFaceOf('accounts');
    const accountId = accounts.demoAccountIds.annaPaidCapital;
    await accounts.bookTransaction(db(), {
      accountId,
      activity: 'stakeDeduction',
      text: 'Insatsavdrag',
      bookedOn: todayInSweden(),
      amountOre: 500_000,
    });
    const done = await sign(started);
    expect(done.json()).toMatchObject({
      status: 'failed',
      result: {
        type: 'AmountGreaterThanRemainingAmountToRequiredPaidCapitalAmount',
        title: 'Angivet belopp överskrider återstående insatsskyldighet.',
      },
    });
    await accounts.removeTransactionsBookedOn(db(), accountId, todayInSweden());
  });

  it('finalises only a known sign session (InvalidSignSession)', async () => {
    await expect(
      db().transaction((tx) =>
        completeSignedRequest(
          tx,
          { subjectId: randomUUID(), actingForMemberId: demoIds.anna, dataSha256: 'x' },
          () => 'x',
        ),
      ),
    ).rejects.toBeInstanceOf(HttpProblem);
    await expect(
      db().transaction((tx) =>
        completeSignedRequest(
          tx,
          { subjectId: 'nope', actingForMemberId: demoIds.anna, dataSha256: 'x' },
          () => 'x',
        ),
      ),
    ).rejects.toMatchObject({ type: 'InvalidSignSession' });
  });

  it('sends a PEP order to manual handling instead of creating it', async () => {
    const done = await sign(await place({ pep: true }));
    expect(done.json()).toMatchObject({ status: 'complete', result: { kind: 'manualHandling' } });
    expect((await orders()).filter((o) => o.status === 'Active')).toHaveLength(0);
    const tasks = await db()
      .select()
      .from(staffTasks)
      .where(eq(staffTasks.kind, 'pepTradeOrderReview'));
    expect(tasks).toMatchObject([
      { kind: 'pepTradeOrderReview', memberId: demoIds.anna, status: 'open' },
    ]);
  });

  it('gives Cecilia, an organisation user, the paper form instead of a digital order', async () => {
    const view = await overview('cecilia');
    expect(view.digitalOrdersBlocked).toBe('organization');
    const res = await post('cecilia', '/orders', await order());
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe('TradeOrganizationPaperForm');
    const form = await get('cecilia', '/order-form');
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  /** The text of a PDF as a reader sees it: every page's lines joined with single spaces. */
  const pdfText = (pdf: Buffer) => parsePdf(pdf).pages.flat().join(' ').replace(/\s+/g, ' ');

  it('serves the trade terms, the order form and how pricing works as PDFs under their names', async () => {
    const documents = [
      ['/terms', 'villkor-handel-med-insatskapital-2017-06-30.pdf'],
      ['/order-form', 'orderblankett-insatskapital.pdf'],
      ['/pricing', 'prissattning-insatskapital.pdf'],
    ] as const;
    const texts: string[] = [];
    for (const [url, fileName] of documents) {
      const res = await get('anna', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect(res.headers['x-filename']).toBe(fileName);
      texts.push(pdfText(res.rawPayload));
    }
    const [terms, orderForm, pricing] = texts as [string, string, string];
    // The terms modal's text, word for word (one source: shared/contracts/capital-trade/terms.ts).
    expect(terms).toContain('Villkor för handel med insatskapital, 2017-06-30');
    expect(terms).toContain(
      '1. Handel med insatskapital sker mellan föreningens medlemmar i månadsvisa handelsperioder. Föreningen förmedlar handeln och tar inget courtage.',
    );
    tradeTerms.paragraphs.forEach((paragraph, index) =>
      expect(terms).toContain(`${index + 1}. ${paragraph}`),
    );
    expect(orderForm).toContain('Anna Skog');
    expect(pricing).toContain('Så fungerar prissättningen av insatskapital');
    expect(pricing).toContain('Den lägsta kursen är 100 %');
    expect(pricing).toContain('Alla affärer i perioden görs till periodens kurs.');
    expect(pricing).toContain('Föreningen förmedlar handeln utan courtage');
  });

  it('gives the documents only to a caller with the trade read role', async () => {
    for (const url of ['/terms', '/pricing', '/order-form']) {
      const anonymous = await t.app.inject({ method: 'GET', url: `${base}${url}` });
      expect(anonymous.statusCode, url).toBe(401);
      // David has no Service_Trade_Read.
      const david = await get('david', url);
      expect(david.statusCode, url).toBe(403);
      expect(david.json().type).toBe('forbidden');
      // Anna acting for Bertil: the proxy gives agreement roles only.
      const proxy = await t.app.inject({
        method: 'GET',
        url: `${base}${url}`,
        headers: await t.as('anna', demoIds.bertil),
      });
      expect(proxy.statusCode, url).toBe(403);
      expect(proxy.headers['content-type']).not.toBe('application/pdf');
    }
  });

  /** A member of the test's own, with every role, and their authorization headers. */
  const memberWith = async (fields: Partial<typeof members.$inferInsert>) => {
    const [member] = await db()
      .insert(members)
      .values({
        customerNo: `T-${randomUUID()}`,
        name: 'Testmedlem',
        roles: allRoleNames('granskog'),
        ...fields,
      })
      .returning();
    // 10 ha of productive forest: room to buy capital up to the over-stake (§9).
    await db()
      .insert(stakeBases)
      .values({ memberId: member!.id, productiveForestHundredthsHa: 1000 });
    return { authorization: `Bearer ${await t.tokenFor(member!.id)}` };
  };
  const asMember = (headers: Record<string, string>) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url: `${base}${url}`, headers }),
    post: async (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${base}${url}`,
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload,
      }),
  });

  it('refuses a co-owner in a membership who is no member (isExplicitMember false, issue 28)', async () => {
    const coOwner = asMember(await memberWith({ isExplicitMember: false }));
    const res = await coOwner.post('/orders', await order());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      type: 'TradeRequiresMembership',
      title:
        'Handel med insatskapital kräver att du själv är medlem. Kontakta oss om du vill bli medlem.',
    });
    expect(await db().select().from(tradeOrderRequests)).toEqual([]);
  });

  it('gives an estate (dödsbo) the paper form and refuses its digital order', async () => {
    const estate = asMember(
      await memberWith({ name: 'Dödsboet efter Gustav Lind', isEstate: true }),
    );
    expect((await estate.get('/overview')).json().digitalOrdersBlocked).toBe('estate');
    const res = await estate.post('/orders', await order());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      type: 'TradeOrganizationPaperForm',
      title:
        'Organisationer, dödsbon och utträdda medlemmar lägger order på blankett. Ladda ner orderblanketten och skicka den till oss.',
    });
    const form = await estate.get('/order-form');
    expect(form.statusCode).toBe(200);
    expect(pdfText(form.rawPayload)).toContain('Dödsboet efter Gustav Lind');
    expect(await db().select().from(tradeOrderRequests)).toEqual([]);
  });

  it('gives a departed member (utträdd) the paper form from the day of departure', async () => {
    const today = todayInSweden();
    const departed = asMember(await memberWith({ departedOn: addDays(today, -1) }));
    expect((await departed.get('/overview')).json().digitalOrdersBlocked).toBe('departed');
    const res = await departed.post('/orders', await order());
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe('TradeOrganizationPaperForm');
    const leavingToday = asMember(await memberWith({ departedOn: today }));
    expect((await leavingToday.post('/orders', await order())).json().type).toBe(
      'TradeOrganizationPaperForm',
    );
    expect(await db().select().from(tradeOrderRequests)).toEqual([]);
    // Notice given, still a member until the day comes: digital orders as before.
    const leaving = asMember(
      await memberWith({ personalNumber: '194001011230', departedOn: addDays(today, 30) }),
    );
    expect((await leaving.get('/overview')).json().digitalOrdersBlocked).toBeNull();
    const started = await leaving.post('/orders', await order());
    expect(started.statusCode).toBe(201);
    // The departure is moved to today before the member signs: the completion refuses too.
    const [request] = await db()
      .select()
      .from(tradeOrderRequests)
      .where(eq(tradeOrderRequests.id, started.json<{ requestId: string }>().requestId));
    await db().update(members).set({ departedOn: today }).where(eq(members.id, request!.memberId));
    await expect(
      db().transaction((tx) =>
        completeSignedRequest(
          tx,
          { subjectId: request!.id, actingForMemberId: request!.memberId, dataSha256: 'x' },
          () => 'x',
        ),
      ),
    ).rejects.toMatchObject({ type: 'TradeOrganizationPaperForm', status: 403 });
    expect(
      await db().select().from(tradeOrders).where(eq(tradeOrders.memberId, request!.memberId)),
    ).toEqual([]);
  });

  it(
    'the same Idempotency-Key gives the same answer and one request',
    { tags: ['engine'] },
    async () => {
      const key = randomUUID();
      const body = await order();
      const first = await post('anna', '/orders', body, key);
      const second = await post('anna', '/orders', body, key);
      expect(second.json()).toEqual(first.json());
      expect(await db().select().from(tradeOrderRequests)).toHaveLength(1);
    },
  );
});
