import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayInSweden } from '../../shared/time/index.ts';
import { demoIds } from '../db/seed.ts';
import { members, proxies } from '../db/schema.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { registerTestSigning } from '../signing/testing.ts';
import { proxyRoutes } from './routes.ts';
import { proxyDemoIds, seedProxies } from './seed.ts';
import { annaNumber, createBody, personalNumber, proxyCalls } from './testing.ts';

describe('proxies: who may see and do what', () => {
  let t: ApiTestApp;
  let api: ReturnType<typeof proxyCalls>;
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      await seedProxies(database.db);
      const { signing } = await registerTestSigning(app, database.db);
      await app.register(proxyRoutes, { db: database.db, signing });
    });
    api = proxyCalls(t);
  });
  afterAll(() => t.close());

  const proxyCount = async () => (await t.database.db.select().from(proxies)).length;

  it("lists Anna's given and received proxies, with parties, rights and status", async () => {
    const res = await api.list('anna');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.received).toEqual([
      expect.objectContaining({
        id: demoIds.proxyBertilToAnna,
        status: 'active',
        direction: 'received',
        rights: ['signForestAgreements'],
        validTo: null,
        giver: { memberId: demoIds.bertil, name: 'Bertil Gran' },
        registrationTicketId: null,
      }),
    ]);
    expect(body.given).toEqual([
      expect.objectContaining({
        id: proxyDemoIds.annaToBertilEnded,
        status: 'inactive',
        direction: 'given',
        validTo: '2026-12-31',
        receiver: expect.objectContaining({
          name: 'Bertil Gran',
          phoneCountryCode: '+46',
          phone: '702345678',
        }),
      }),
    ]);
  });

  it("shows a proxy to its giver and receiver only; David gets 404 for Bertil's", async () => {
    expect((await api.get('anna', demoIds.proxyBertilToAnna)).statusCode).toBe(200);
    expect((await api.get('bertil', demoIds.proxyBertilToAnna)).json().direction).toBe('given');
    // Cecilia holds every role but is no party to it: not found, nothing told.
    const other = await api.get('cecilia', demoIds.proxyBertilToAnna);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      type: 'notFound',
      title: 'Det du söker finns inte.',
      status: 404,
    });
    expect((await api.get('anna', 'not-a-uuid')).statusCode).toBe(404);
    expect((await api.get('anna', '00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
  });

  it('needs Service_Proxy_Read to list and Read+Write to create (David has neither)', async () => {
    const list = await api.list('david');
    expect(list.statusCode).toBe(403);
    expect(list.json().title).toBe('Du har inte rättighet att utföra denna åtgärd.');
    const before = await proxyCount();
    const create = await api.create('david', createBody(personalNumber('19600101', '234')));
    expect(create.statusCode).toBe(403);
    expect(await proxyCount()).toBe(before);
  });

  it('refuses an anonymous caller', async () => {
    const res = await api.call(null, 'GET', '/api/v1/proxies');
    expect(res.statusCode).toBe(401);
  });

  it("Anna acting for Bertil has only his proxy's roles (agreements), so no proxy calls", async () => {
    const list = await api.call('anna', 'GET', '/api/v1/proxies', undefined, demoIds.bertil);
    expect(list.statusCode).toBe(403);
    const before = await proxyCount();
    const create = await api.call(
      'anna',
      'POST',
      '/api/v1/proxies',
      createBody(personalNumber('19600101', '234')),
      demoIds.bertil,
    );
    expect(create.statusCode).toBe(403);
    const end = await api.call(
      'anna',
      'POST',
      `/api/v1/proxies/${demoIds.proxyBertilToAnna}/terminate`,
      {},
      demoIds.bertil,
    );
    expect(end.statusCode).toBe(403);
    expect(await proxyCount()).toBe(before);
  });

  it('tells an organisation user (Cecilia) to contact support, and stores nothing', async () => {
    const before = await proxyCount();
    const res = await api.create('cecilia', createBody(personalNumber('19600101', '234')));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      type: 'organizationCannotCreateProxy',
      title:
        'Organisationer kan inte skapa fullmakter här. Kontakta skogsägarsupporten så hjälper vi dig.',
      status: 403,
    });
    expect(await proxyCount()).toBe(before);
  });

  it('lets only the giver sign, replace or end a proxy: the receiver gets 403', async () => {
    const id = demoIds.proxyBertilToAnna;
    expect((await api.terminate('anna', id)).statusCode).toBe(403);
    expect((await api.sign('anna', id, annaNumber)).statusCode).toBe(403);
    expect(
      (await api.replace('anna', id, createBody('196211034563', { receiverNationalId: undefined })))
        .statusCode,
    ).toBe(403);
    const [row] = await t.database.db.select().from(proxies).where(eq(proxies.id, id));
    expect(row?.status).toBe('active');
  });
});

describe('proxies: the rules of platform §5, with their Swedish messages', () => {
  let t: ApiTestApp;
  let api: ReturnType<typeof proxyCalls>;
  beforeAll(async () => {
    t = await apiTestApp(async (app, database) => {
      const { signing } = await registerTestSigning(app, database.db);
      await app.register(proxyRoutes, { db: database.db, signing });
    });
    api = proxyCalls(t);
  });
  afterAll(() => t.close());

  const karin = personalNumber('19600101', '234');
  const today = todayInSweden();

  async function rejected(body: unknown) {
    const before = (await t.database.db.select().from(proxies)).length;
    const res = await api.create('anna', body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = res.json();
    expect(problem.type).toBe('validation');
    // The kit's one validation title (platformProblems.validation), as in every area.
    expect(problem.title).toBe('Kontrollera uppgifterna.');
    expect((await t.database.db.select().from(proxies)).length).toBe(before);
    return problem.errors as Record<string, string>;
  }

  it('accepts a valid proxy until further notice and stores it as sent for signing', async () => {
    const res = await api.create(
      'anna',
      createBody(karin, {
        receiverNationalId: '19600101-2340',
        receiverPhone: '70 123 45 67',
        rights: ['chooseLiquidityRecipient', 'signForestAgreements'],
      }),
    );
    expect(res.statusCode).toBe(201);
    const proxy = res.json();
    expect(proxy).toMatchObject({
      status: 'sentForSigning',
      direction: 'given',
      validTo: null,
      rights: ['signForestAgreements', 'chooseLiquidityRecipient'],
      roles: ['Service_TimberManager_Agreements_Read', 'Service_TimberManager_Agreements_Write'],
      receiver: { nationalId: karin, name: null, phoneCountryCode: '+46', phone: '701234567' },
      signedAt: null,
    });
  });

  it('accepts a valid-to exactly 90 days ahead and refuses 89 days', async () => {
    const ok = await api.create(
      'anna',
      createBody(personalNumber('19700202', '345'), { validTo: addDays(today, 90) }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().validTo).toBe(addDays(today, 90));
    const errors = await rejected(
      createBody(personalNumber('19700202', '456'), { validTo: addDays(today, 89) }),
    );
    expect(errors).toEqual({
      validTo: `Fullmakten måste gälla minst 90 dagar. Välj ${addDays(today, 90)} eller senare, eller lämna fältet tomt.`,
    });
  });

  it('refuses a valid-to that is not a yyyy-MM-dd date', async () => {
    for (const validTo of ['2030-02-30', '30-01-2030', '2030-1-1']) {
      expect(await rejected(createBody(karin, { validTo }))).toEqual({
        validTo: 'Ange datumet som ÅÅÅÅ-MM-DD, eller lämna fältet tomt.',
      });
    }
  });

  it('needs at least one right, and choosing liquidity recipient needs signing too', async () => {
    expect(await rejected(createBody(karin, { rights: [] }))).toEqual({
      rights: 'Välj minst en behörighet.',
    });
    expect(await rejected(createBody(karin, { rights: ['chooseLiquidityRecipient'] }))).toEqual({
      rights: 'Behörigheten Välja likvidmottagare kräver att du också väljer Signera skogsavtal.',
    });
    expect(await rejected(createBody(karin, { rights: ['signEverything'] }))).toEqual({
      'rights.0': 'Välj bland behörigheterna i listan.',
    });
  });

  it("refuses an invalid national id, a missing one, and the giver's own", async () => {
    expect(await rejected(createBody('194006153335'))).toEqual({
      receiverNationalId: 'Ange ett giltigt personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).',
    });
    expect(await rejected(createBody(''))).toEqual({
      receiverNationalId: 'Ange mottagarens personnummer.',
    });
    expect(await rejected(createBody(annaNumber))).toEqual({
      receiverNationalId: 'Du kan inte ge en fullmakt till dig själv.',
    });
  });

  it('refuses an invalid e-mail, country code and phone number', async () => {
    expect(
      await rejected(
        createBody(karin, {
          receiverEmail: 'karin@',
          receiverPhoneCountryCode: '46',
          receiverPhone: '0701234567',
        }),
      ),
    ).toEqual({
      receiverEmail: 'Ange en giltig e-postadress',
      receiverPhoneCountryCode: 'Ange landsnummer med + och 1-4 siffror, till exempel +46.',
      receiverPhone: 'Ange med 7-10 siffror, utan en inledande nolla.',
    });
    expect(await rejected(createBody(karin, { receiverPhone: '123456' }))).toEqual({
      receiverPhone: 'Ange med 7-10 siffror, utan en inledande nolla.',
    });
    expect(await rejected(createBody(karin, { receiverPhoneCountryCode: '+12345' }))).toEqual({
      receiverPhoneCountryCode: 'Ange landsnummer med + och 1-4 siffror, till exempel +46.',
    });
  });

  it("refuses an e-mail another member uses (David's, or Anna's own), in any case", async () => {
    const message =
      'E-postadressen används redan av en annan person. Ange mottagarens egen e-postadress.';
    expect(await rejected(createBody(karin, { receiverEmail: 'David.Ek@example.se' }))).toEqual({
      receiverEmail: message,
    });
    expect(await rejected(createBody(karin, { receiverEmail: 'anna.skog@example.se' }))).toEqual({
      receiverEmail: message,
    });
  });

  it("accepts the receiver's own e-mail when the receiver is that member", async () => {
    const res = await api.create(
      'anna',
      createBody('198812243213', { receiverEmail: 'david.ek@example.se' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('answers a body that is not a form with a Swedish message', async () => {
    const errors = await rejected(['nonsense']);
    expect(errors).toEqual({ _form: 'Uppgifterna saknas. Fyll i formuläret och försök igen.' });
  });

  it('refuses a second proxy to someone who already holds one from the giver', async () => {
    // Bertil already gave Anna an active proxy.
    const res = await api.create(
      'bertil',
      createBody(annaNumber, { receiverEmail: 'anna.skog@example.se' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      type: 'proxyAlreadyExists',
      title: 'Du har redan en fullmakt till den här personen. Ersätt den i stället.',
    });
  });

  it('keeps the demo people as they were', async () => {
    const [anna] = await t.database.db.select().from(members).where(eq(members.id, demoIds.anna));
    expect(anna?.personalNumber).toBe(annaNumber);
  });
});
