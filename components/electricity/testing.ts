import { electricityElement } from '../../shared/contracts/electricity/element.ts';
import type {
  ElectricityAgreement,
  ElectricityCustomer,
  Invoice,
  StatisticsMode,
} from '../../shared/contracts/electricity.ts';
import { electricityProblems } from '../../shared/contracts/electricity/problems.ts';
import { electricityRoutes } from '../../shared/contracts/electricity/routes.ts';
import { signingProblems } from '../../shared/contracts/signing/problems.ts';
import { signingRoutes } from '../../shared/contracts/signing/routes.ts';
import { createFakeSigning } from '../../shared/signing/testing/fakeSigning.ts';
import { demoElementPerTest } from '../../shared/testing/demoElement.ts';
import { installFakeApi, problem, reply } from '../../shared/testing/fakeApi.ts';
import { demoElectricityCustomers } from '../../shared/contracts/electricity/demo.ts';

/**
 * The electricity element's test support: the demo customers and invoices, and a stand-in
 * for the electricity calls made from their route table (the real server is tested in
 * server/electricity). Statistics answer the asked range with a fixed figure per period
 * (hour mode: 24 hours of 1,0–3,3 kWh); `adjustTo` answers as the server does for an end
 * too far. Invoices come in pages of two. `fail` names calls that answer 500.
 */
export interface FakeElectricityOptions {
  customer?: ElectricityCustomer | null;
  invoices?: Invoice[];
  adjustTo?: string;
  fail?: ('statistics' | 'invoices' | 'more' | 'pdf')[];
  /** The signed-in member's personal number, for the test signer (ny-kund). */
  personalNumber?: string;
}

/** Bertil: a customer whose agreement ended (inactive), who may sign a new one. */
export const bertilCustomer = (): ElectricityCustomer => ({
  ...demoElectricityCustomers.bertil,
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
  ...demoElectricityCustomers.anna,
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

export type FakeElectricityApi = ReturnType<typeof installFakeElectricityApi>;

export function installFakeElectricityApi(options: FakeElectricityOptions = {}) {
  const customer = options.customer === undefined ? annaCustomer() : options.customer;
  const invoices = options.invoices ?? demoInvoices();
  const fail = new Set(options.fail ?? []);
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
  /** The member's customer; every call of a member who is none answers that. */
  const known = () => {
    if (!customer) throw problem('ElectricityCustomerNotFound');
    return customer;
  };
  const failing = (name: (typeof options.fail & {})[number]) => {
    if (fail.has(name)) throw problem('internal');
  };

  const api = installFakeApi(
    { ...electricityRoutes, ...signingRoutes },
    {
      getElectricityCustomer: known,
      getElectricityAgreements: () => {
        if (!known().active) return problem('NotActiveElectricityCustomer');
        return { agreements };
      },
      getElectricityStatistics: ({ query }) => {
        known();
        failing('statistics');
        const to = options.adjustTo ?? query.to;
        const found = points(query.mode, query.from, to);
        return {
          facilityId: query.facilityId,
          mode: query.mode,
          from: query.from,
          to,
          adjusted: options.adjustTo !== undefined,
          points: found,
          totalWh: found.reduce((s, p) => s + p.wh, 0),
        };
      },
      getElectricityInvoices: ({ query }) => {
        known();
        failing(query.after ? 'more' : 'invoices');
        const start = query.after
          ? invoices.findIndex((i) => i.invoiceNumber === query.after) + 1
          : 0;
        const page = invoices.slice(start, start + 2);
        const next = start + 2 < invoices.length ? page.at(-1)!.invoiceNumber : null;
        return { invoices: page, next };
      },
      getElectricityInvoicePdf: ({ params }) => {
        known();
        failing('pdf');
        const invoice = invoices.find((i) => i.id === params.invoiceId)!;
        return reply(new Blob(['%PDF-1.4 test']), {
          headers: {
            'content-type': 'application/pdf',
            'x-filename': `elfaktura-${invoice.invoiceNumber}.pdf`,
          },
        });
      },
      startNewAgreement: ({ body }) => {
        if (known().active) return problem('ElectricityAgreementExists');
        const id = `signup-${++counter}`;
        const { acceptTerms: _accepted, ...terms } = body;
        signups.set(id, {
          ...terms,
          id: `agreement-${counter}`,
          postalCode: `${terms.postalCode.slice(0, 3)} ${terms.postalCode.slice(3)}`,
          endDate: null,
          noticePeriodMonths: 1,
        });
        return {
          ...signing.start('electricityNewAgreement', id, 'Jag tecknar elavtal.'),
          signupId: id,
        };
      },
      ...signing.handlers,
    },
    { problems: [electricityProblems, signingProblems] },
  );
  return Object.assign(api, { signing });
}

const element = { name: electricityElement.element, define: () => import('./index.tsx') };

/** The electricity element for each test: Anna, a customer with an agreement, by default. */
export const electricityPerTest = () => demoElementPerTest(element, installFakeElectricityApi);
