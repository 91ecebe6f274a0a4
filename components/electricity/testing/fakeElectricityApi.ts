import { fieldErrorsFromIssues } from '../../../shared/contracts/fieldErrors.ts';
import {
  electricityAgreementsSchema,
  electricityCustomerSchema,
  invoicePageSchema,
  newAgreementSchema,
  statisticsSchema,
  type ElectricityAgreement,
  type ElectricityCustomer,
  type Invoice,
  type StatisticsMode,
} from '../../../shared/contracts/electricity.ts';
import {
  createFakeSigning,
  type FakeSigning,
} from '../../../shared/signing/testing/fakeSigning.ts';

/**
 * A stand-in for the electricity calls in element tests (the real server is tested in
 * server/electricity): answers checked with the shared schemas on the way out. Statistics
 * answer the asked range with a fixed figure per period (hour mode: 24 hours of 1,0–3,3
 * kWh); `adjustTo` answers as the server does for an end too far. Invoices come in pages of
 * two. `fail` names calls that answer 500. `calls` records each request's path and query.
 */
export interface FakeElectricityOptions {
  customer?: ElectricityCustomer | null;
  invoices?: Invoice[];
  adjustTo?: string;
  fail?: ('statistics' | 'invoices' | 'more' | 'pdf')[];
  /** The signed-in member's personal number, for the test signer (ny-kund). */
  personalNumber?: string;
}

export interface FakeElectricityApi {
  calls: string[];
  /** The bodies of POST /new-agreement, with their Idempotency-Key. */
  posts: { body: unknown; key: string | null }[];
  signing: FakeSigning;
  restore(): void;
}

/** Bertil: a customer whose agreement ended (inactive), who may sign a new one. */
export const bertilCustomer = (): ElectricityCustomer => ({
  customerNumber: '4002255',
  name: 'Bertil Gran',
  address: 'Myrvägen 11',
  postalCode: '914 92',
  city: 'Nordmaling',
  phone: null,
  mobile: '+46 70 456 78 90',
  email: 'bertil.gran@example.se',
  active: false,
  facilityIds: [],
  upcomingStart: null,
});

const annasAgreement: ElectricityAgreement = {
  id: 'a1',
  address: 'Granliden 4',
  postalCode: '914 91',
  city: 'Nordmaling',
  biddingArea: 'SE2',
  facilityId: '735999100000012345',
  startDate: '2022-04-01',
  endDate: null,
  noticePeriodMonths: 3,
  invoiceMethod: 'eInvoice',
};

export const annaCustomer = (): ElectricityCustomer => ({
  customerNumber: '4001017',
  name: 'Anna Skog',
  address: 'Granliden 4',
  postalCode: '914 91',
  city: 'Nordmaling',
  phone: null,
  mobile: '+46 70 123 45 67',
  email: 'anna.skog@example.se',
  active: true,
  facilityIds: ['735999100000012345'],
  upcomingStart: null,
});

export const demoInvoices = (): Invoice[] =>
  [
    ['2026-10-01', 'unpaid', 245_050, 245_050, null],
    ['2026-09-01', 'delayed', 198_020, 198_020, null],
    ['2026-08-01', 'paid', 150_000, 0, '2026-09-26'],
  ].map(([from, status, amount, remaining, paid], index) => ({
    id: `00000000-0000-4000-8000-00000000010${index}`,
    invoiceNumber: String(2_024_310 - index * 10),
    periodFrom: from as string,
    periodTo: `${(from as string).slice(0, 8)}28`,
    dueDate: `${(from as string).slice(0, 8)}30`,
    paymentDate: paid as string | null,
    status: status as Invoice['status'],
    amountOre: amount as number,
    remainingOre: remaining as number,
    facilityId: '735999100000012345',
  }));

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const problem = (status: number, type = 'internal') => json({ type, title: 'x', status }, status);

function points(mode: StatisticsMode, from: string, to: string) {
  if (mode === 'hour')
    return Array.from({ length: 24 }, (_, h) => ({
      period: `${from}T${String(h).padStart(2, '0')}`,
      wh: 1000 + h * 100,
    }));
  return [
    { period: from, wh: 12_345 },
    { period: to, wh: 23_456 },
  ];
}

export function installFakeElectricityApi(
  options: FakeElectricityOptions = {},
): FakeElectricityApi {
  const original = window.fetch;
  const calls: string[] = [];
  const customer = options.customer === undefined ? annaCustomer() : options.customer;
  const invoices = options.invoices ?? demoInvoices();
  const fail = new Set(options.fail ?? []);
  const posts: FakeElectricityApi['posts'] = [];
  const agreements = customer?.active ? [annasAgreement] : [];
  const signups = new Map<string, ElectricityAgreement>();
  let counter = 0;
  // The server's completion: the agreement goes on record, the customer is active.
  const signing = createFakeSigning({
    personalNumber: options.personalNumber ?? '196211034563',
    userSignPolls: 0,
    complete: (order) => {
      const agreement = signups.get(order.subjectId)!;
      agreements.push(agreement);
      customer!.active = true;
      customer!.facilityIds = [agreement.facilityId];
      return { agreementId: agreement.id, startDate: agreement.startDate };
    },
  });
  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : (input as Request).url, location.href);
    calls.push(`${url.pathname}${url.search}`);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const signed = signing.answer(method, url.pathname, body);
    if (signed) return json(signed.body, signed.status);
    const path = url.pathname.replace(/^.*\/api\/v1\/electricity/, '');
    const q = url.searchParams;
    if (customer === null) return problem(404, 'ElectricityCustomerNotFound');
    if (method === 'POST' && path === '/new-agreement') {
      posts.push({ body, key: new Headers(init?.headers).get('Idempotency-Key') });
      if (customer.active) return problem(409, 'ElectricityAgreementExists');
      const parsed = newAgreementSchema.safeParse(body);
      if (!parsed.success) {
        const errors = fieldErrorsFromIssues(parsed.error.issues);
        return json({ type: 'validation', title: 'x', status: 400, errors }, 400);
      }
      const id = `signup-${++counter}`;
      const { acceptTerms: _accepted, ...terms } = parsed.data;
      signups.set(id, {
        ...terms,
        id: `agreement-${counter}`,
        postalCode: `${terms.postalCode.slice(0, 3)} ${terms.postalCode.slice(3)}`,
        endDate: null,
        noticePeriodMonths: 1,
      });
      return json(
        { ...signing.start('electricityNewAgreement', id, 'Jag tecknar elavtal.'), signupId: id },
        201,
      );
    }
    if (path === '/customer') return json(electricityCustomerSchema.parse(customer));
    if (path === '/agreements') {
      if (!customer.active) return problem(409, 'NotActiveElectricityCustomer');
      return json(electricityAgreementsSchema.parse({ agreements }));
    }
    if (path === '/statistics') {
      if (fail.has('statistics')) return problem(500);
      const mode = q.get('mode') as StatisticsMode;
      const from = q.get('from')!;
      const to = options.adjustTo ?? q.get('to')!;
      const found = points(mode, from, to);
      return json(
        statisticsSchema.parse({
          facilityId: q.get('facilityId'),
          mode,
          from,
          to,
          adjusted: options.adjustTo !== undefined,
          points: found,
          totalWh: found.reduce((s, p) => s + p.wh, 0),
        }),
      );
    }
    if (path === '/invoices') {
      const after = q.get('after');
      if (fail.has('invoices') || (after && fail.has('more'))) return problem(500);
      const start = after ? invoices.findIndex((i) => i.invoiceNumber === after) + 1 : 0;
      const page = invoices.slice(start, start + 2);
      const next = start + 2 < invoices.length ? page.at(-1)!.invoiceNumber : null;
      return json(invoicePageSchema.parse({ invoices: page, next }));
    }
    const pdf = /^\/invoices\/([^/]+)\/pdf$/.exec(path);
    if (pdf) {
      if (fail.has('pdf')) return problem(500);
      const invoice = invoices.find((i) => i.id === pdf[1])!;
      return new Response(new Blob(['%PDF-1.4 test']), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'x-filename': `elfaktura-${invoice.invoiceNumber}.pdf`,
        },
      });
    }
    return problem(404, 'notFound');
  };
  return { calls, posts, signing, restore: () => (window.fetch = original) };
}
