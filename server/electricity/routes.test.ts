import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  electricityRolesOf,
  invoicePageSize,
  type ElectricityCustomer,
  type InvoicePage,
  type Statistics,
} from '../../shared/contracts/electricity.ts';
import { allRoleNames } from '../../shared/access/roles.ts';
import { addDays, isoWeekday } from '../../shared/time/isoDate.ts';
import { isoWeek } from '../../shared/time/week.ts';
import { eq, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { demoIds } from '../db/seed.ts';
import { withProxyRoles } from '../testing/proxyRoles.ts';
import { registerTestSigning } from '../signing/testing.ts';
import { apiTestApp, type ApiTestApp } from '../testing/apiApp.ts';
import { demoDayWh } from './demoConsumption.ts';
import { electricityRoutes } from './routes.ts';
import { demoFacilities } from './seed.ts';
import { electricityConsumption } from './schema.ts';
import { demoElectricityCustomers } from '../../shared/contracts/electricity/demo.ts';

async function register(app: FastifyInstance, database: Database) {
  const { signing } = await registerTestSigning(app, database.db);
  await app.register(electricityRoutes, {
    db: database.db,
    productName: 'Granskog',
    productSlug: 'granskog',
    signing,
  });
}

const facility = demoFacilities.anna;
// The last day the seed metered ("yesterday" on the day the test database was seeded): the
// template database may be seeded before a Swedish midnight and the tests run after it.
let yesterday: string;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('electricity', () => {
  let t: ApiTestApp;
  beforeAll(async () => {
    t = await apiTestApp(register);
    const [last] = await t.database.db
      .select({ day: max(electricityConsumption.day) })
      .from(electricityConsumption)
      .where(eq(electricityConsumption.facilityId, facility));
    yesterday = last!.day!;
  });
  afterAll(() => t.close());

  const get = async (url: string, person: keyof typeof demoIds = 'anna', actingFor?: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.as(person, actingFor) });
  const stats = (query: Record<string, string>, person: keyof typeof demoIds = 'anna') =>
    get(`/api/v1/electricity/statistics?${new URLSearchParams(query)}`, person);

  const { read: electricityRead, write: electricityWrite } = electricityRolesOf('granskog');

  it('names the roles of the demo product (Service_GranskogEl_Read/Write) from its slug', () => {
    expect([electricityRead, electricityWrite]).toEqual([
      'Service_GranskogEl_Read',
      'Service_GranskogEl_Write',
    ]);
    expect(allRoleNames('granskog')).toEqual(
      expect.arrayContaining([electricityRead, electricityWrite]),
    );
  });

  describe('customer', () => {
    it('gives Anna her details, active, with her one facility', async () => {
      const res = await get('/api/v1/electricity/customer');
      expect(res.statusCode).toBe(200);
      expect(res.json<ElectricityCustomer>()).toEqual({
        ...demoElectricityCustomers.anna,
        active: true,
        facilityIds: [facility],
        upcomingStart: null,
      });
    });

    it('gives Bertil, whose agreement ended, inactive and no facility', async () => {
      const res = await get('/api/v1/electricity/customer', 'bertil');
      expect(res.json<ElectricityCustomer>()).toMatchObject({ active: false, facilityIds: [] });
    });

    it('answers Cecilia, no customer, 404 ElectricityCustomerNotFound', async () => {
      const res = await get('/api/v1/electricity/customer', 'cecilia');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'ElectricityCustomerNotFound' });
    });

    it('refuses David without the electricity roles (403) and a signed-out caller (401)', async () => {
      expect((await get('/api/v1/electricity/customer', 'david')).statusCode).toBe(403);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/electricity/customer' });
      expect(res.statusCode).toBe(401);
    });

    it("refuses Anna acting for Bertil: his proxy's roles do not include electricity", async () => {
      const res = await get('/api/v1/electricity/customer', 'anna', demoIds.bertil);
      expect(res.statusCode).toBe(403);
    });

    it("shows Anna acting for Bertil with a proxy that has the roles only Bertil's customer", async () => {
      await withProxyRoles(t.database.db, [electricityRead, electricityWrite], async () => {
        const res = await get('/api/v1/electricity/customer', 'anna', demoIds.bertil);
        expect(res.json<ElectricityCustomer>().customerNumber).toBe('4002255');
        const invoices = await get('/api/v1/electricity/invoices', 'anna', demoIds.bertil);
        expect(invoices.json<InvoicePage>()).toEqual({ invoices: [], next: null });
      });
    });
  });

  describe('agreements (active customers only)', () => {
    it("lists Anna's running agreement", async () => {
      const res = await get('/api/v1/electricity/agreements');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        agreements: [
          expect.objectContaining({
            facilityId: facility,
            biddingArea: 'SE2',
            startDate: '2022-04-01',
            endDate: null,
            noticePeriodMonths: 3,
            invoiceMethod: 'eInvoice',
            address: 'Granliden 4',
          }),
        ],
      });
    });

    it('answers Bertil, inactive, 409 NotActiveElectricityCustomer', async () => {
      const res = await get('/api/v1/electricity/agreements', 'bertil');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        type: 'NotActiveElectricityCustomer',
        title: 'Du har inget aktivt elavtal.',
      });
    });
  });

  describe('statistics', () => {
    it("reads one day's 24 hours exactly as metered", async () => {
      const res = await stats({
        facilityId: facility,
        mode: 'hour',
        from: yesterday,
        to: yesterday,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<Statistics>();
      const expected = demoDayWh(yesterday);
      expect(body.points).toHaveLength(24);
      expect(body.points[0]).toEqual({ period: `${yesterday}T00`, wh: expected[0] });
      expect(body.points[23]).toEqual({ period: `${yesterday}T23`, wh: expected[23] });
      expect(body.totalWh).toBe(sum(expected));
      expect(body.adjusted).toBe(false);
    });

    it('moves an hour range longer than one day back to one day, and says so', async () => {
      const from = addDays(yesterday, -3);
      const res = await stats({ facilityId: facility, mode: 'hour', from, to: yesterday });
      const body = res.json<Statistics>();
      expect(body).toMatchObject({ from, to: from, adjusted: true });
      expect(body.points).toHaveLength(24);
    });

    it('sums days in SQL, and caps a day range at 31 days', async () => {
      const from = addDays(yesterday, -60);
      const res = await stats({ facilityId: facility, mode: 'day', from, to: yesterday });
      const body = res.json<Statistics>();
      expect(body).toMatchObject({ to: addDays(from, 30), adjusted: true });
      expect(body.points).toHaveLength(31);
      expect(body.points[0]).toEqual({ period: from, wh: sum(demoDayWh(from)) });
    });

    it('names ISO weeks and months; the month totals add up to the days', async () => {
      const seen = addDays(yesterday, -70);
      const monday = addDays(seen, 1 - isoWeekday(seen));
      const week = await stats({
        facilityId: facility,
        mode: 'week',
        from: monday,
        to: addDays(monday, 13),
      });
      const label = (day: string) => {
        const { year, week: number } = isoWeek(day);
        return `${year}-W${String(number).padStart(2, '0')}`;
      };
      const weeks = week.json<Statistics>();
      expect(weeks.points.map((p) => p.period)).toEqual([label(monday), label(addDays(monday, 7))]);
      const firstWeek = Array.from({ length: 7 }, (_, i) => sum(demoDayWh(addDays(monday, i))));
      expect(weeks.points[0]!.wh).toBe(sum(firstWeek));
      const from = addDays(yesterday, -100);
      const days = (
        await stats({ facilityId: facility, mode: 'day', from, to: addDays(from, 30) })
      ).json<Statistics>();
      const months = (
        await stats({ facilityId: facility, mode: 'month', from, to: addDays(from, 30) })
      ).json<Statistics>();
      expect(months.points.length).toBeGreaterThanOrEqual(1);
      expect(months.points.every((p) => /^\d{4}-\d{2}$/.test(p.period))).toBe(true);
      expect(months.totalWh).toBe(days.totalWh);
    });

    it('caps weeks at 26 weeks and months at 24 months', async () => {
      const from = '2024-01-01';
      const weeks = (
        await stats({ facilityId: facility, mode: 'week', from, to: '2026-01-01' })
      ).json<Statistics>();
      expect(weeks.to).toBe('2024-06-30'); // 2024 is a leap year: 182 days
      const months = (
        await stats({ facilityId: facility, mode: 'month', from, to: '2026-06-30' })
      ).json<Statistics>();
      expect(months.to).toBe('2025-12-31');
      expect(months.adjusted).toBe(true);
    });

    it('gives a winter month more than a summer month (the seasonal shape)', async () => {
      const res = await stats({
        facilityId: facility,
        mode: 'month',
        from: addDays(yesterday, -699),
        to: yesterday,
      });
      const points = res.json<Statistics>().points;
      const january = points.find((p) => p.period.endsWith('-01'))!;
      const july = points.find((p) => p.period.endsWith('-07'))!;
      expect(january.wh).toBeGreaterThan(july.wh * 2);
    });

    it('refuses an end before the start, a bad mode and a bad date with Swedish messages', async () => {
      const res = await stats({
        facilityId: facility,
        mode: 'year',
        from: 'igår',
        to: '2026-01-01',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
        mode: 'Välj hur förbrukningen ska visas.',
        from: 'Ange ett giltigt startdatum.',
      });
      const back = await stats({
        facilityId: facility,
        mode: 'day',
        from: '2026-01-10',
        to: '2026-01-09',
      });
      expect(back.json<{ errors: Record<string, string> }>().errors).toEqual({
        to: 'Slutdatumet kan inte vara före startdatumet.',
      });
    });

    it("answers 404 for another member's facility", async () => {
      const res = await stats(
        { facilityId: facility, mode: 'day', from: yesterday, to: yesterday },
        'bertil',
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ type: 'FacilityNotFound' });
    });
  });

  describe('invoices', () => {
    it('pages newest first with load more until the end, statuses from amounts and dates', async () => {
      const first = (await get('/api/v1/electricity/invoices')).json<InvoicePage>();
      expect(first.invoices).toHaveLength(invoicePageSize);
      expect(first.invoices[0]!.status).toBe('unpaid');
      expect(first.invoices[1]!.status).toBe('delayed');
      const all = [...first.invoices];
      let next = first.next;
      while (next) {
        const page = (await get(`/api/v1/electricity/invoices?after=${next}`)).json<InvoicePage>();
        all.push(...page.invoices);
        next = page.next;
      }
      expect(all).toHaveLength(24); // 23 months and one credit
      const numbers = all.map((i) => Number(i.invoiceNumber));
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      expect(new Set(numbers).size).toBe(24);
      const credit = all.find((i) => i.amountOre < 0)!;
      expect(credit).toMatchObject({ status: 'notPaidOut', remainingOre: -18_500 });
      expect(all.filter((i) => i.status === 'paid')).toHaveLength(21);
      for (const paid of all.filter((i) => i.status === 'paid')) {
        expect(paid.remainingOre).toBe(0);
        expect(paid.paymentDate).not.toBeNull();
      }
    });

    it('refuses a broken cursor with 400', async () => {
      const res = await get('/api/v1/electricity/invoices?after=abc');
      expect(res.statusCode).toBe(400);
    });

    it('gives an invoice as a PDF with its file name', async () => {
      const { invoices } = (await get('/api/v1/electricity/invoices')).json<InvoicePage>();
      const invoice = invoices[0]!;
      const res = await get(`/api/v1/electricity/invoices/${invoice.id}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-filename']).toBe(`elfaktura-${invoice.invoiceNumber}.pdf`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it("answers 404 for Anna's invoice asked by Bertil, and for an unknown id", async () => {
      const { invoices } = (await get('/api/v1/electricity/invoices')).json<InvoicePage>();
      const res = await get(`/api/v1/electricity/invoices/${invoices[0]!.id}/pdf`, 'bertil');
      expect(res.statusCode).toBe(404);
      const unknown = await get(
        '/api/v1/electricity/invoices/00000000-0000-4000-8000-00000000dead/pdf',
      );
      expect(unknown.statusCode).toBe(404);
    });
  });
});
