import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  newAgreementMessages,
  type ElectricityCustomer,
  type NewAgreement,
} from '../../shared/contracts/electricity.ts';
import { addDays } from '../../shared/time/isoDate.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import { demoIds } from '../db/seed.ts';
import { signingTestApp } from '../signing/testApp.ts';
import type { signingCalls } from '../signing/testing.ts';
import type { ApiTestApp } from '../testing/apiApp.ts';
import { electricityRoutes } from './routes.ts';
import { electricityAgreements, electricitySignups } from './schema.ts';
import { demoAgreementIds } from './seed.ts';

type Person = keyof typeof demoIds;
const bertilNumber = '196211034563';
const today = todayInSweden();

/** Bertil's new agreement as the ny-kund form sends it. */
const bertils = (over: Partial<Record<keyof NewAgreement, unknown>> = {}) => ({
  facilityId: '735999 100000 067890',
  address: 'Myrvägen 11',
  postalCode: '914 92',
  city: 'Nordmaling',
  biddingArea: 'SE2',
  startDate: today,
  invoiceMethod: 'email',
  acceptTerms: true,
  ...over,
});

describe('electricity ny-kund: a new agreement signed with e-ID', () => {
  let t: ApiTestApp;
  /** The area's clock: null is the real time; a test moves it to a later day. */
  let clock: Date | null = null;
  let signing: ReturnType<typeof signingCalls>;
  beforeAll(async () => {
    ({ t, signing } = await signingTestApp(async (app, db, service) => {
      await app.register(electricityRoutes, {
        db,
        productName: 'Granskog',
        productSlug: 'granskog',
        signing: service,
        now: () => clock ?? new Date(),
      });
    }));
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  // Bertil as seeded: one agreement that ended in 2023, nothing waiting.
  beforeEach(async () => {
    clock = null;
    await db().delete(electricitySignups);
    await db()
      .delete(electricityAgreements)
      .where(
        and(
          eq(electricityAgreements.memberId, demoIds.bertil),
          ne(electricityAgreements.id, demoAgreementIds.bertil),
        ),
      );
  });

  const start = async (person: Person, body: unknown = bertils(), key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/electricity/new-agreement',
      headers: { ...(await t.as(person)), 'idempotency-key': key },
      payload: body as object,
    });
  const customer = async (person: Person = 'bertil') =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/electricity/customer',
        headers: await t.as(person),
      })
    ).json<ElectricityCustomer>();
  const signups = () => db().select().from(electricitySignups);
  const bertilsAgreements = async () =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/electricity/agreements',
      headers: await t.as('bertil'),
    });
  /** Bertil's customer record once his new agreement has started. */
  const activeWithFacility = {
    active: true,
    facilityIds: ['735999100000067890'],
    upcomingStart: null,
  };

  it(
    'Bertil (inactive) signs with BankID; he is then active with the agreement listed',
    { tags: ['engine'] },
    async () => {
      const started = await start('bertil');
      expect(started.statusCode).toBe(201);
      const { signupId } = started.json<{ signupId: string }>();
      expect(await signups()).toMatchObject([
        { id: signupId, status: 'awaitingSignature', facilityId: '735999100000067890' },
      ]);
      expect((await customer()).active).toBe(false);

      const done = await signing.signWith('bertil', started, bertilNumber);
      expect(done.json()).toMatchObject({ status: 'complete', result: { startDate: today } });
      const { agreementId } = done.json<{ result: { agreementId: string } }>().result;
      expect(await customer()).toMatchObject(activeWithFacility);
      const list = await bertilsAgreements();
      expect(list.json()).toEqual({
        agreements: [
          {
            id: agreementId,
            address: 'Myrvägen 11',
            postalCode: '914 92',
            city: 'Nordmaling',
            biddingArea: 'SE2',
            facilityId: '735999100000067890',
            startDate: today,
            endDate: null,
            noticePeriodMonths: 1,
            invoiceMethod: 'email',
          },
        ],
      });
      expect(await signups()).toMatchObject([{ status: 'signed', agreementId }]);
      // Active now: a second agreement is refused.
      const again = await start('bertil');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ type: 'ElectricityAgreementExists' });
    },
  );

  it('a later start keeps him inactive until then, says when, and refuses another', async () => {
    const later = addDays(today, 30);
    const started = await start('bertil', bertils({ startDate: later }));
    await signing.signWith('bertil', started, bertilNumber);
    expect(await customer()).toMatchObject({ active: false, upcomingStart: later });
    expect((await start('bertil')).statusCode).toBe(409);
  });

  it('makes him active with the agreement listed on its first day (the clock moved there)', async () => {
    const later = addDays(today, 30);
    const started = await start('bertil', bertils({ startDate: later }));
    await signing.signWith('bertil', started, bertilNumber);
    // Noon in Sweden on that day (+01:00 or, in summer, 13:00 local: the same date).
    clock = new Date(`${later}T12:00:00+01:00`);
    expect(await customer()).toMatchObject(activeWithFacility);
    const list = await bertilsAgreements();
    expect(list.statusCode).toBe(200);
    expect(list.json().agreements).toMatchObject([{ startDate: later }]);
  });

  it('refuses Anna, an active customer: 409 ElectricityAgreementExists, nothing stored', async () => {
    const res = await start('anna');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'ElectricityAgreementExists' });
    expect(await signups()).toEqual([]);
  });

  it('refuses Cecilia, who is no customer (404), and David without the roles (403)', async () => {
    expect((await start('cecilia')).json()).toMatchObject({
      status: 404,
      type: 'ElectricityCustomerNotFound',
    });
    expect((await start('david')).statusCode).toBe(403);
    expect(await signups()).toEqual([]);
  });

  it('refuses a broken form with 400 and the form’s Swedish messages, storing nothing', async () => {
    const res = await start(
      'bertil',
      bertils({
        facilityId: '12345',
        address: '  ',
        postalCode: '9149',
        city: '',
        biddingArea: 'SE5',
        startDate: '2026-02-30',
        invoiceMethod: 'peppol',
        acceptTerms: false,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      facilityId: newAgreementMessages.facilityId,
      address: newAgreementMessages.address,
      postalCode: newAgreementMessages.postalCode,
      city: newAgreementMessages.city,
      biddingArea: newAgreementMessages.biddingArea,
      startDate: newAgreementMessages.startDate,
      invoiceMethod: newAgreementMessages.invoiceMethod,
      acceptTerms: newAgreementMessages.acceptTerms,
    });
    expect(await signups()).toEqual([]);
  });

  it.each([
    ['yesterday', addDays(today, -1), newAgreementMessages.startPast],
    ['91 days ahead', addDays(today, 91), newAgreementMessages.startTooLate],
  ])('refuses a start %s with its message', async (_what, startDate, message) => {
    const res = await start('bertil', bertils({ startDate }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ startDate: message });
    expect(await signups()).toEqual([]);
  });

  it('accepts a start 90 days ahead', async () => {
    expect((await start('bertil', bertils({ startDate: addDays(today, 90) }))).statusCode).toBe(
      201,
    );
  });

  it(
    'keeps one waiting agreement when two are sent at once, or sent again',
    { tags: ['engine'] },
    async () => {
      const answers = await Promise.all([start('bertil'), start('bertil')]);
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(await signups()).toHaveLength(1);
      await start('bertil', bertils({ city: 'Hörnefors' }));
      expect((await signups()).map((s) => s.city)).toEqual(['Hörnefors']);
    },
  );

  it('refuses the signature when the agreement changed after the start', async () => {
    const started = await start('bertil');
    await db().update(electricitySignups).set({ biddingArea: 'SE4' });
    const done = await signing.signWith('bertil', started, bertilNumber);
    expect(done.json()).toMatchObject({
      status: 'failed',
      hintCode: 'completionRejected',
      result: { type: 'NewAgreementNotSignable' },
    });
    expect((await customer()).active).toBe(false);
  });

  it("does not let Anna poll Bertil's sign order (404)", async () => {
    const started = await start('bertil');
    const res = await signing.poll('anna', started.json<{ orderRef: string }>().orderRef);
    expect(res.statusCode).toBe(404);
  });

  it('needs an Idempotency-Key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/electricity/new-agreement',
      headers: await t.as('bertil'),
      payload: bertils(),
    });
    expect(res.statusCode).toBe(400);
    expect(await signups()).toEqual([]);
  });
});
