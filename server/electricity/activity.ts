import { and, eq, ne } from 'drizzle-orm';
import { electricityElement } from '../../shared/contracts/electricity/element.ts';
import { areaPath } from '../../shared/elements/manifest.ts';
import { todayInSweden } from '../../shared/time/sweden.ts';
import {
  dayInPeriod,
  eventsWithin,
  inPeriod,
  noonInSweden,
  type AreaActivity,
} from '../kit/activity.ts';
import { invoiceStatus } from './invoiceStatus.ts';
import { electricityAgreements, electricityInvoices, electricitySignups } from './schema.ts';

const { routes } = electricityElement;

const invoiceName = (invoice: { invoiceNumber: number; periodFrom: string; periodTo: string }) =>
  `Faktura ${invoice.invoiceNumber} för ${invoice.periodFrom} – ${invoice.periodTo}`;

/**
 * El in Att göra: an invoice to pay by its due date (the status rule of §3: a debit with money
 * left, unpaid or delayed) and a new agreement waiting for the member's signature (ny-kund);
 * in Händelser, an invoice paid, an agreement signed and one that ended.
 */
export const electricityActivity: AreaActivity = {
  area: 'electricity',
  requirement: routes.electricityInvoices.rule.requirement,
  actions: async ({ db, caller, slug, now }) => {
    const today = todayInSweden(now);
    const [open, waiting] = await Promise.all([
      db
        .select()
        .from(electricityInvoices)
        .where(
          and(
            eq(electricityInvoices.memberId, caller.effectiveMemberId),
            ne(electricityInvoices.remainingOre, 0),
          ),
        ),
      db
        .select({ id: electricitySignups.id, address: electricitySignups.address })
        .from(electricitySignups)
        .where(
          and(
            eq(electricitySignups.memberId, caller.effectiveMemberId),
            eq(electricitySignups.status, 'awaitingSignature'),
          ),
        ),
    ]);
    const toPay = open.filter((invoice) => {
      const status = invoiceStatus(invoice, today);
      return status === 'unpaid' || status === 'delayed';
    });
    return [
      ...toPay.map((invoice) => ({
        id: `electricity:pay:${invoice.id}`,
        title: 'Betala elfakturan',
        subject: invoiceName(invoice),
        dueOn: invoice.dueDate,
        href: areaPath(routes.electricityInvoices, slug),
      })),
      ...waiting.map((signup) => ({
        id: `electricity:sign:${signup.id}`,
        title: 'Signera ditt nya elavtal',
        subject: signup.address,
        dueOn: null,
        href: areaPath(routes.electricityNewCustomer, slug),
      })),
    ];
  },
  events: async ({ db, caller, slug, now }, period) => {
    const memberId = caller.effectiveMemberId;
    const today = todayInSweden(now);
    const [paid, signed, ended] = await Promise.all([
      db
        .select()
        .from(electricityInvoices)
        .where(
          and(
            eq(electricityInvoices.memberId, memberId),
            dayInPeriod(electricityInvoices.paymentDate, period),
          ),
        ),
      db
        .select()
        .from(electricitySignups)
        .where(
          and(
            eq(electricitySignups.memberId, memberId),
            inPeriod(electricitySignups.signedAt, period),
          ),
        ),
      db
        .select()
        .from(electricityAgreements)
        .where(
          and(
            eq(electricityAgreements.memberId, memberId),
            dayInPeriod(electricityAgreements.endDate, period),
          ),
        ),
    ]);
    const invoices = areaPath(routes.electricityInvoices, slug);
    const agreements = areaPath(routes.electricityAgreements, slug);
    return [
      ...paid.flatMap((invoice) =>
        eventsWithin(period, [
          [
            noonInSweden(invoice.paymentDate),
            {
              id: `electricity:paid:${invoice.id}`,
              title: invoice.amountOre < 0 ? 'Kreditfaktura utbetald' : 'Elfaktura betald',
              detail: invoiceName(invoice),
              href: invoices,
            },
          ],
        ]),
      ),
      ...signed.flatMap((signup) =>
        eventsWithin(period, [
          [
            signup.signedAt,
            {
              id: `electricity:signed:${signup.id}`,
              title: 'Elavtal signerat',
              detail: `Anläggning ${signup.facilityId}, ${signup.address}, från ${signup.startDate}`,
              href: agreements,
            },
          ],
        ]),
      ),
      // An agreement's last day is an event once it has passed (today's may still run).
      ...ended
        .filter((agreement) => agreement.endDate !== null && agreement.endDate <= today)
        .flatMap((agreement) =>
          eventsWithin(period, [
            [
              noonInSweden(agreement.endDate),
              {
                id: `electricity:ended:${agreement.id}`,
                title: 'Elavtalet upphörde',
                detail: `Anläggning ${agreement.facilityId}, ${agreement.address}`,
                href: null,
              },
            ],
          ]),
        ),
    ];
  },
};
